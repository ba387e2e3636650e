import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

/** One small query interface over PGlite or node-postgres. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Calls `onChange` for every NOTIFY on `channel` (once its transaction commits) and after every
   * reconnection of the listening connection (what was sent meanwhile is lost); resolves, once
   * listening, with the way to stop.
   */
  listen(channel: string, onChange: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL server (databaseUrl), a PGlite folder (dataDir, default .data/pglite) or memory. */
export interface OpenDbOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
}

/** Opens the database (PostgreSQL when databaseUrl is set, else PGlite) and applies the migrations. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgresDb(options.databaseUrl)
    : await openPgliteDb(options.inMemory ? undefined : (options.dataDir ?? '.data/pglite'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
