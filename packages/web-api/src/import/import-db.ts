/** The database surface the import uses; the package's `Db` (PGlite or node-postgres) satisfies it. */
export interface ImportDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  transaction<T>(fn: (tx: ImportDb) => Promise<T>): Promise<T>;
}
