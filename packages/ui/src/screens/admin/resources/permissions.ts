import type { AdminRecords, ResourceDescription } from './resource';
import { CONTROLLER_OPTIONS, plain, ROLE_OPTIONS, str } from './resource-parts';

/** Permissions: a grant of one controller/subaction pair to a role. */
export const PERMISSIONS: ResourceDescription<AdminRecords['Permissions']> = {
  route: 'admin-settings-permissions',
  controller: 'Permissions',
  title: 'resource.Permissions',
  singular: 'resource.Permissions.one',
  sorts: ['role', 'controller', 'subaction'],
  label: (record) =>
    `${str(record, 'role')}: ${str(record, 'controller')}/${str(record, 'subaction')}`,
  columns: [
    plain('role', 'field.role', 'role'),
    plain('controller', 'field.controller', 'controller'),
    plain('subaction', 'field.subaction', 'subaction'),
  ],
  fields: [
    { name: 'role', label: 'field.role', kind: 'select', required: true, options: ROLE_OPTIONS },
    {
      name: 'controller',
      label: 'field.controller',
      kind: 'select',
      required: true,
      options: CONTROLLER_OPTIONS,
    },
    {
      name: 'subaction',
      label: 'field.subaction',
      kind: 'select',
      required: true,
      options: {
        kind: 'records',
        controller: 'Subactions',
        value: (record) => str(record, 'name'),
        when: (record, values) => record.controller === values.controller,
      },
    },
  ],
};
