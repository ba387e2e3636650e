import { ADMIN_TABLES } from '@agency/core/tables';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/screens/admin/i18n/en';
import { ru } from '../../src/screens/admin/i18n/ru';
import { ua } from '../../src/screens/admin/i18n/ua';
import { RESOURCES } from '../../src/screens/admin/resources/resources';

// The back office draws core's tables: each described field is a form field and, when listed, a
// column worded in every admin language, so a new field needs its description and its words only.
const CATALOGUES = { en, ru, ua } as const;

describe.each(ADMIN_TABLES.map((table) => [table.controller, table] as const))(
  'the %s screen drawn from its description',
  (controller, table) => {
    const resource = RESOURCES.find((one) => one.controller === controller);

    it("edits every field of the description's form, in its order, with its rules", () => {
      const fields = resource?.fields ?? [];
      expect(fields.slice(0, table.form.length).map((field) => field.name)).toEqual(
        table.form.map((field) => field.name),
      );
      for (const described of table.form) {
        const field = fields.find((one) => one.name === described.name);
        expect(field?.kind).toBe(described.kind);
        expect(field?.rules ?? []).toEqual(described.rules ?? []);
        expect(field?.required ?? false).toBe(described.required ?? false);
      }
    });

    it('lists each listed field as a column, sortable by exactly its sort keys', () => {
      const listed = Object.entries(table.fields).filter(([, field]) => field.listed);
      expect(resource?.columns.length).toBeGreaterThanOrEqual(listed.length);
      expect(resource?.sorts).toEqual(
        listed.filter(([, field]) => field.listed === 'sort').map(([name]) => name),
      );
    });

    it('words every label, fieldset and choice in en, ru and ua', () => {
      const keys = new Set<string>();
      for (const column of resource?.columns ?? []) keys.add(column.label);
      for (const field of resource?.fields ?? []) {
        keys.add(field.label);
        if (field.group) keys.add(field.group);
        const options = field.options;
        if (options && 'values' in options)
          for (const value of options.values) if (value.label) keys.add(value.label);
      }
      for (const [lang, catalogue] of Object.entries(CATALOGUES))
        for (const key of keys) expect(catalogue, `${lang}: ${key}`).toHaveProperty([key]);
    });
  },
);
