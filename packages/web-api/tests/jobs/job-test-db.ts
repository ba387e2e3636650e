import type { Db } from '../../src/db/db';
import { openDb } from '../../src/db/open-db';
import { databaseImage, postgresUrl } from '../support/fresh-database';

/** Monday 30 November 2026, 10:00:00 UTC: the start of a minute, so rate windows begin with the test. */
export const START_MS = Date.UTC(2026, 10, 30, 10, 0, 0);

/** A test clock the workers read; tests move it, nothing sleeps. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
  set(ms: number): void;
}

/** A clock at START_MS. */
export function testClock(startMs = START_MS): TestClock {
  let now = startMs;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    set: (ms) => {
      now = ms;
    },
  };
}

/**
 * Fresh databases with the migrations applied. On PGlite (in memory, the run's migrated image) one
 * database, which a second "process" shares as its only connection; under WEB_API_TEST_POSTGRES=1
 * two pools on one fresh schema of the server at DATABASE_URL, as two processes have.
 */
export async function openJobTestDbs(): Promise<{ one: Db; two: Db; close(): Promise<void> }> {
  const url = await postgresUrl();
  if (!url) {
    const db = await openDb({ inMemory: true, image: databaseImage('none') });
    return { one: db, two: db, close: () => db.close() };
  }
  const one = await openDb({ databaseUrl: url });
  const two = await openDb({ databaseUrl: url });
  return {
    one,
    two,
    close: async () => {
      await one.close();
      await two.close();
    },
  };
}

/** The jobs table as the tests read it, in id order. */
export async function jobRows(db: Db) {
  const { rows } = await db.query<{
    id: string;
    kind: string;
    payload: unknown;
    status: string;
    attempts: number;
    revision: number;
    next_attempt_at: Date | string;
    last_error: string | null;
  }>(
    'select id, kind, payload, status, attempts, revision, next_attempt_at, last_error from jobs order by id',
  );
  return rows.map((row) => ({
    ...row,
    id: String(row.id),
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    nextAttemptAt: new Date(row.next_attempt_at).getTime(),
  }));
}
