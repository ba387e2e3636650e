import type { ImportRow, PreviewRow } from './import-types';

/** A preview row as the contract's `ImportRow` (the normalised location left out). */
export function toImportRow({ row, storeCode, name, status, errors }: PreviewRow): ImportRow {
  return { row, storeCode, name, status, errors };
}
