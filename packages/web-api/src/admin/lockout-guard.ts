import type { Caller } from '../access/caller';
import { WebApiError } from '../http/web-api-error';

const BUILT_IN_ROLES = new Set(['anonymous', 'customer', 'admin']);
// Without these the site cannot sign anyone in, or the back office cannot repair its own access.
const CORE_CONTROLLERS = new Set(['Index', 'Auth', 'Admin', 'Users', 'Roles', 'Permissions']);

function refuse(message: string): never {
  throw new WebApiError(409, 'CONFLICT', message);
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
    refuse(`The built-in role ${before.name} cannot be deleted or renamed`);
  }
  if (
    controller === 'Controllers' &&
    CORE_CONTROLLERS.has(String(before.name)) &&
    removes('name')
  ) {
    refuse(`The controller ${before.name} cannot be deleted or renamed`);
  }
  if (
    controller === 'Subactions' &&
    CORE_CONTROLLERS.has(String(before.controller)) &&
    (removes('name') || removes('controller'))
  ) {
    refuse(`The subactions of ${before.controller} cannot be deleted or renamed`);
  }
  if (
    controller === 'Permissions' &&
    before.role === 'admin' &&
    CORE_CONTROLLERS.has(String(before.controller)) &&
    (removes('role') || removes('controller') || removes('subaction'))
  ) {
    refuse('This admin permission keeps the back office working and cannot be taken away');
  }
  if (controller === 'Users' && before.id === caller.userId) {
    const roles = changes.roles;
    if (subaction === 'delete') refuse('You cannot delete your own account');
    if (Array.isArray(roles) && !roles.includes('admin'))
      refuse('You cannot take the admin role from yourself');
  }
}
