import type { components, WebOperationData } from '@agency/contracts';
import { isWebError } from '@agency/core';

/** One row of a maps file with what the import does with it. */
export type ImportRow = components['schemas']['ImportRow'];

/** An Import/preview answer. */
export type ImportPreview = WebOperationData<'Import/preview'>;

/** An Import/commit answer. */
export type ImportReport = WebOperationData<'Import/commit'>;

const STATUSES = ['create', 'update', 'invalid'];

function readRow(value: unknown): ImportRow | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  if (
    typeof row.row !== 'number' ||
    typeof row.status !== 'string' ||
    !STATUSES.includes(row.status)
  )
    return null;
  const errors = Array.isArray(row.errors)
    ? row.errors.filter(
        (error): error is ImportRow['errors'][number] =>
          typeof error === 'object' &&
          error !== null &&
          typeof error.field === 'string' &&
          typeof error.message === 'string',
      )
    : [];
  return {
    row: row.row,
    storeCode: typeof row.storeCode === 'string' ? row.storeCode : null,
    name: typeof row.name === 'string' ? row.name : null,
    status: row.status as ImportRow['status'],
    errors,
  };
}

/** The rows of an answer or error body; malformed rows are left out. */
export function readRows(value: unknown): ImportRow[] {
  return Array.isArray(value)
    ? value.map(readRow).filter((row): row is ImportRow => row !== null)
    : [];
}

/** An Import/preview answer, or null when malformed. */
export function readPreview(data: unknown): ImportPreview | null {
  if (typeof data !== 'object' || data === null) return null;
  const preview = data as Record<string, unknown>;
  if (preview.format !== 'gbp-csv' && preview.format !== 'takeout-geojson') return null;
  const rows = readRows(preview.rows);
  const invalid = rows.filter((row) => row.status === 'invalid').length;
  return { format: preview.format, rows, valid: rows.length - invalid, invalid };
}

/** An Import/commit answer, or null when malformed. */
export function readReport(data: unknown): ImportReport | null {
  if (typeof data !== 'object' || data === null) return null;
  const report = data as Record<string, unknown>;
  if (typeof report.created !== 'number' || typeof report.updated !== 'number') return null;
  return { created: report.created, updated: report.updated, rows: readRows(report.rows) };
}

/** The per-row report of a refused import (400 with `data.rows`), or null for any other failure. */
export function refusedRows(error: unknown): readonly ImportRow[] | null {
  if (!isWebError(error)) return null;
  const data = error.data as { rows?: unknown } | null;
  if (data === null || typeof data !== 'object' || !Array.isArray(data.rows)) return null;
  return readRows(data.rows);
}
