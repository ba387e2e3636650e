import { pageRoute } from '@agency/core/admin';
import { PAGE_LANGUAGES, pagesCheck, pagesFinish } from './page-translations';
import type { AdminRecords, ResourceDescription, ResourceField } from './resource';
import { plain, stamp, str } from './resource-parts';

/** Pages: the editable title, meta and content of a site page in each language. */
export const PAGES: ResourceDescription<AdminRecords['Pages']> = {
  route: 'admin-content-pages',
  controller: 'Pages',
  title: 'resource.Pages',
  singular: 'resource.Pages.one',
  sorts: ['route', 'updatedAt'],
  label: (record) => str(record, 'route'),
  columns: [
    plain('route', 'field.route', 'route'),
    {
      key: 'languages',
      label: 'field.translations',
      cell: (record) => Object.keys((record.translations ?? {}) as object).join(', '),
    },
    stamp('updatedAt', 'field.updatedAt', 'updatedAt'),
  ],
  fields: [
    { name: 'route', label: 'field.route', kind: 'text', required: true, rules: [pageRoute] },
    ...PAGE_LANGUAGES.flatMap((lang): ResourceField[] => [
      {
        name: `translations.${lang}.title`,
        label: 'field.title',
        kind: 'text',
        group: `lang.${lang}`,
      },
      {
        name: `translations.${lang}.meta.description`,
        label: 'field.metaDescription',
        kind: 'text',
        group: `lang.${lang}`,
      },
      {
        name: `translations.${lang}.content`,
        label: 'field.content',
        kind: 'textarea',
        group: `lang.${lang}`,
        hint: 'field.contentHint',
        hintWhen: 'edit',
        // Page content gets room.
        input: { rows: 8 },
        preview: { lang },
      },
    ]),
  ],
  check: pagesCheck,
  finish: pagesFinish,
};
