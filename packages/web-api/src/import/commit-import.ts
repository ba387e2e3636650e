import type { Language } from '@agency/core';
import type { MessageText } from '@agency/core/server-messages';
import { LOCATION_COLUMNS } from '../pins/location-columns';
import type { ImportDb } from './import-db';
import type {
  ImportedField,
  ImportPreview,
  ImportRowAnswer,
  LocationInput,
  PreviewRow,
} from './import-types';
import { previewImport } from './preview-import';
import { toImportRow } from './to-import-row';

/** The outcome of an import: every row written, or nothing written and each row's errors. */
export type ImportResult =
  | { ok: true; created: number; updated: number; rows: ImportRowAnswer[] }
  | { ok: false; code: 'VALIDATION_FAILED'; text: MessageText; rows: ImportRowAnswer[] };

/** Rows written per statement: few round trips, and PGlite's one connection is not held for long. */
export const UPSERT_BATCH_SIZE = 500;

const COLUMN = LOCATION_COLUMNS;

// One statement per batch. An update refreshes the fields the file gives (a column left out of the
// spreadsheet keeps what is stored, as in Google Business Profile) and keeps id, created_at and the
// archive state. (xmax = 0) is true for an inserted row, false for an updated one.
function upsertSql(fields: ImportedField[]): string {
  const updates = fields
    .filter((field) => field !== 'storeCode')
    .map((field) => `${COLUMN[field]} = EXCLUDED.${COLUMN[field]}`);
  return `
  INSERT INTO locations (
    owner_id, store_code, name, address_lines, locality, administrative_area, postal_code, country,
    phone, additional_phones, website, primary_category, additional_categories, hours,
    latitude, longitude, google_maps_url, source
  )
  SELECT
    $1, r.store_code, r.name, r.address_lines, r.locality, r.administrative_area, r.postal_code,
    r.country, r.phone, r.additional_phones, r.website, r.primary_category, r.additional_categories,
    r.hours, r.latitude, r.longitude, r.google_maps_url, r.source
  FROM jsonb_to_recordset($2::jsonb) AS r(
    store_code text, name text, address_lines text[], locality text, administrative_area text,
    postal_code text, country text, phone text, additional_phones text[], website text,
    primary_category text, additional_categories text[], hours jsonb, latitude double precision,
    longitude double precision, google_maps_url text, source text
  )
  ON CONFLICT (owner_id, store_code) DO UPDATE SET
    ${[...updates, 'source = EXCLUDED.source', 'updated_at = now()'].join(',\n    ')}
  RETURNING store_code, (xmax = 0) AS created`;
}

// Rows matched to a location by its place id or its name and address (not its store code): that
// location takes the fields the file gives, keeps its own store code (taking the file's only when it
// has none), id, created_at and archive state.
function updateByIdSql(fields: ImportedField[]): string {
  const updates = fields
    .filter((field) => field !== 'storeCode')
    .map((field) => `${COLUMN[field]} = r.${COLUMN[field]}`);
  return `
  UPDATE locations AS l SET
    ${[...updates, 'store_code = coalesce(l.store_code, r.store_code)', 'source = r.source', 'updated_at = now()'].join(',\n    ')}
  FROM jsonb_to_recordset($2::jsonb) AS r(
    id uuid, store_code text, name text, address_lines text[], locality text, administrative_area text,
    postal_code text, country text, phone text, additional_phones text[], website text,
    primary_category text, additional_categories text[], hours jsonb, latitude double precision,
    longitude double precision, google_maps_url text, source text
  )
  WHERE l.id = r.id AND l.owner_id = $1`;
}

/**
 * Writes a parsed file into the owner's locations in one transaction: when any row is invalid
 * nothing is written and each row's errors come back; otherwise each row updates the location
 * core's matchLocation finds for it (store code, place id, name and address: previewImport), or is
 * inserted. Row errors are worded in `lang`.
 */
export async function commitImport(
  db: ImportDb,
  ownerId: string,
  preview: ImportPreview,
  lang: Language,
): Promise<ImportResult> {
  const answer = (row: PreviewRow) => toImportRow(row, lang, preview.format);
  const invalid = preview.rows.filter((row) => row.input === null).length;
  if (invalid > 0) {
    // The valid rows still say whether they would create or update, as in the preview.
    const settled = await previewImport(db, ownerId, preview);
    return {
      ok: false,
      code: 'VALIDATION_FAILED',
      text: { id: 'import.invalidRows', params: { invalid, total: preview.rows.length } },
      rows: settled.rows.map(answer),
    };
  }
  const sql = upsertSql(preview.fields);
  // Read before the transaction, as the preview reads: a location made meanwhile with a row's store
  // code is still updated (the upsert); one made meanwhile with its name and address is not found.
  const settled = await previewImport(db, ownerId, preview);
  return db.transaction(async (tx) => {
    const rows: ImportRowAnswer[] = [];
    // A row found by its place id or its name and address writes into that location by its id.
    const byId = settled.rows.filter((row) => row.match && row.match.rule !== 'storeCode');
    const byIdSql = updateByIdSql(preview.fields);
    for (const batch of batches(byId, (row) => row.match?.locationId ?? '')) {
      await tx.query(byIdSql, [
        ownerId,
        JSON.stringify(
          batch.map(({ input, match }) => ({ ...toRecord(input), id: match?.locationId })),
        ),
      ]);
      for (const row of batch) rows.push({ ...answer(row), status: 'update' });
    }
    const written = new Set(byId);
    const rest = settled.rows.filter((row) => !written.has(row));
    for (const batch of batches(rest, (row) => row.input?.storeCode ?? '')) {
      const { rows: upserted } = await tx.query<{ store_code: string; created: boolean }>(sql, [
        ownerId,
        JSON.stringify(batch.map(({ input }) => toRecord(input))),
      ]);
      const created = new Map(upserted.map((row) => [row.store_code, row.created]));
      for (const row of batch) {
        rows.push({
          ...answer(row),
          status: created.get(row.input.storeCode) ? 'create' : 'update',
        });
      }
    }
    rows.sort((a, b) => a.row - b.row);
    const created = rows.filter((row) => row.status === 'create').length;
    return { ok: true, created, updated: rows.length - created, rows };
  });
}

type ValidRow = PreviewRow & { input: LocationInput };

// A key (the store code, the matched location) appears at most once per batch: one statement
// cannot insert and update, or update twice, the same row.
function batches(rows: PreviewRow[], keyOf: (row: PreviewRow) => string): ValidRow[][] {
  const result: ValidRow[][] = [];
  let batch: ValidRow[] = [];
  let keys = new Set<string>();
  for (const row of rows) {
    const { input } = row;
    if (input === null) continue;
    const key = keyOf(row);
    if (batch.length === UPSERT_BATCH_SIZE || keys.has(key)) {
      result.push(batch);
      batch = [];
      keys = new Set();
    }
    batch.push({ ...row, input });
    keys.add(key);
  }
  if (batch.length > 0) result.push(batch);
  return result;
}

function toRecord(input: LocationInput): Record<string, unknown> {
  return {
    store_code: input.storeCode,
    name: input.name,
    address_lines: input.addressLines,
    locality: input.locality,
    administrative_area: input.administrativeArea,
    postal_code: input.postalCode,
    country: input.country,
    phone: input.phone,
    additional_phones: input.additionalPhones,
    website: input.website,
    primary_category: input.primaryCategory,
    additional_categories: input.additionalCategories,
    hours: input.hours,
    latitude: input.latitude,
    longitude: input.longitude,
    google_maps_url: input.googleMapsUrl,
    source: input.source,
  };
}
