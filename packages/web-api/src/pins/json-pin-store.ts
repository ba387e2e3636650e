import { schemaDefaults } from '../access/schema-defaults';
import type { Db } from '../db/db';
import { listPage } from './list-page';
import type { PinKind } from './pin-kinds';
import { iso, type PinListFilter, type PinStore } from './pin-store';

/** A pins row as the contract's entity: name and data fields side by side. */
export function pinItem(row: Record<string, unknown>): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    ...(row.data as Record<string, unknown>),
    archivedAt: iso(row.archived_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function split(values: Record<string, unknown>): { name: unknown; data: Record<string, unknown> } {
  const { name, ...data } = values;
  return { name, data };
}

async function one(db: Db, sql: string, params: unknown[]) {
  const { rows } = await db.query(sql, params);
  return rows[0] ? pinItem(rows[0] as Record<string, unknown>) : null;
}

// When a review was written: Google's createTime, else when it was typed.
const WRITTEN = "coalesce((data->'google'->>'createTime')::timestamptz, created_at)";

/** The reviews list's filters as conditions over the pins table, numbering parameters after `first`. */
export function reviewConditions(
  filter: PinListFilter,
  first: number,
): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  if (filter.unanswered !== undefined)
    where.push(`coalesce(data->>'reply', '') ${filter.unanswered ? '=' : '<>'} ''`);
  if (filter.rating !== undefined) where.push(`(data->>'rating')::int = ${param(filter.rating)}`);
  if (filter.locationId !== undefined)
    where.push(`data->>'locationId' = ${param(filter.locationId)}`);
  if (filter.from !== undefined) where.push(`${WRITTEN} >= ${param(filter.from)}::date`);
  if (filter.to !== undefined)
    where.push(`${WRITTEN} < ${param(filter.to)}::date + interval '1 day'`);
  return { where, params };
}

/** Store of a pin kind kept in the shared pins table (fields other than name in jsonb). */
export function jsonPinStore(kind: PinKind): PinStore {
  // Entity fields no input sets (a notification's readAt) start at their default too.
  const { archivedAt: _archivedAt, ...entityDefaults } = schemaDefaults(kind.entity);
  const defaults = { ...entityDefaults, ...schemaDefaults(`${kind.entity}Input`) };
  return {
    async list(db, owner, filter) {
      const reviews =
        kind.kind === 'reviews' ? reviewConditions(filter, 3) : { where: [], params: [] };
      const page = await listPage<Record<string, unknown>>(db, {
        select: '*',
        from: 'pins',
        where: [
          'owner_id = $1',
          'kind = $2',
          filter.archived ? 'archived_at is not null' : 'archived_at is null',
          ...(filter.read === undefined
            ? []
            : [`data->>'readAt' is ${filter.read ? 'not ' : ''}null`]),
          ...reviews.where,
        ],
        params: [owner, kind.kind, ...reviews.params],
        searchIn: ['name'],
        search: filter.q,
        sorts: {
          name: 'name',
          createdAt: 'created_at',
          updatedAt: 'updated_at',
          ...kind.extraSorts,
        },
        sort: filter.sort,
        defaultSort: '-updatedAt',
        p: filter.p,
      });
      return { ...page, items: page.items.map(pinItem) };
    },

    async create(db, owner, input, nowMs) {
      const { name, data } = split({ ...defaults, ...input });
      const item = await one(
        db,
        'insert into pins (owner_id, kind, name, data, created_at, updated_at) values ($1, $2, $3, $4, $5, $5) returning *',
        [owner, kind.kind, name, JSON.stringify(data), new Date(nowMs)],
      );
      return item as Record<string, unknown>;
    },

    async update(db, owner, id, changes, nowMs) {
      const { name, data } = split(changes);
      return one(
        db,
        `update pins set name = coalesce($4, name), data = data || $5::jsonb, updated_at = $6
          where id = $1 and owner_id = $2 and kind = $3 returning *`,
        [id, owner, kind.kind, name ?? null, JSON.stringify(data), new Date(nowMs)],
      );
    },

    async setArchived(db, owner, id, archived, nowMs) {
      return one(
        db,
        'update pins set archived_at = $4, updated_at = $5 where id = $1 and owner_id = $2 and kind = $3 returning *',
        [id, owner, kind.kind, archived ? new Date(nowMs) : null, new Date(nowMs)],
      );
    },

    async remove(db, owner, id) {
      const { rows } = await db.query(
        'delete from pins where id = $1 and owner_id = $2 and kind = $3 returning id',
        [id, owner, kind.kind],
      );
      return rows.length > 0;
    },
  };
}
