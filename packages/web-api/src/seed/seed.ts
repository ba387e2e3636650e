import type { Db } from '../db/db';
import { seedAccess } from './access-seed';
import { seedContent } from './content-seed';
import { DEMO_CREDENTIALS } from './demo-credentials';
import { seedDemo } from './demo-seed';

/** On the first start (no users yet) seeds access tables, content and demo data in one transaction; true when it did. */
export async function seedIfEmpty(
  db: Db,
  nowMs: number,
  log: (line: string) => void,
): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    // Two processes starting at once: the second waits here, then sees the users.
    await tx.query('select pg_advisory_xact_lock(424243)');
    const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from users');
    if ((rows[0]?.n ?? 0) > 0) return false;
    await seedAccess(tx);
    await seedContent(tx, nowMs);
    await seedDemo(tx, nowMs);
    return true;
  });
  if (seeded) {
    const { customer, admin } = DEMO_CREDENTIALS;
    log(
      [
        'Demo data seeded. Sign in with:',
        `  customer  ${customer.email} / ${customer.password}  (phone ${customer.phone})`,
        `  admin     ${admin.email} / ${admin.password}  (at /admin/login)`,
      ].join('\n'),
    );
  }
  return seeded;
}
