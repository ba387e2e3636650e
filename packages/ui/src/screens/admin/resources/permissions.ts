import { PERMISSIONS_TABLE } from '@agency/core/tables';
import { fromTable } from './from-table';
import type { AdminRecords } from './resource';

/** Permissions: a grant of one controller/subaction pair to a role. */
export const PERMISSIONS = fromTable<AdminRecords['Permissions']>(PERMISSIONS_TABLE, {
  route: 'admin-settings-permissions',
  title: 'resource.Permissions',
  singular: 'resource.Permissions.one',
});
