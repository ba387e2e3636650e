import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { enqueueJob } from '../../src/jobs/enqueue-job';
import { defineJob } from '../../src/jobs/job-kind';
import { createJobRegistry } from '../../src/jobs/job-registry';
import { createJobWorker } from '../../src/jobs/job-worker';
import { claimDue, nextDueMs } from '../../src/jobs/queue-table';
import { jobRows, openJobTestDbs, START_MS, testClock } from './job-test-db';

let dbs: Awaited<ReturnType<typeof openJobTestDbs>>;
beforeAll(async () => {
  dbs = await openJobTestDbs();
});
afterAll(() => dbs.close());
beforeEach(async () => {
  await dbs.one.query('delete from jobs');
  await dbs.one.query('delete from job_windows');
});

const JOBS = { name: 'jobs', returning: 'id, kind, payload, attempts, revision' } as const;

const note = defineJob<{ n: number }>({
  kind: 'test.note',
  parse: (value) => value as { n: number },
  run: async () => undefined,
});

async function enqueueNotes(db: Db, count: number, atMs = START_MS): Promise<void> {
  for (let n = 0; n < count; n += 1) await enqueueJob(db, note, { n }, atMs);
}

describe('the shared claim (FOR UPDATE SKIP LOCKED, a counted try, a lease)', () => {
  it('claims due rows in id order, counts the try and reserves each row until its lease ends', async () => {
    await enqueueNotes(dbs.one, 3);
    await enqueueJob(dbs.one, note, { n: 99 }, START_MS, { runAtMs: START_MS + 60_000 });
    const claimed = await claimDue<{ id: string; attempts: number }>(dbs.one, JOBS, {
      nowMs: START_MS,
      leaseMs: 30_000,
      batch: 10,
    });
    expect(claimed.map((row) => row.attempts)).toEqual([1, 1, 1]);
    // Reserved: not claimed again before the lease ends, and due again when it does.
    expect(
      await claimDue(dbs.one, JOBS, { nowMs: START_MS + 29_999, leaseMs: 30_000, batch: 10 }),
    ).toEqual([]);
    expect(await nextDueMs(dbs.one, JOBS)).toBe(START_MS + 30_000);
    const again = await claimDue<{ id: string; attempts: number }>(dbs.one, JOBS, {
      nowMs: START_MS + 30_000,
      leaseMs: 30_000,
      batch: 10,
    });
    expect(again.map((row) => [row.id, row.attempts])).toEqual(claimed.map((row) => [row.id, 2]));
  });

  it('claims only the kinds asked for', async () => {
    await enqueueNotes(dbs.one, 2);
    expect(
      await claimDue(dbs.one, JOBS, {
        nowMs: START_MS,
        leaseMs: 1000,
        batch: 10,
        kinds: ['test.other'],
      }),
    ).toEqual([]);
    expect(await nextDueMs(dbs.one, JOBS, ['test.other'])).toBeNull();
    expect(
      await claimDue(dbs.one, JOBS, {
        nowMs: START_MS,
        leaseMs: 1000,
        batch: 10,
        kinds: ['test.note'],
      }),
    ).toHaveLength(2);
  });

  it('two workers (two processes: one PGlite shared, or two PostgreSQL pools) run each job once', async () => {
    await enqueueNotes(dbs.one, 40);
    const clock = testClock();
    const ran: number[] = [];
    const counting = defineJob<{ n: number }>({
      kind: 'test.note',
      parse: (value) => value as { n: number },
      run: async ({ n }) => {
        ran.push(n);
        // Let the other worker claim while this one runs.
        await new Promise((resolve) => setImmediate(resolve));
        return undefined;
      },
    });
    const worker = (db: Db) =>
      createJobWorker({
        db,
        registry: createJobRegistry([counting]),
        now: clock.now,
        log: () => {},
        batch: 3,
      });
    const [one, two] = [worker(dbs.one), worker(dbs.two)];
    await Promise.all([one.drain(), two.drain()]);
    await Promise.all([one.stop(), two.stop()]);
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect((await jobRows(dbs.one)).every((row) => row.status === 'done')).toBe(true);
  });
});

// PGlite has one connection: a second claim would wait for the first transaction. PostgreSQL only.
describe.runIf(process.env.WEB_API_TEST_POSTGRES === '1')('claims on PostgreSQL', () => {
  it('a claim on another pool passes over the rows an open claim holds, never waiting for them', async () => {
    await enqueueNotes(dbs.one, 6);
    const [first, second] = await dbs.one.transaction(async (tx) => {
      const held = await claimDue<{ id: string; payload: { n: number } }>(tx, JOBS, {
        nowMs: START_MS,
        leaseMs: 60_000,
        batch: 3,
      });
      const other = await dbs.two.transaction(async (tx2) => {
        await tx2.query("set local lock_timeout = '5s'");
        return claimDue<{ id: string; payload: { n: number } }>(tx2, JOBS, {
          nowMs: START_MS,
          leaseMs: 60_000,
          batch: 3,
        });
      });
      return [held, other];
    });
    expect(first.map((row) => row.payload.n)).toEqual([0, 1, 2]);
    expect(second.map((row) => row.payload.n)).toEqual([3, 4, 5]);
  });
});
