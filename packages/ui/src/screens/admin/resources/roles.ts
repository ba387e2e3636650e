import { roleName } from '@agency/core/admin';
import type { AdminRecords, ResourceDescription } from './resource';
import { DESCRIPTION, plain, str } from './resource-parts';

/** Roles: named holders of permissions. */
export const ROLES: ResourceDescription<AdminRecords['Roles']> = {
  route: 'admin-settings-roles',
  controller: 'Roles',
  title: 'resource.Roles',
  singular: 'resource.Roles.one',
  sorts: ['name'],
  label: (record) => str(record, 'name'),
  // Issue 29: a role's permissions are edited as a grid on the permissions screen.
  rowLink: {
    label: 'grid.open.role',
    pair: 'Permissions/grid',
    to: (record) => ({ path: '/admin/settings/permissions', query: { role: str(record, 'name') } }),
  },
  columns: [
    plain('name', 'field.name', 'name'),
    {
      key: 'kind',
      label: 'field.kind',
      cell: (record, { t }) =>
        record.kind === 'customer'
          ? t('kind.customer')
          : record.kind === 'admin'
            ? t('kind.admin')
            : str(record, 'kind'),
      csv: (record) => str(record, 'kind'),
    },
    plain('description', 'field.description'),
  ],
  fields: [
    { name: 'name', label: 'field.name', kind: 'text', required: true, rules: [roleName] },
    {
      // Whose role it is: a role of another kind than its user grants nothing (security round 3).
      name: 'kind',
      label: 'field.kind',
      kind: 'select',
      initial: 'admin',
      required: true,
      options: {
        kind: 'fixed',
        values: [
          { value: 'admin', label: 'kind.admin' },
          { value: 'customer', label: 'kind.customer' },
        ],
      },
    },
    DESCRIPTION,
  ],
};
