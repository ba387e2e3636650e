import type { Caller } from '../access/caller';
import { type ServerText, WebApiError } from '../http/web-api-error';

const BUILT_IN_ROLES = new Set(['anonymous', 'customer', 'admin']);
// Without these the site cannot sign anyone in, or the back office cannot repair its own access.
const CORE_CONTROLLERS = new Set(['Index', 'Auth', 'Admin', 'Users', 'Roles', 'Permissions']);

function refuse(text: ServerText): never {
  throw new WebApiError(409, 'CONFLICT', text);
}

/**
 * Refuses back-office changes that would lock people out: deleting or renaming a built-in role, one of the
 * core controllers or their subactions, taking an admin grant on the core controllers, or deleting or
 * demoting oneself.
 */
export function assertNoLockout(
  controller: string,
  subaction: 'update' | 'delete',
  caller: Caller,
  before: Record<string, unknown>,
  changes: Record<string, unknown> = {},
): void {
  const removes = (field: string) =>
    subaction === 'delete' || (changes[field] !== undefined && changes[field] !== before[field]);
  if (controller === 'Roles' && BUILT_IN_ROLES.has(String(before.name)) && removes('name')) {
    refuse({ id: 'lockout.builtInRole', params: { name: String(before.name) } });
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
  if (
    controller === 'Permissions' &&
    before.role === 'admin' &&
    CORE_CONTROLLERS.has(String(before.controller)) &&
    (removes('role') || removes('controller') || removes('subaction'))
  ) {
    refuse('lockout.adminPermission');
  }
  if (controller === 'Users' && caller.kind !== 'anonymous' && before.id === caller.userId) {
    const roles = changes.roles;
    if (subaction === 'delete') refuse('lockout.deleteSelf');
    if (Array.isArray(roles) && !roles.includes('admin')) refuse('lockout.demoteSelf');
  }
}
