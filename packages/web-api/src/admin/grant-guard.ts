import type { Caller } from '../access/caller';
import { contractPair } from '../access/contract-pairs';
import { type ServerText, WebApiError } from '../base/web-api-error';
import type { Db } from '../db/db';

/** A back-office write refused because it would grant, or touch, more than the caller holds (403). */
export class GrantRefusal extends WebApiError {
  /** The reason as recorded in the audit log (message code and its values). */
  readonly reason: { code: string; params: Record<string, string> };

  constructor(code: string, params: Record<string, string> = {}) {
    super(403, 'FORBIDDEN', { id: code, params } as ServerText);
    this.reason = { code, params };
  }
}

/** What a person, a role or a caller holds: the contract pairs its permissions grant ("Controller/subaction"). */
export type HeldPairs = ReadonlySet<string>;

/** Each role's contract pairs: the grants a back-office write is compared by, before and after it. */
export type GrantsByRole = ReadonlyMap<string, HeldPairs>;

// A permission of a pair the contract does not name calls nothing, so it grants nothing.
function isCall(pair: string): boolean {
  const slash = pair.indexOf('/');
  return contractPair(pair.slice(0, slash), pair.slice(slash + 1)) !== undefined;
}

/** The contract pairs the roles hold, what everyone may do (anonymous) included. */
export async function pairsOfRoles(db: Db, roles: readonly string[]): Promise<HeldPairs> {
  const { rows } = await db.query<{ pair: string }>(
    `select distinct controller || '/' || subaction as pair from permissions where role = any($1::text[])`,
    [[...new Set(['anonymous', ...roles])]],
  );
  return new Set(rows.map((row) => row.pair).filter(isCall));
}

/** The contract pairs a user holds through the roles of their own kind. */
export async function pairsOfUser(db: Db, userId: string): Promise<HeldPairs> {
  const { rows } = await db.query<{ pair: string }>(
    `select distinct p.controller || '/' || p.subaction as pair
       from users u join user_roles ur on ur.user_id = u.id
       join roles r on r.name = ur.role and r.kind = u.kind
       join permissions p on p.role = r.name
      where u.id = $1`,
    [userId],
  );
  return new Set(rows.map((row) => row.pair).filter(isCall));
}

/** Every role's contract pairs, read inside the write's transaction. */
export async function grantsByRole(db: Db): Promise<GrantsByRole> {
  const { rows } = await db.query<{ role: string; pair: string }>(
    `select role, controller || '/' || subaction as pair from permissions`,
  );
  const grants = new Map<string, Set<string>>();
  for (const { role, pair } of rows) {
    if (!isCall(pair)) continue;
    const held = grants.get(role) ?? new Set<string>();
    held.add(pair);
    grants.set(role, held);
  }
  return grants;
}

/** The pairs of `pairs` that `held` lacks, sorted. */
export function pairsBeyond(pairs: Iterable<string>, held: HeldPairs): string[] {
  return [...pairs].filter((pair) => !held.has(pair)).sort();
}

/**
 * "No call may leave any role with a permission that the caller lacks": compares every role's grants
 * after a write with before it, and refuses a pair gained that the caller does not hold. This covers a
 * permission created or changed, and a subaction or controller renamed under an existing grant. Nor
 * may a caller take away a pair it does not hold (a permission or role deleted, a pair renamed away).
 */
export function assertGrantsWithin(
  held: HeldPairs,
  before: GrantsByRole,
  after: GrantsByRole,
): void {
  for (const [role, pairs] of after) {
    const gained = [...pairs].filter((pair) => !before.get(role)?.has(pair));
    const [first] = pairsBeyond(gained, held);
    if (first !== undefined) throw new GrantRefusal('grant.notHeld', { operation: first, role });
  }
  for (const [role, pairs] of before) {
    const lost = [...pairs].filter((pair) => !after.get(role)?.has(pair));
    const [first] = pairsBeyond(lost, held);
    if (first !== undefined)
      throw new GrantRefusal('grant.notHeldRemove', { operation: first, role });
  }
}

/** What a Users write asks for, as the grant rule reads it. */
export interface UserWrite {
  subaction: 'create' | 'update' | 'delete';
  /** The user before the write (null for a create). */
  before: { id: string; kind: string; roles: readonly string[] } | null;
  /** The fields written (the contract's item). */
  changes: Readonly<Record<string, unknown>>;
}

// Fields that decide who can sign in as a user, and what they may do.
const IDENTITY_FIELDS = ['password', 'email', 'phone', 'kind', 'roles'] as const;

/**
 * The grant rule of a Users write: the target's permissions are within the caller's before its
 * password, e-mail, phone, kind or roles change (or it is deleted); every role given is of the user's
 * kind; and the roles given hold nothing the caller lacks.
 */
export async function assertUserWrite(db: Db, held: HeldPairs, write: UserWrite): Promise<void> {
  const { before, changes } = write;
  const touchesIdentity =
    write.subaction === 'delete' || IDENTITY_FIELDS.some((field) => changes[field] !== undefined);
  if (before !== null && touchesIdentity) {
    const [first] = pairsBeyond(await pairsOfUser(db, before.id), held);
    if (first !== undefined) throw new GrantRefusal('grant.userAbove', { operation: first });
  }
  if (write.subaction === 'delete') return;
  const kind = String(changes.kind ?? before?.kind ?? 'customer');
  const roles = Array.isArray(changes.roles) ? (changes.roles as string[]) : (before?.roles ?? []);
  if (roles.length === 0) return;
  const { rows } = await db.query<{ name: string; kind: string }>(
    'select name, kind from roles where name = any($1::text[])',
    [roles],
  );
  for (const role of rows) {
    if (role.kind !== kind) {
      throw new GrantRefusal(
        kind === 'customer' ? 'grant.roleNotForCustomers' : 'grant.roleNotForStaff',
        {
          role: role.name,
        },
      );
    }
  }
  const added = roles.filter((role) => !before?.roles.includes(role));
  for (const role of added) {
    const [first] = pairsBeyond(await pairsOfRoles(db, [role]), held);
    if (first !== undefined) throw new GrantRefusal('grant.notHeld', { operation: first, role });
  }
}

/** A Roles write that changes a role's kind while people of the other kind hold it is refused (409). */
export async function assertRoleKindFree(db: Db, role: string, kind: unknown): Promise<void> {
  if (kind === undefined) return;
  const { rows } = await db.query(
    `select 1 from user_roles ur join users u on u.id = ur.user_id
      where ur.role = $1 and u.kind <> $2 limit 1`,
    [role, kind],
  );
  if (rows.length > 0) {
    throw new WebApiError(409, 'CONFLICT', { id: 'grant.roleKindInUse', params: { role } });
  }
}

/** The pairs held by the caller of a back-office write. */
export function pairsOfCaller(db: Db, caller: Caller): Promise<HeldPairs> {
  return pairsOfRoles(db, caller.roles);
}
