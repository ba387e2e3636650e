/** The PostgreSQL pool size from PG_POOL_MAX (default 10); a value that is not an integer from 1 to 1000 stops the start. */
export function poolMaxSetting(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 10;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 1000) {
    throw new Error(`PG_POOL_MAX must be an integer from 1 to 1000, got "${raw}"`);
  }
  return value;
}
