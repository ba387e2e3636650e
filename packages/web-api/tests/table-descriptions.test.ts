import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_TABLES, sortKeys } from '@agency/core/tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

// The back office's tables are described once, in core: the description must name what the contract
// answers and sorts by, and what the migrated database has.
interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: string[];
}
const contract = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../contracts/web.openapi.json'), 'utf8'),
) as { components: { schemas: Record<string, Schema> } };
const schemas = contract.components.schemas;
const deref = (schema: Schema | undefined): Schema =>
  schema?.$ref === undefined
    ? (schema ?? {})
    : (schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {});

// A client's lead is read from the lead columns apart (client-resource); every other field is described.
const READ_APART: Readonly<Record<string, readonly string[]>> = { Clients: ['lead'] };

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe.each(ADMIN_TABLES.map((table) => [table.controller, table] as const))(
  'the description of %s',
  (controller, table) => {
    const list = deref(deref(schemas[`${controller}ListResponse`]?.properties?.data));
    const entity = deref(list.properties?.items?.items);

    it("names every field of the contract's record but its id", () => {
      const contractFields = Object.keys(entity.properties ?? {}).filter(
        (field) => field !== 'id' && !(READ_APART[controller] ?? []).includes(field),
      );
      expect(contractFields.length).toBeGreaterThan(0);
      expect(Object.keys(table.fields).sort()).toEqual(contractFields.sort());
    });

    it("sorts by exactly the contract's sort keys", () => {
      const sorts = schemas[`${controller}ListRequest`]?.properties?.sort?.enum ?? [];
      expect(sortKeys(table).sort()).toEqual(sorts.filter((key) => !key.startsWith('-')).sort());
    });

    it('edits only fields of the record, and the database has each column', async () => {
      for (const field of table.form)
        expect(Object.keys(table.fields)).toContain(field.name.split('.')[0]);
      const { rows } = await t.api.db.query<{ column_name: string }>(
        'select column_name from information_schema.columns where table_name = $1',
        [table.table],
      );
      const columns = rows.map((row) => row.column_name);
      for (const field of Object.values(table.fields)) expect(columns).toContain(field.column);
    });
  },
);
