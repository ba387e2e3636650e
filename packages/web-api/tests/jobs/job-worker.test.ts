import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../src/jobs/enqueue-job';
import { listFailedJobs, retryFailedJob } from '../../src/jobs/failed-jobs';
import { defineJob, failedForGood, type JobOutcome, retryAfter } from '../../src/jobs/job-kind';
import { jobCounts } from '../../src/jobs/job-metrics';
import { createJobRegistry } from '../../src/jobs/job-registry';
import { createJobWorker } from '../../src/jobs/job-worker';
import { PermanentJobError, retryDelayMs } from '../../src/jobs/retry-policy';
import { jobRows, openJobTestDbs, START_MS, type TestClock, testClock } from './job-test-db';

let dbs: Awaited<ReturnType<typeof openJobTestDbs>>;
let clock: TestClock;
beforeAll(async () => {
  dbs = await openJobTestDbs();
});
afterAll(() => dbs.close());
beforeEach(async () => {
  await dbs.one.query('delete from jobs');
  await dbs.one.query('delete from job_windows');
  clock = testClock();
});

const RETRY = { attempts: 3, firstDelayMs: 1000, maxDelayMs: 60_000 };

interface Edit {
  location: string;
  title: string;
}

function isEdit(value: unknown): value is Edit {
  const edit = value as Edit | null;
  return typeof edit?.location === 'string' && typeof edit.title === 'string';
}

/** A kind whose run does what the test says for each try, and records what it saw. */
function scriptedKind(answers: (edit: Edit, attempt: number) => Promise<JobOutcome | undefined>) {
  const seen: { title: string; attempt: number }[] = [];
  const kind = defineJob<Edit>({
    kind: 'test.edit',
    parse: (value) => (isEdit(value) ? value : undefined),
    run: async (edit, job) => {
      seen.push({ title: edit.title, attempt: job.attempts });
      return answers(edit, job.attempts);
    },
    retry: RETRY,
  });
  return { kind, seen };
}

function workerFor(kind: ReturnType<typeof scriptedKind>['kind'], lines: string[] = []) {
  return createJobWorker({
    db: dbs.one,
    registry: createJobRegistry([kind]),
    now: clock.now,
    log: (line) => lines.push(line),
  });
}

