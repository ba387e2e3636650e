import type { ImportDb } from './import-db';
import type { ImportPreview, ImportRow, LocationInput } from './import-types';
import { toImportRow } from './to-import-row';

/** The outcome of an import: every row written, or nothing written and each row's errors. */
export type ImportResult =
  | { ok: true; created: number; updated: number; rows: ImportRow[] }
  | { ok: false; code: 'VALIDATION_FAILED'; message: string; rows: ImportRow[] };

// Re-import refreshes every imported field but keeps the row's id, created_at and archive state.
const UPSERT = `
  INSERT INTO locations (
    owner_id, store_code, name, address_lines, locality, administrative_area, postal_code, country,
    phone, additional_phones, website, primary_category, additional_categories, hours,
    latitude, longitude, google_maps_url, source
  ) VALUES (
    $1, $2, $3, $4::text[], $5, $6, $7, $8, $9, $10::text[], $11, $12, $13::text[], $14::jsonb,
    $15, $16, $17, $18
  )
  ON CONFLICT (owner_id, store_code) DO UPDATE SET
    name = EXCLUDED.name,
    address_lines = EXCLUDED.address_lines,
    locality = EXCLUDED.locality,
    administrative_area = EXCLUDED.administrative_area,
    postal_code = EXCLUDED.postal_code,
    country = EXCLUDED.country,
    phone = EXCLUDED.phone,
    additional_phones = EXCLUDED.additional_phones,
    website = EXCLUDED.website,
    primary_category = EXCLUDED.primary_category,
    additional_categories = EXCLUDED.additional_categories,
    hours = EXCLUDED.hours,
    latitude = EXCLUDED.latitude,
    longitude = EXCLUDED.longitude,
    google_maps_url = EXCLUDED.google_maps_url,
    source = EXCLUDED.source,
    updated_at = now()
  RETURNING (xmax = 0) AS created`;

/**
 * Writes a parsed file into the owner's locations in one transaction: when any row is invalid
 * nothing is written and each row's errors come back; otherwise each row is inserted, or updated
 * when the owner already has a location with its store code.
 */
export async function commitImport(
  db: ImportDb,
  ownerId: string,
  preview: ImportPreview,
): Promise<ImportResult> {
  const invalid = preview.rows.filter((row) => row.input === null).length;
  if (invalid > 0) {
    return {
      ok: false,
      code: 'VALIDATION_FAILED',
      message: `${invalid} of ${preview.rows.length} rows have errors; nothing was imported`,
      rows: preview.rows.map(toImportRow),
    };
  }
  return db.transaction(async (tx) => {
    const rows: ImportRow[] = [];
    for (const row of preview.rows) {
      if (row.input === null) continue;
      const { rows: written } = await tx.query<{ created: boolean }>(
        UPSERT,
        upsertParams(ownerId, row.input),
      );
      rows.push({ ...toImportRow(row), status: written[0]?.created ? 'create' : 'update' });
    }
    const created = rows.filter((row) => row.status === 'create').length;
    return { ok: true, created, updated: rows.length - created, rows };
  });
}

function upsertParams(ownerId: string, input: LocationInput): unknown[] {
  return [
    ownerId,
    input.storeCode,
    input.name,
    input.addressLines,
    input.locality,
    input.administrativeArea,
    input.postalCode,
    input.country,
    input.phone,
    input.additionalPhones,
    input.website,
    input.primaryCategory,
    input.additionalCategories,
    input.hours === null ? null : JSON.stringify(input.hours),
    input.latitude,
    input.longitude,
    input.googleMapsUrl,
    input.source,
  ];
}
