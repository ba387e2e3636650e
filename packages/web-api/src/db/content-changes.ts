import type { Db } from './db';

/** The PostgreSQL channel on which a committed change to public content (pages, navigations, access) is announced. */
export const CONTENT_CHANNEL = 'agency_content';

/**
 * Announces a change of `entity` on CONTENT_CHANNEL. Called inside the writing transaction, the
 * notification is delivered to every listener when the transaction commits, and never when it rolls back.
 */
export async function notifyContentChange(tx: Db, entity: string): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [CONTENT_CHANNEL, entity]);
}
