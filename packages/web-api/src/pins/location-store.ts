import { DEFAULT_LANGUAGE, type Language } from '@agency/core';
import { schemaDefaults } from '../access/schema-defaults';
import type { Db } from '../db/db';
import { linkAnswer, locationsWithLink } from '../google/link-answer';
import { listPage } from './list-page';
import { LOCATION_COLUMNS, LOCATION_JSON_FIELDS } from './location-columns';
import { iso, type PinStore } from './pin-store';

// Contract field -> column; json columns are sent as JSON text.
const COLUMNS: Readonly<Record<string, string>> = LOCATION_COLUMNS;
// A $ref'd list (specialHours) is not seen by schemaDefaults: its default is written here.
const DEFAULTS: Record<string, unknown> = { ...schemaDefaults('LocationInput'), specialHours: [] };

function toParam(field: string, value: unknown): unknown {
  return LOCATION_JSON_FIELDS.has(field) ? JSON.stringify(value) : value;
}

/** A row of `locations` (with its link's `link_*` columns, locationsWithLink) as the contract's Location, texts in `lang`. */
export function locationItem(
  row: Record<string, unknown>,
  lang: Language = DEFAULT_LANGUAGE,
): Record<string, unknown> {
  const item: Record<string, unknown> = { id: row.id };
  for (const [field, column] of Object.entries(COLUMNS)) item[field] = row[column];
  item.hours = row.hours ?? {};
  item.addressLines = row.address_lines ?? [];
  item.additionalPhones = row.additional_phones ?? [];
  item.additionalCategories = row.additional_categories ?? [];
  item.specialHours = row.special_hours ?? [];
  item.placeId = row.place_id ?? null;
  item.google = linkAnswer(row, lang);
  item.source = row.source;
  item.archivedAt = iso(row.archived_at);
  item.createdAt = iso(row.created_at);
  item.updatedAt = iso(row.updated_at);
  return item;
}

// A write's returned row with the link it has: one statement, the write as a CTE.
function withLink(write: string): string {
  return `with written as (${write}) ${locationsWithLink('written')}`;
}

/** One location of an owner with its link, texts in `lang`; null when the owner has no such location. */
export async function readLocation(
  db: Db,
  owner: string,
  id: string,
  lang: Language,
): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query(
    `${locationsWithLink('locations')} where l.id = $1 and l.owner_id = $2`,
    [id, owner],
  );
  return rows[0] ? locationItem(rows[0] as Record<string, unknown>, lang) : null;
}

/** Locations: their own table (shared with the maps import), each answered with its Google link. */
export const locationStore: PinStore = {
  async list(db, owner, filter) {
    const page = await listPage<Record<string, unknown>>(db, {
      select: '*',
      from: `(${locationsWithLink('locations')}) as located`,
      where: ['owner_id = $1', filter.archived ? 'archived_at is not null' : 'archived_at is null'],
      params: [owner],
      searchIn: ['name', "coalesce(store_code, '')", "coalesce(locality, '')"],
      search: filter.q,
      sorts: {
        name: 'name',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
        locality: 'locality',
      },
      sort: filter.sort,
      defaultSort: 'name',
      p: filter.p,
    });
    return { ...page, items: page.items.map((row) => locationItem(row, filter.lang)) };
  },

  async create(db, owner, input, nowMs, lang) {
    const values = { ...DEFAULTS, ...input };
    const fields = Object.keys(COLUMNS);
    const now = new Date(nowMs);
    const { rows } = await db.query(
      withLink(`insert into locations (owner_id, source, created_at, updated_at, ${fields.map((f) => COLUMNS[f]).join(', ')})
       values ($1, 'manual', $2, $2, ${fields.map((_, index) => `$${index + 3}`).join(', ')}) returning *`),
      [owner, now, ...fields.map((field) => toParam(field, values[field]))],
    );
    return locationItem(rows[0] as Record<string, unknown>, lang);
  },

  async update(db, owner, id, changes, nowMs, lang) {
    const fields = Object.keys(changes).filter((field) => Object.hasOwn(COLUMNS, field));
    const sets = fields.map((field, index) => `${COLUMNS[field]} = $${index + 4}`);
    const { rows } = await db.query(
      withLink(
        `update locations set ${[...sets, 'updated_at = $3'].join(', ')} where id = $1 and owner_id = $2 returning *`,
      ),
      [id, owner, new Date(nowMs), ...fields.map((field) => toParam(field, changes[field]))],
    );
    return rows[0] ? locationItem(rows[0] as Record<string, unknown>, lang) : null;
  },

  async setArchived(db, owner, id, archived, nowMs, lang) {
    const { rows } = await db.query(
      withLink(
        'update locations set archived_at = $3, updated_at = $4 where id = $1 and owner_id = $2 returning *',
      ),
      [id, owner, archived ? new Date(nowMs) : null, new Date(nowMs)],
    );
    return rows[0] ? locationItem(rows[0] as Record<string, unknown>, lang) : null;
  },

  async remove(db, owner, id) {
    const { rows } = await db.query(
      'delete from locations where id = $1 and owner_id = $2 returning id',
      [id, owner],
    );
    return rows.length > 0;
  },
};
