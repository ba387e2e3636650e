import { subactionName } from '@agency/core/admin';
import type { AdminRecords, ResourceDescription } from './resource';
import { CONTROLLER_OPTIONS, DESCRIPTION, plain, str } from './resource-parts';

/** Subactions: the operations of a controller with their HTTP method. */
export const SUBACTIONS: ResourceDescription<AdminRecords['Subactions']> = {
  route: 'admin-settings-subactions',
  controller: 'Subactions',
  title: 'resource.Subactions',
  singular: 'resource.Subactions.one',
  sorts: ['controller', 'name'],
  label: (record) => `${str(record, 'controller')}/${str(record, 'name')}`,
  columns: [
    plain('controller', 'field.controller', 'controller'),
    plain('name', 'field.name', 'name'),
    plain('method', 'field.method'),
    plain('description', 'field.description'),
  ],
  fields: [
    {
      name: 'controller',
      label: 'field.controller',
      kind: 'select',
      required: true,
      options: CONTROLLER_OPTIONS,
    },
    { name: 'name', label: 'field.name', kind: 'text', required: true, rules: [subactionName] },
    {
      name: 'method',
      label: 'field.method',
      kind: 'select',
      initial: 'GET',
      required: true,
      options: {
        kind: 'fixed',
        values: [{ value: 'GET' }, { value: 'POST' }, { value: 'PUT' }, { value: 'DELETE' }],
      },
    },
    DESCRIPTION,
  ],
};
