import type { Caller } from '../access/caller';
import { CONTRACT_PAIRS, contractPair } from '../access/contract-pairs';
import { type ServerText, WebApiError } from '../base/web-api-error';
import type { Db } from '../db/db';

const BUILT_IN_ROLES = new Set(['anonymous', 'customer', 'admin']);
// Without these the site cannot sign anyone in, or the back office cannot repair its own access.
const CORE_CONTROLLERS = new Set(['Index', 'Auth', 'Admin', 'Users', 'Roles', 'Permissions']);
// What everyone may do on the core controllers: page loads, signing in and out. Their grants stay.
const EVERYONES_CORE_PAIRS = new Set(
  CONTRACT_PAIRS.filter(
    (pair) => pair.access === 'anonymous' && CORE_CONTROLLERS.has(pair.controller),
  ).map((pair) => `${pair.controller}/${pair.subaction}`),
);

/** Why a role's grant may not be taken away: the admin role's core grants, everyone's page loads and sign-in. */
export type KeptGrant = 'adminCore' | 'everyonesCore';

/** Whether taking `controller/subaction` from `role` would lock people out (the lockout rules below). */
export function keptGrant(role: string, controller: string, subaction: string): KeptGrant | null {
  if (role === 'admin' && CORE_CONTROLLERS.has(controller)) return 'adminCore';
  if (role === 'anonymous' && EVERYONES_CORE_PAIRS.has(`${controller}/${subaction}`))
    return 'everyonesCore';
  return null;
}

function refuse(text: ServerText): never {
  throw new WebApiError(409, 'CONFLICT', text);
}

// True when another back-office user than `userId` holds the admin role (of their own kind).
async function anotherAdminExists(db: Db, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from users u join user_roles ur on ur.user_id = u.id and ur.role = 'admin'
      where u.kind = 'admin' and u.id <> $1 limit 1`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * Refuses back-office changes that would lock people out: deleting or renaming a built-in role, one of the
 * core controllers or their subactions; taking an admin grant on the core controllers, or everyone's grant
 * of a page load, sign-in or sign-out; changing the method of a pair the contract defines; deleting or
 * demoting oneself; and leaving no back-office user with the admin role.
 */
export async function assertNoLockout(
  db: Db,
  controller: string,
  subaction: 'update' | 'delete',
  caller: Caller,
  before: Record<string, unknown>,
  changes: Record<string, unknown> = {},
): Promise<void> {
  const removes = (field: string) =>
    subaction === 'delete' || (changes[field] !== undefined && changes[field] !== before[field]);
  if (controller === 'Roles' && BUILT_IN_ROLES.has(String(before.name)) && removes('name')) {
    refuse({ id: 'lockout.builtInRole', params: { name: String(before.name) } });
  }
  if (controller === 'Roles' && BUILT_IN_ROLES.has(String(before.name)) && removes('kind')) {
    refuse({ id: 'lockout.builtInRoleKind', params: { name: String(before.name) } });
  }
  if (
    controller === 'Controllers' &&
    CORE_CONTROLLERS.has(String(before.name)) &&
    removes('name')
  ) {
    refuse({ id: 'lockout.coreController', params: { name: String(before.name) } });
  }
  if (
    controller === 'Subactions' &&
    CORE_CONTROLLERS.has(String(before.controller)) &&
    (removes('name') || removes('controller'))
  ) {
    refuse({ id: 'lockout.coreSubactions', params: { name: String(before.controller) } });
  }
  if (controller === 'Subactions' && subaction === 'update' && removes('method')) {
    const pair = contractPair(String(before.controller), String(before.name));
    if (pair !== undefined && changes.method !== pair.method) {
      refuse({
        id: 'lockout.contractMethod',
        params: { operation: `${pair.controller}/${pair.subaction}`, method: pair.method },
      });
    }
  }
  if (
    controller === 'Permissions' &&
    before.role === 'admin' &&
    CORE_CONTROLLERS.has(String(before.controller)) &&
    (removes('role') || removes('controller') || removes('subaction'))
  ) {
    refuse('lockout.adminPermission');
  }
  const operation = `${before.controller}/${before.subaction}`;
  if (
    controller === 'Permissions' &&
    before.role === 'anonymous' &&
    EVERYONES_CORE_PAIRS.has(operation) &&
    (removes('role') || removes('controller') || removes('subaction'))
  ) {
    refuse({ id: 'lockout.everyonesPermission', params: { operation } });
  }
  const wasAdmin =
    before.kind === 'admin' && Array.isArray(before.roles) && before.roles.includes('admin');
  const staysAdmin =
    subaction === 'update' &&
    (changes.kind ?? before.kind) === 'admin' &&
    (!Array.isArray(changes.roles) || changes.roles.includes('admin'));
  if (controller === 'Users' && wasAdmin && !staysAdmin) {
    if (!(await anotherAdminExists(db, String(before.id)))) refuse('lockout.lastAdmin');
  }
  if (controller === 'Users' && caller.kind !== 'anonymous' && before.id === caller.userId) {
    const roles = changes.roles;
    if (subaction === 'delete') refuse('lockout.deleteSelf');
    if (Array.isArray(roles) && !roles.includes('admin')) refuse('lockout.demoteSelf');
  }
}
