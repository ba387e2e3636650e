import { SUBACTIONS_TABLE } from '@agency/core/tables';
import { fromTable } from './from-table';
import type { AdminRecords } from './resource';

/** Subactions: the operations of a controller with their HTTP method. */
export const SUBACTIONS = fromTable<AdminRecords['Subactions']>(SUBACTIONS_TABLE, {
  route: 'admin-settings-subactions',
  title: 'resource.Subactions',
  singular: 'resource.Subactions.one',
});
