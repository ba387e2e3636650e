import { nonNegativeInteger, unprefixedRoute } from '@agency/core/admin';
import { maxLength } from '@agency/core/forms';
import type { AdminRecords, ResourceDescription, ResourceField } from './resource';
import { plain, ROLE_OPTIONS, str } from './resource-parts';

/** Navigations: menu entries of the account and admin areas, per role, labelled per language. */
export const NAVIGATIONS: ResourceDescription<AdminRecords['Navigations']> = {
  route: 'admin-settings-navigations',
  controller: 'Navigations',
  title: 'resource.Navigations',
  singular: 'resource.Navigations.one',
  sorts: ['position', 'role', 'route'],
  label: (record) => `${str(record, 'role')} ${str(record, 'route')}`,
  columns: [
    plain('position', 'field.position', 'position'),
    plain('role', 'field.role', 'role'),
    plain('group', 'field.group'),
    plain('route', 'field.route', 'route'),
    {
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
  ],
  fields: [
    { name: 'role', label: 'field.role', kind: 'select', required: true, options: ROLE_OPTIONS },
    { name: 'group', label: 'field.group', kind: 'text', required: true, rules: [maxLength(64)] },
    {
      name: 'route',
      label: 'field.route',
      kind: 'text',
      required: true,
      rules: [unprefixedRoute, maxLength(200)],
    },
    {
      name: 'position',
      label: 'field.position',
      kind: 'count',
      initial: '0',
      required: true,
      rules: [nonNegativeInteger],
    },
    ...(['ru', 'ua', 'en'] as const).map(
      (lang): ResourceField => ({
        name: `labels.${lang}`,
        label: `lang.${lang}`,
        kind: 'text',
        group: 'field.labels',
        required: true,
        rules: [maxLength(200)],
      }),
    ),
    {
      name: 'labels.es',
      label: 'lang.es',
      kind: 'text',
      group: 'field.labels',
      omitEmpty: true,
      rules: [maxLength(200)],
    },
  ],
};
