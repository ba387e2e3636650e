import { mkdir } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import type { Transaction } from '@electric-sql/pglite';
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

/** The embedded database, which can also write its whole data folder out (a database image). */
export interface PgliteDb extends Db {
  /** The data folder as an uncompressed tarball (PGlite's dumpDataDir): an in-memory start can load it. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Opens embedded PostgreSQL: on disk in dataDir, or in memory when dataDir is undefined; in memory,
 * `image` (a dumpDataDir tarball) is the starting data instead of a new cluster (no initdb).
 */
export async function openPgliteDb(dataDir: string | undefined, image?: Blob): Promise<PgliteDb> {
  if (dataDir && image) throw new Error('web-api: a database image loads only into memory');
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // PGlite's 9 MB of WebAssembly is compiled by Liftoff alone: by default V8 compiles its hot functions
  // again with TurboFan and keeps both codes. Decision 0023: ~90 MiB less RSS and half the start-up,
  // signed-in pages ~20% slower. V8 reads the flag when it compiles; no other WebAssembly runs here.
  setFlagsFromString('--liftoff-only');
  // Imported here, not at the top: a process on DATABASE_URL never loads PGlite (docs/benchmarks.md, Memory).
  const { PGlite } = await import('@electric-sql/pglite');
  // PostgreSQL's default 128 MB of shared buffers is touched at start; 16 MB holds this site's working
  // set and took a started process with existing data from ~300 to ~170 MiB RSS.
  const options = {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    ...(image ? { loadDataDir: image } : {}),
  };
  const pg = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
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
    dumpDataDir: async () => (await pg.dumpDataDir('none')) as Blob,
  };
}
