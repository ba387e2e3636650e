import { NAVIGATIONS_TABLE } from '@agency/core/tables';
import { fromTable } from './from-table';
import type { AdminRecords } from './resource';

/** Navigations: menu entries of the account and admin areas, per role, labelled per language. */
export const NAVIGATIONS = fromTable<AdminRecords['Navigations']>(NAVIGATIONS_TABLE, {
  route: 'admin-settings-navigations',
  title: 'resource.Navigations',
  singular: 'resource.Navigations.one',
  cells: {
    labels: {
      key: 'labels',
      label: 'field.labels',
      cell: (record) => {
        const labels = (record.labels ?? {}) as Record<string, unknown>;
        return ['ru', 'ua', 'en', 'es']
          .filter((lang) => typeof labels[lang] === 'string' && labels[lang] !== '')
          .map((lang) => `${lang}: ${labels[lang] as string}`)
          .join('; ');
      },
    },
  },
});
