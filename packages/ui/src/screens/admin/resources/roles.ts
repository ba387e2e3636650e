import { required, roleName } from '@agency/core/admin';
import type { ResourceDescription } from './resource';
import { DESCRIPTION, plain, str } from './resource-parts';

/** Roles: named holders of permissions. */
export const ROLES: ResourceDescription = {
  route: 'admin-settings-roles',
  controller: 'Roles',
  title: 'resource.Roles',
  singular: 'resource.Roles.one',
  sorts: ['name'],
  label: (record) => str(record, 'name'),
  columns: [plain('name', 'field.name', 'name'), plain('description', 'field.description')],
  fields: [
    { name: 'name', label: 'field.name', kind: 'text', rules: [required, roleName] },
    DESCRIPTION,
  ],
};
