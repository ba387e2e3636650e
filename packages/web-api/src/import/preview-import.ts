import { locationMatcher } from '../pins/location-matcher';
import type { ImportDb } from './import-db';
import type { ImportPreview, ImportRowStatus, PreviewRow } from './import-types';

interface Existing {
  id: string;
  storeCode: string | null;
  placeId: string | null;
  name: string;
  addressLines: string[];
  postalCode: string | null;
}

/**
 * Settles each valid row's status against the owner's locations, reading only: a row that core's
 * matchLocation finds among them (store code, then place id, then name, first address line and
 * postal code) updates that location (`match` says which and by which rule); a store code earlier
 * in the same file updates too; anything else creates. Several locations matching one row by a
 * name and address is no match: the row creates.
 */
export async function previewImport(
  db: ImportDb,
  ownerId: string,
  preview: ImportPreview,
): Promise<ImportPreview> {
  const { rows: existing } = await db.query<{
    id: string;
    store_code: string | null;
    place_id: string | null;
    name: string;
    address_lines: string[] | null;
    postal_code: string | null;
  }>(
    `SELECT id, store_code, place_id, name, address_lines, postal_code FROM locations
      WHERE owner_id = $1 ORDER BY created_at, id`,
    [ownerId],
  );
  const match = locationMatcher<Existing>(
    existing.map((row) => ({
      id: row.id,
      storeCode: row.store_code,
      placeId: row.place_id,
      name: row.name,
      addressLines: row.address_lines ?? [],
      postalCode: row.postal_code,
    })),
  );
  const known = new Set<string>();
  const rows = preview.rows.map((row): PreviewRow => {
    if (row.input === null) return row;
    const found = match({ ...row.input, placeId: null });
    const matched =
      found.kind === 'match' ? { rule: found.rule, locationId: found.location.id } : null;
    const status: ImportRowStatus =
      matched !== null || known.has(row.input.storeCode) ? 'update' : 'create';
    known.add(row.input.storeCode);
    return { ...row, status, match: matched };
  });
  return { ...preview, rows };
}
