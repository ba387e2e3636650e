import type { Db } from '../db/db';
import type { Caller } from './caller';
import { areaAdmits, controllerArea } from './controller-area';

/**
 * Pairs a signed-in caller may always call on their own session, whatever their roles: reading their
 * own profile (the name in the bar) and signing out.
 */
export const OWN_SESSION_PAIRS: ReadonlySet<string> = new Set(['Index/profile', 'Auth/signOut']);

// What an anonymous visitor may do, everyone may do.
function effectiveRoles(roles: readonly string[]): string[] {
  return [...new Set(['anonymous', ...roles])];
}

/**
 * The registered controller/subaction pair (tables controllers and subactions) and whether the caller
 * may call it (as `mayCall` decides), or null when unknown: one query where a call needed two (issue 30).
 */
export async function registeredPair(
  db: Db,
  caller: Caller,
  controller: string,
  subaction: string,
): Promise<{ method: string; area: string; callable: boolean } | null> {
  const { rows } = await db.query<{ method: string; area: string; permitted: boolean }>(
    `select s.method, c.area, exists (
        select 1 from permissions p
          where p.role = any($3::text[]) and p.controller = $1 and p.subaction = $2
      ) as permitted
      from subactions s join controllers c on c.name = s.controller
      where s.controller = $1 and s.name = $2`,
    [controller, subaction, effectiveRoles(caller.roles)],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    method: row.method,
    area: row.area,
    callable: callableWith(caller, controller, subaction, row.permitted),
  };
}

// mayCall's rule once a role's grant is known: the caller's own session pairs, else the area and the grant.
function callableWith(
  caller: Caller,
  controller: string,
  subaction: string,
  permitted: boolean,
): boolean {
  if (caller.kind !== 'anonymous' && OWN_SESSION_PAIRS.has(`${controller}/${subaction}`))
    return true;
  return areaAdmits(controllerArea(controller), caller.kind) && permitted;
}

/** True when one of the roles holds a permission for the pair. */
export async function isPermitted(
  db: Db,
  roles: readonly string[],
  controller: string,
  subaction: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from permissions where role = any($1::text[]) and controller = $2 and subaction = $3 limit 1',
    [effectiveRoles(roles), controller, subaction],
  );
  return rows.length > 0;
}

/** Of the candidate pairs (`Controller/subaction`), those the roles may call, in the candidates' order. */
export async function permittedActions(
  db: Db,
  roles: readonly string[],
  candidates: readonly string[],
): Promise<string[]> {
  if (candidates.length === 0) return [];
  const { rows } = await db.query<{ action: string }>(
    `select distinct controller || '/' || subaction as action from permissions
      where role = any($1::text[]) and controller || '/' || subaction = any($2::text[])`,
    [effectiveRoles(roles), candidates],
  );
  const allowed = new Set(rows.map((row) => row.action));
  return candidates.filter((action) => allowed.has(action));
}

/** Whether the caller may call the pair: a role grants it, or it is a pair of the caller's own session. */
export async function mayCall(
  db: Db,
  caller: Caller,
  controller: string,
  subaction: string,
): Promise<boolean> {
  if (caller.kind !== 'anonymous' && OWN_SESSION_PAIRS.has(`${controller}/${subaction}`))
    return true;
  if (!areaAdmits(controllerArea(controller), caller.kind)) return false;
  return isPermitted(db, caller.roles, controller, subaction);
}

/** Of the candidate pairs, those the caller may call (roles' grants and own-session pairs), in the candidates' order. */
export async function callableActions(
  db: Db,
  caller: Caller,
  candidates: readonly string[],
): Promise<string[]> {
  const admitted = candidates.filter((action) =>
    areaAdmits(controllerArea(action.slice(0, action.indexOf('/'))), caller.kind),
  );
  const granted = new Set(await permittedActions(db, caller.roles, admitted));
  const own = caller.kind === 'anonymous' ? [] : candidates.filter((a) => OWN_SESSION_PAIRS.has(a));
  for (const action of own) granted.add(action);
  return candidates.filter((action) => granted.has(action));
}
