import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { enqueueJob } from '../../src/jobs/enqueue-job';
import { defineJob } from '../../src/jobs/job-kind';
import { createJobRegistry } from '../../src/jobs/job-registry';
import { createJobWorker } from '../../src/jobs/job-worker';
import { acquireWindows, type RateWindow } from '../../src/jobs/rate-windows';
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

const MINUTE = 60_000;
const project: RateWindow = { name: 'google:project', limit: 300, periodMs: MINUTE };
const profile = (location: string): RateWindow => ({
  name: `google:profile:${location}`,
  limit: 10,
  periodMs: MINUTE,
});

describe('rate windows shared by every process, in the database', () => {
  it('takes places up to the limit, then answers when the next window begins', async () => {
    const window = profile('locations/1');
    for (let n = 0; n < 10; n += 1) {
      expect(await acquireWindows(dbs.one, [window], START_MS + n * 1000)).toEqual({ ok: true });
    }
    expect(await acquireWindows(dbs.two, [window], START_MS + 59_999)).toEqual({
      ok: false,
      window: 'google:profile:locations/1',
      retryAtMs: START_MS + MINUTE,
    });
    expect(await acquireWindows(dbs.two, [window], START_MS + MINUTE)).toEqual({ ok: true });
  });

  it('all or none: a full window takes no place in the others', async () => {
    const tight: RateWindow = { name: 'test:tight', limit: 1, periodMs: MINUTE };
    const wide: RateWindow = { name: 'test:wide', limit: 5, periodMs: MINUTE };
    expect(await acquireWindows(dbs.one, [tight, wide], START_MS)).toEqual({ ok: true });
    expect((await acquireWindows(dbs.one, [wide, tight], START_MS)).ok).toBe(false);
    const { rows } = await dbs.one.query<{ name: string; used: number }>(
      'select name, used from job_windows order by name',
    );
    expect(rows).toEqual([
      { name: 'test:tight', used: 1 },
      { name: 'test:wide', used: 1 },
    ]);
  });

  it('a process whose clock is behind counts into the window a faster one opened', async () => {
    const window: RateWindow = { name: 'test:skew', limit: 1, periodMs: MINUTE };
    expect(await acquireWindows(dbs.one, [window], START_MS + MINUTE)).toEqual({ ok: true });
    expect(await acquireWindows(dbs.two, [window], START_MS + MINUTE - 1)).toEqual({
      ok: false,
      window: 'test:skew',
      retryAtMs: START_MS + 2 * MINUTE,
    });
  });

  it('the 11th edit in a minute waits, none lost: 11 jobs for one profile, 10 run, the 11th when the window ends', async () => {
    const clock = testClock();
    const ran: { n: number; at: number }[] = [];
    const edit = defineJob<{ location: string; n: number }>({
      kind: 'test.profile-edit',
      parse: (value) => value as { location: string; n: number },
      windows: ({ location }) => [project, profile(location)],
      run: async ({ n }) => {
        ran.push({ n, at: clock.now() });
        return undefined;
      },
    });
    for (let n = 0; n < 11; n += 1) {
      await enqueueJob(dbs.one, edit, { location: 'locations/1', n }, clock.now());
    }
    // Two processes' workers, one limiter.
    const worker = (db: Db) =>
      createJobWorker({
        db,
        registry: createJobRegistry([edit]),
        now: clock.now,
        log: () => {},
        batch: 4,
      });
    const [one, two] = [worker(dbs.one), worker(dbs.two)];
    await Promise.all([one.drain(), two.drain()]);
    expect(ran).toHaveLength(10);
    const waiting = (await jobRows(dbs.one)).filter((row) => row.status === 'pending');
    expect(waiting).toEqual([
      expect.objectContaining({ attempts: 0, nextAttemptAt: START_MS + MINUTE, last_error: null }),
    ]);
    clock.set(START_MS + MINUTE - 1);
    await Promise.all([one.drain(), two.drain()]);
    expect(ran).toHaveLength(10);
    clock.set(START_MS + MINUTE);
    await Promise.all([one.drain(), two.drain()]);
    expect(ran.map((each) => each.n).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 11 }, (_, n) => n),
    );
    expect(ran.at(-1)?.at).toBe(START_MS + MINUTE);
    expect((await jobRows(dbs.one)).map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: 11 }, () => ['done', 1]),
    );
    // Another profile was never held up by this one's window.
    const other = await acquireWindows(dbs.one, [project, profile('locations/2')], clock.now());
    expect(other).toEqual({ ok: true });
    await Promise.all([one.stop(), two.stop()]);
  });
});
