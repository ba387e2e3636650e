import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './db';

function wrapTransaction(tx: Transaction, listen: Db['listen']): Db {
  const db: Db = {
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await tx.query<T>(sql, params);
      return { rows: result.rows };
    },
    // PGlite has one connection: a nested transaction joins the outer one.
    transaction: (fn) => fn(db),
    listen,
    close: async () => {},
  };
  return db;
}

/** Opens embedded PostgreSQL: on disk in dataDir, or in memory when dataDir is undefined. */
export async function openPgliteDb(dataDir: string | undefined): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  // One process, one connection: PGlite delivers its own notifications in process, after the commit.
  const listen: Db['listen'] = async (channel, onChange) => {
    const stop = await pg.listen(channel, () => onChange());
    return () => stop();
  };
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await pg.query<T>(sql, params);
      return { rows: result.rows };
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrapTransaction(tx, listen))),
    listen,
    close: () => pg.close(),
  };
}
