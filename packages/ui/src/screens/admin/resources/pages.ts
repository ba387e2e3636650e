import { PAGES_TABLE } from '@agency/core/tables';
import { fromTable } from './from-table';
import { PAGE_LANGUAGES, pagesCheck, pagesFinish } from './page-translations';
import type { AdminRecords, ResourceField } from './resource';

/** Pages: the editable title, meta and content of a site page in each language. */
export const PAGES = fromTable<AdminRecords['Pages']>(PAGES_TABLE, {
  route: 'admin-content-pages',
  title: 'resource.Pages',
  singular: 'resource.Pages.one',
  cells: {
    translations: {
      key: 'languages',
      label: 'field.translations',
      cell: (record) => Object.keys((record.translations ?? {}) as object).join(', '),
    },
  },
  // Each language's title, description and content: a fieldset each, the content with its preview.
  moreFields: [
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
});
