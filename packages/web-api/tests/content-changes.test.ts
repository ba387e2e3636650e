import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_CHANNEL, notifyContentChange } from '../src/db/content-changes';
import type { Db } from '../src/db/db';
import { openDb } from '../src/db/open-db';
import { databaseImage, postgresUrl } from './support/fresh-database';

// R15.9, decision 0011: a content change is announced to every listener when its transaction commits, never when it
// rolls back; on PostgreSQL a lost listening connection comes back by itself and reports the gap.
async function until(check: () => boolean, withinMs = 5000): Promise<void> {
  const end = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`the condition did not hold within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('content change notifications', () => {
  let url: string | undefined;
  let db: Db;
  let calls = 0;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    url = await postgresUrl();
    db = await openDb(
      url ? { databaseUrl: url } : { inMemory: true, image: databaseImage('none') },
    );
    stop = await db.listen(CONTENT_CHANNEL, () => {
      calls += 1;
    });
  });
  afterAll(async () => {
    await stop();
    await db.close();
  });

  it('reach a listener once the writing transaction commits, and never from a rollback', async () => {
    const before = calls;
    await expect(
      db.transaction(async (tx) => {
        await notifyContentChange(tx, 'pages');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.transaction((tx) => notifyContentChange(tx, 'navigations'));
    await until(() => calls === before + 1);
    // A marker after the rollback's would-be delivery: had it been delivered, calls would be one more.
    await db.transaction((tx) => notifyContentChange(tx, 'pages'));
    await until(() => calls >= before + 2);
    expect(calls).toBe(before + 2);
  });

  it.runIf(process.env.WEB_API_TEST_POSTGRES)(
    'on PostgreSQL, a dropped listening connection reconnects, reports the gap and listens again',
    async () => {
      const killer = new pg.Client({ connectionString: url });
      await killer.connect();
      const { rows } = await killer.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity where query = $1`,
        [`listen ${CONTENT_CHANNEL}`],
      );
      await killer.end();
      expect(rows.some((row) => row.ended)).toBe(true);
      const before = calls;
      // The reconnection itself counts as a change: what was sent while away is lost.
      await until(() => calls > before);
      const after = calls;
      await db.transaction((tx) => notifyContentChange(tx, 'pages'));
      await until(() => calls > after);
    },
  );
});
