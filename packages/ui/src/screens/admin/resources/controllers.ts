import { CONTROLLERS_TABLE } from '@agency/core/tables';
import { fromTable } from './from-table';
import type { AdminRecords } from './resource';

/** Controllers: the names calls use, with the area whose sign-in they need. */
export const CONTROLLERS = fromTable<AdminRecords['Controllers']>(CONTROLLERS_TABLE, {
  route: 'admin-settings-controllers',
  title: 'resource.Controllers',
  singular: 'resource.Controllers.one',
});