describe('the job worker: back-off, retry after, failed for good, the failed state kept for admins', () => {
  it('a failing run is retried after the back-off by the clock, then failed and listed for admins', async () => {
    const { kind, seen } = scriptedKind(async () => {
      throw new Error('Google answered 503');
    });
    const lines: string[] = [];
    const worker = workerFor(kind, lines);
    await enqueueJob(dbs.one, kind, { location: 'locations/1', title: 'A' }, clock.now());
    await worker.drain();
    expect((await jobRows(dbs.one))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: START_MS + retryDelayMs(RETRY, 1),
      last_error: 'Google answered 503',
    });
    // Not due before the delay has passed.
    clock.advance(retryDelayMs(RETRY, 1) - 1);
    await worker.drain();
    expect(seen).toHaveLength(1);
    clock.advance(1);
    await worker.drain();
    expect(seen).toHaveLength(2);
    expect((await jobRows(dbs.one))[0]?.nextAttemptAt).toBe(clock.now() + retryDelayMs(RETRY, 2));
    clock.advance(retryDelayMs(RETRY, 2));
    await worker.drain();
    expect(seen.map((each) => each.attempt)).toEqual([1, 2, 3]);
    expect((await jobRows(dbs.one))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(lines.filter((line) => line.includes('given up'))).toHaveLength(1);
    // The loop itself never failed (claim, settle, next look).
    expect(lines.filter((line) => line.includes('worker:'))).toEqual([]);
    expect(await listFailedJobs(dbs.one)).toEqual([
      expect.objectContaining({
        kind: 'test.edit',
        attempts: 3,
        lastError: 'Google answered 503',
        failedAt: new Date(clock.now()).toISOString(),
      }),
    ]);
    expect(await jobCounts(dbs.one)).toEqual([{ kind: 'test.edit', pending: 0, failed: 1 }]);
    await worker.stop();
  });

  it('an admin puts a failed job back with fresh tries, unless a newer one of the same key is pending', async () => {
    let fail = true;
    const { kind, seen } = scriptedKind(async () => (fail ? failedForGood('refused') : undefined));
    const worker = workerFor(kind);
    const { id } = await enqueueJob(
      dbs.one,
      kind,
      { location: 'locations/1', title: 'A' },
      clock.now(),
      { dedupeKey: 'locations/1' },
    );
    await worker.drain();
    fail = false;
    expect(await retryFailedJob(dbs.one, id, clock.now())).toBe('queued');
    await worker.drain();
    expect(seen.map((each) => each.attempt)).toEqual([1, 1]);
    expect((await jobRows(dbs.one))[0]?.status).toBe('done');
    expect(await retryFailedJob(dbs.one, id, clock.now())).toBe('not-found');

    fail = true;
    const second = await enqueueJob(
      dbs.one,
      kind,
      { location: 'locations/1', title: 'B' },
      clock.now(),
      { dedupeKey: 'locations/1' },
    );
    await worker.drain();
    await enqueueJob(dbs.one, kind, { location: 'locations/1', title: 'C' }, clock.now(), {
      dedupeKey: 'locations/1',
      runAtMs: clock.now() + 60_000,
    });
    expect(await retryFailedJob(dbs.one, second.id, clock.now())).toBe('superseded');
    await worker.stop();
  });

  it('"retry after N ms" waits exactly that long and does not count the try', async () => {
    let answer: JobOutcome | undefined = retryAfter(7000, 'Google quota: retry after 7 s');
    const { kind, seen } = scriptedKind(async () => answer);
    const worker = workerFor(kind);
    await enqueueJob(dbs.one, kind, { location: 'locations/1', title: 'A' }, clock.now());
    await worker.drain();
    expect((await jobRows(dbs.one))[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: START_MS + 7000,
      last_error: 'Google quota: retry after 7 s',
    });
    clock.advance(6999);
    await worker.drain();
    expect(seen).toHaveLength(1);
    answer = undefined;
    clock.advance(1);
    await worker.drain();
    expect(seen.map((each) => each.attempt)).toEqual([1, 1]);
    expect((await jobRows(dbs.one))[0]).toMatchObject({
      status: 'done',
      attempts: 1,
      last_error: null,
    });
    await worker.stop();
  });

  it('"failed for good" (a 400 from Google) and a PermanentJobError fail at once, tries left or not', async () => {
    const { kind } = scriptedKind(async (edit) => {
      if (edit.title === 'thrown') throw new PermanentJobError('no such location');
      return failedForGood('Google refused the title (400)');
    });
    const worker = workerFor(kind);
    await enqueueJob(dbs.one, kind, { location: 'locations/1', title: 'answered' }, clock.now());
    await enqueueJob(dbs.one, kind, { location: 'locations/2', title: 'thrown' }, clock.now());
    await worker.drain();
    expect(
      (await jobRows(dbs.one)).map((row) => [row.status, row.attempts, row.last_error]),
    ).toEqual([
      ['failed', 1, 'Google refused the title (400)'],
      ['failed', 1, 'no such location'],
    ]);
    await worker.stop();
  });

  it('a stored payload of another shape fails for good without running', async () => {
    const { kind, seen } = scriptedKind(async () => undefined);
    const worker = workerFor(kind);
    await dbs.one.query(
      `insert into jobs (kind, payload, next_attempt_at, created_at, updated_at)
       values ('test.edit', '{"location": 7}', $1, $1, $1)`,
      [new Date(clock.now())],
    );
    await worker.drain();
    expect(seen).toEqual([]);
    expect((await jobRows(dbs.one))[0]).toMatchObject({
      status: 'failed',
      last_error: 'the payload is not of the shape of test.edit',
    });
    await worker.stop();
  });

  it('a process never takes a job of a kind it has no code for', async () => {
    const { kind } = scriptedKind(async () => undefined);
    const other = defineJob<Edit>({
      kind: 'test.other',
      parse: (value) => (isEdit(value) ? value : undefined),
      run: async () => undefined,
    });
    await enqueueJob(dbs.one, other, { location: 'locations/1', title: 'A' }, clock.now());
    const worker = workerFor(kind);
    await worker.drain();
    expect((await jobRows(dbs.one))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await jobCounts(dbs.one)).toEqual([{ kind: 'test.other', pending: 1, failed: 0 }]);
    await worker.stop();
  });

  it('the same kind registered twice is refused', () => {
    const { kind } = scriptedKind(async () => undefined);
    expect(() => createJobRegistry([kind, kind])).toThrow('registered twice');
  });
});

describe('a later edit of the same thing coalesces into the pending job', () => {
  it('one job, the newest payload, run once', async () => {
    const { kind, seen } = scriptedKind(async () => undefined);
    const worker = workerFor(kind);
    const edit = (title: string) =>
      enqueueJob(dbs.one, kind, { location: 'locations/1', title }, clock.now(), {
        dedupeKey: 'locations/1',
      });
    const first = await edit('A');
    const second = await edit('B');
    const third = await edit('C');
    expect([first.coalesced, second.coalesced, third.coalesced]).toEqual([false, true, true]);
    expect(new Set([first.id, second.id, third.id]).size).toBe(1);
    await worker.drain();
    expect(seen).toEqual([{ title: 'C', attempt: 1 }]);
    // Once done, the next edit is a new job.
    expect((await edit('D')).coalesced).toBe(false);
    await worker.drain();
    expect(seen.map((each) => each.title)).toEqual(['C', 'D']);
    await worker.stop();
  });

  it('an edit that arrives while the job runs is not lost: the job runs again with it', async () => {
    let during: (() => Promise<unknown>) | null = null;
    const { kind, seen } = scriptedKind(async () => {
      const edit = during;
      during = null;
      await edit?.();
      return undefined;
    });
    const worker = workerFor(kind);
    const edit = (title: string) =>
      enqueueJob(dbs.one, kind, { location: 'locations/1', title }, clock.now(), {
        dedupeKey: 'locations/1',
      });
    await edit('A');
    during = () => edit('B');
    await worker.drain();
    expect(seen).toEqual([
      { title: 'A', attempt: 1 },
      { title: 'B', attempt: 1 },
    ]);
    expect(await jobRows(dbs.one)).toEqual([
      expect.objectContaining({ status: 'done', payload: { location: 'locations/1', title: 'B' } }),
    ]);
    await worker.stop();
  });
});
