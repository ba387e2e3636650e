/** One field of an audit entry: its value before and after the change. */
export interface AuditDiffRow {
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
}

const shown = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The fields an audit entry changed, in name order: every field of a created record (before
 * null), of a deleted one (after null), and the changed fields of an update.
 */
export function auditDiff(before: unknown, after: unknown): AuditDiffRow[] {
  const old = record(before);
  const now = record(after);
  const names = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort();
  return names
    .map((field) => ({ field, before: shown(old[field]), after: shown(now[field]) }))
    .filter((row) => row.before !== row.after);
}
