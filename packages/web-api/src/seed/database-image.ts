import { migrate } from '../db/migrate';
import { openPgliteDb } from '../db/pglite-db';
import { seedIfEmpty } from './seed';

/** What an image holds beyond the migrated schema: nothing, a first start's structure and content, or that plus the demo data. */
export type ImageSeed = 'none' | 'site' | 'demo';

/**
 * One new in-memory database taken through a first start (migrations, then the seed at `nowMs`)
 * and dumped as a PGlite data folder after each stage: createWebApi({ inMemory, pgliteImage })
 * starts a copy without initdb, migrations or seed. A test suite builds them once per run.
 */
export async function createDatabaseImages(nowMs: number): Promise<Record<ImageSeed, Blob>> {
  const db = await openPgliteDb(undefined);
  try {
    await migrate(db);
    const none = await db.dumpDataDir();
    await seedIfEmpty(db, nowMs, false);
    const site = await db.dumpDataDir();
    // A database without users gets the demo data on a demo start, as a first demo start would.
    await seedIfEmpty(db, nowMs, true);
    return { none, site, demo: await db.dumpDataDir() };
  } finally {
    await db.close();
  }
}
