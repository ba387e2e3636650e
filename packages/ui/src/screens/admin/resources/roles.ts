import { ROLES_TABLE } from '@agency/core/tables';
import { fromTable } from './from-table';
import type { AdminRecords } from './resource';
import { str } from './resource-parts';

/** Roles: named holders of permissions. */
export const ROLES = fromTable<AdminRecords['Roles']>(ROLES_TABLE, {
  route: 'admin-settings-roles',
  title: 'resource.Roles',
  singular: 'resource.Roles.one',
  // Issue 29: a role's permissions are edited as a grid on the permissions screen.
  rowLink: {
    label: 'grid.open.role',
    pair: 'Permissions/grid',
    to: (record) => ({ path: '/admin/settings/permissions', query: { role: str(record, 'name') } }),
  },
});
