import type { Db } from '../db/db';
import { seedAccess } from './access-seed';
import { seedContent } from './content-seed';
import { seedDemo } from './demo-seed';

/** What a start seeded: the structural data (access tables, page content) and the demo accounts with their data. */
export interface Seeded {
  structure: boolean;
  demo: boolean;
}

/**
 * Seeds in one transaction: access tables and page content on the first start (no roles yet); the
 * demo accounts and their data only in demo mode and only while the database has no user at all.
 */
export async function seedIfEmpty(db: Db, nowMs: number, demo: boolean): Promise<Seeded> {
  return db.transaction(async (tx) => {
    // Two processes starting at once: the second waits here, then sees what the first seeded.
    await tx.query('select pg_advisory_xact_lock(424243)');
    const count = async (table: 'roles' | 'users') =>
      (await tx.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0;
    const structure = (await count('roles')) === 0;
    if (structure) {
      await seedAccess(tx);
      await seedContent(tx, nowMs);
    }
    // Never into a database that already has people in it: demo passwords are published.
    const withDemo = demo && (await count('users')) === 0;
    if (withDemo) await seedDemo(tx, nowMs);
    return { structure, demo: withDemo };
  });
}
