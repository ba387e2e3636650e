import { controllerName } from '@agency/core/admin';
import type { AdminRecords, ResourceDescription } from './resource';
import { DESCRIPTION, plain, str } from './resource-parts';

/** Controllers: the names calls use, with the area whose sign-in they need. */
export const CONTROLLERS: ResourceDescription<AdminRecords['Controllers']> = {
  route: 'admin-settings-controllers',
  controller: 'Controllers',
  title: 'resource.Controllers',
  singular: 'resource.Controllers.one',
  sorts: ['name', 'area'],
  label: (record) => str(record, 'name'),
  columns: [
    plain('name', 'field.name', 'name'),
    {
      key: 'area',
      label: 'field.area',
      sort: 'area',
      cell: (record, { t }) =>
        record.area === 'site'
          ? t('area.site')
          : record.area === 'account'
            ? t('area.account')
            : t('area.admin'),
      csv: (record) => str(record, 'area'),
    },
    plain('description', 'field.description'),
  ],
  fields: [
    { name: 'name', label: 'field.name', kind: 'text', required: true, rules: [controllerName] },
    {
      name: 'area',
      label: 'field.area',
      kind: 'select',
      initial: 'admin',
      required: true,
      options: {
        kind: 'fixed',
        values: [
          { value: 'site', label: 'area.site' },
          { value: 'account', label: 'area.account' },
          { value: 'admin', label: 'area.admin' },
        ],
      },
    },
    DESCRIPTION,
  ],
};
