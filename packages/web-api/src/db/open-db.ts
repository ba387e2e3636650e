import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

/** Where the data lives: a PostgreSQL server (databaseUrl), a PGlite folder (dataDir, default .data/pglite) or memory. */
export interface OpenDbOptions {
  databaseUrl?: string;
  /** With databaseUrl: the pool's size (PG_POOL_MAX; default 10). */
  poolMax?: number;
  dataDir?: string;
  inMemory?: boolean;
  /** In memory: start from this PGlite data-folder dump (a database image) instead of a new cluster. */
  image?: Blob;
}

/** Opens the database (PostgreSQL when databaseUrl is set, else PGlite) and applies the migrations. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgresDb(options.databaseUrl, undefined, options.poolMax)
    : options.inMemory
      ? await openPgliteDb(undefined, options.image)
      : await openPgliteDb(options.dataDir ?? '.data/pglite');
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
