import { listPage } from '../pins/list-page';
import { iso } from '../pins/pin-store';
import type { AdminListFilter, AdminResource } from './admin-resource';

/** How a plain table maps to its contract entity. */
export interface TableSpec {
  controller: string;
  table: string;
  /** Contract field -> column. */
  columns: Record<string, string>;
  jsonFields?: readonly string[];
  /** Read-only timestamp fields -> column. */
  stamps?: Record<string, string>;
  /** Column touched on every update. */
  touch?: string;
  searchIn: string[];
  sorts: Record<string, string>;
  defaultSort: string;
  /** What people call a record of the table, kept in its audit entries. */
  recordName(item: Record<string, unknown>): string | null;
  /** Conditions of the list beyond the text search, from the list payload; values go into `params` ($n). */
  where?(filter: AdminListFilter, params: unknown[]): string[];
  /** Fields of an item built from more than one column (a client's lead). */
  extra?(row: Record<string, unknown>): Record<string, unknown>;
}

/** An AdminResource over one table with a uuid id. */
export function tableResource(spec: TableSpec): AdminResource {
  const json = new Set(spec.jsonFields ?? []);
  const param = (field: string, value: unknown) =>
    json.has(field) ? JSON.stringify(value) : value;
  const toItem = (row: Record<string, unknown>) => {
    const item: Record<string, unknown> = { id: row.id };
    for (const [field, column] of Object.entries(spec.columns)) item[field] = row[column];
    for (const [field, column] of Object.entries(spec.stamps ?? {})) item[field] = iso(row[column]);
    return spec.extra ? { ...item, ...spec.extra(row) } : item;
  };
  const fieldsOf = (values: Record<string, unknown>) =>
    Object.keys(values).filter((field) => Object.hasOwn(spec.columns, field));
  return {
    controller: spec.controller,
    table: spec.table,
    recordName: spec.recordName,
    async list(db, filter) {
      const params: unknown[] = [];
      const where = spec.where?.(filter, params) ?? [];
      const page = await listPage<Record<string, unknown>>(db, {
        select: '*',
        from: spec.table,
        where,
        params,
        searchIn: spec.searchIn,
        search: filter.filter,
        sorts: spec.sorts,
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
      const columns = fields.map((field) => spec.columns[field]);
      const values = fields.map((field) => param(field, input[field]));
      if (spec.touch) {
        columns.push(spec.touch);
        values.push(new Date(nowMs));
      }
      const { rows } = await db.query<{ id: string }>(
        `insert into ${spec.table} (${columns.join(', ')}) values (${values.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
        values,
      );
      return rows[0]?.id as string;
    },
    async update(db, id, changes, nowMs) {
      const fields = fieldsOf(changes);
      const sets = fields.map((field, index) => `${spec.columns[field]} = $${index + 2}`);
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
