import { recordName, sortKeys, type TableDescription } from '@agency/core/tables';
import { listPage } from '../pins/list-page';
import { iso } from '../pins/pin-store';
import type { AdminListFilter, AdminResource } from './admin-resource';

/** What a table's store does beyond its description: conditions from the list payload, fields of more than one column. */
export interface TableExtras {
  /** Conditions of the list beyond the text search, from the list payload; values go into `params` ($n). */
  where?(filter: AdminListFilter, params: unknown[]): string[];
  /** Fields of an item built from more than one column (a client's lead). */
  extra?(row: Record<string, unknown>): Record<string, unknown>;
  /** SQL expressions the text filter searches besides the described fields (a lead's message). */
  alsoSearched?: readonly string[];
}

// The SQL the list's text filter searches: the record's name as people write it (a role and its pair as
// one text), then each searched field; a JSON field as its text, a nullable one as ''.
function searchedSql(description: TableDescription, alsoSearched: readonly string[]): string[] {
  const column = (field: string) => {
    const stored = description.fields[field];
    if (stored === undefined) throw new Error(`${description.controller} has no field ${field}`);
    return stored.json ? `${stored.column}::text` : `coalesce(${stored.column}, '')`;
  };
  const name = description.name
    .map((part) =>
      typeof part === 'string' ? `'${part.replaceAll("'", "''")}'` : column(part.field),
    )
    .join(' || ');
  const fields = Object.entries(description.fields)
    .filter(([, field]) => field.searched === true)
    .map(([field]) => column(field));
  return [...new Set([name, ...fields, ...alsoSearched])];
}

/** An AdminResource over one table with a uuid id. */
export function tableResource(
  description: TableDescription,
  extras: TableExtras = {},
): AdminResource {
  const spec = { ...description, ...extras };
  const stored = Object.entries(description.fields);
  const columns: Record<string, string> = Object.fromEntries(
    stored.filter(([, field]) => field.stamp !== true).map(([name, field]) => [name, field.column]),
  );
  const json = new Set(stored.filter(([, field]) => field.json).map(([name]) => name));
  const searchIn = searchedSql(description, extras.alsoSearched ?? []);
  const sorts = Object.fromEntries(
    sortKeys(description).map((key) => [key, description.fields[key]?.column as string]),
  );
  const param = (field: string, value: unknown) =>
    json.has(field) ? JSON.stringify(value) : value;
  const toItem = (row: Record<string, unknown>) => {
    const item: Record<string, unknown> = { id: row.id };
    for (const [name, field] of stored)
      item[name] = field.stamp ? iso(row[field.column]) : row[field.column];
    return spec.extra ? { ...item, ...spec.extra(row) } : item;
  };
  const fieldsOf = (values: Record<string, unknown>) =>
    Object.keys(values).filter((field) => Object.hasOwn(columns, field));
  return {
    controller: spec.controller,
    table: spec.table,
    recordName: (item) => recordName(description, item),
    async list(db, filter) {
      const params: unknown[] = [];
      const where = spec.where?.(filter, params) ?? [];
      const page = await listPage<Record<string, unknown>>(db, {
        select: '*',
        from: spec.table,
        where,
        params,
        searchIn,
        search: filter.filter,
        sorts,
        sort: filter.sort,
        defaultSort: spec.defaultSort,
        p: filter.p,
      });
      return { ...page, items: page.items.map(toItem) };
    },
    async get(db, id) {
      const { rows } = await db.query(`select * from ${spec.table} where id = $1`, [id]);
      return rows[0] ? toItem(rows[0] as Record<string, unknown>) : null;
    },
    async create(db, input, nowMs) {
      const fields = fieldsOf(input);
      const columnNames = fields.map((field) => columns[field] as string);
      const values = fields.map((field) => param(field, input[field]));
      if (spec.touch) {
        columnNames.push(spec.touch);
        values.push(new Date(nowMs));
      }
      const { rows } = await db.query<{ id: string }>(
        `insert into ${spec.table} (${columnNames.join(', ')}) values (${values.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
        values,
      );
      return rows[0]?.id as string;
    },
    async update(db, id, changes, nowMs) {
      const fields = fieldsOf(changes);
      const sets = fields.map((field, index) => `${columns[field]} = $${index + 2}`);
      const values = fields.map((field) => param(field, changes[field]));
      if (spec.touch) {
        sets.push(`${spec.touch} = $${values.length + 2}`);
        values.push(new Date(nowMs));
      }
      if (sets.length === 0) sets.push('id = id');
      const { rows } = await db.query(
        `update ${spec.table} set ${sets.join(', ')} where id = $1 returning id`,
        [id, ...values],
      );
      return rows.length > 0;
    },
    async remove(db, id) {
      const { rows } = await db.query(`delete from ${spec.table} where id = $1 returning id`, [id]);
      return rows.length > 0;
    },
  };
}
