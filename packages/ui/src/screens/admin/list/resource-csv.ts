import { toCsv } from '@agency/core/admin';
import type { AdminText } from '../i18n/admin-intl';
import type { AdminRecord, ResourceDescription } from '../resources/resource';

/** The CSV of `records`: a header row of the column titles, then one row per record. */
export function resourceCsv(
  resource: ResourceDescription,
  records: readonly AdminRecord[],
  t: AdminText,
): string {
  const header = resource.columns.map((column) => t(column.label));
  const rows = records.map((record) =>
    resource.columns.map((column) =>
      column.csv ? column.csv(record) : column.cell(record, { t, formatDate: (iso) => iso }),
    ),
  );
  return toCsv([header, ...rows]);
}

/** The file name of an export: the controller and the day, e.g. users-2026-11-22.csv. */
export function csvFilename(resource: ResourceDescription, nowMs: number): string {
  return `${resource.controller.toLowerCase()}-${new Date(nowMs).toISOString().slice(0, 10)}.csv`;
}
