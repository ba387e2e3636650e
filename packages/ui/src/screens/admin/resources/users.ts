import { email, maxLength, minLength, PASSWORD_MIN_LENGTH, phone } from '@agency/core/forms';
import { UserKindFilter, userKindFilter } from '../list/UserKindFilter';
import type { AdminRecords, ResourceDescription } from './resource';
import { LANG_OPTIONS, phoneColumn, plain, ROLE_OPTIONS, stamp, str } from './resource-parts';

/** Users: people who sign in, customers or admins, with their roles. */
export const USERS: ResourceDescription<AdminRecords['Users']> = {
  route: 'admin-settings-users',
  controller: 'Users',
  title: 'resource.Users',
  singular: 'resource.Users.one',
  sorts: ['name', 'email', 'createdAt'],
  label: (record) => str(record, 'name') || str(record, 'email'),
  // Everyone, customers or administrators (?kind=, where the home's count of customers leads).
  listFilters: { read: userKindFilter, Controls: UserKindFilter },
  columns: [
    plain('name', 'field.name', 'name'),
    plain('email', 'field.email', 'email'),
    phoneColumn('phone', 'field.phone'),
    {
      key: 'kind',
      label: 'field.kind',
      cell: (record, { t }) => (record.kind === 'admin' ? t('kind.admin') : t('kind.customer')),
      csv: (record) => str(record, 'kind'),
    },
    {
      key: 'roles',
      label: 'field.roles',
      cell: (record) => (Array.isArray(record.roles) ? record.roles.join(', ') : ''),
    },
    stamp('createdAt', 'field.createdAt', 'createdAt'),
  ],
  fields: [
    { name: 'name', label: 'field.name', kind: 'text', required: true, rules: [maxLength(200)] },
    {
      name: 'kind',
      label: 'field.kind',
      kind: 'select',
      initial: 'customer',
      required: true,
      options: {
        kind: 'fixed',
        values: [
          { value: 'customer', label: 'kind.customer' },
          { value: 'admin', label: 'kind.admin' },
        ],
      },
    },
    { name: 'email', label: 'field.email', kind: 'email', nullable: true, rules: [email] },
    { name: 'phone', label: 'field.phone', kind: 'tel', nullable: true, rules: [phone] },
    {
      name: 'lang',
      label: 'field.lang',
      kind: 'select',
      initial: 'ru',
      required: true,
      options: LANG_OPTIONS,
    },
    { name: 'roles', label: 'field.roles', kind: 'multiselect', options: ROLE_OPTIONS },
    {
      name: 'password',
      label: 'field.password',
      kind: 'password',
      omitEmpty: true,
      hint: 'field.passwordKeep',
      hintWhen: 'edit',
      rules: [minLength(PASSWORD_MIN_LENGTH), maxLength(200)],
    },
  ],
};
