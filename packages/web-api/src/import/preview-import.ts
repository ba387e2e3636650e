import type { ImportDb } from './import-db';
import type { ImportPreview, ImportRowStatus } from './import-types';

/**
 * Settles each valid row's status against the owner's locations, reading only: `update` when the
 * store code already exists (or appears earlier in the same file), `create` otherwise.
 */
export async function previewImport(
  db: ImportDb,
  ownerId: string,
  preview: ImportPreview,
): Promise<ImportPreview> {
  const codes = preview.rows.flatMap((row) => (row.input ? [row.input.storeCode] : []));
  const { rows: existing } = await db.query<{ store_code: string }>(
    'SELECT store_code FROM locations WHERE owner_id = $1 AND store_code = ANY($2::text[])',
    [ownerId, codes],
  );
  const known = new Set(existing.map((row) => row.store_code));
  const rows = preview.rows.map((row) => {
    if (row.input === null) return row;
    const status: ImportRowStatus = known.has(row.input.storeCode) ? 'update' : 'create';
    known.add(row.input.storeCode);
    return { ...row, status };
  });
  return { ...preview, rows };
}
