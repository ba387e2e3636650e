import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import {
  GOOGLE_PROJECT_WINDOW,
  googleJobOutcome,
  profileEditWindow,
} from '../../src/google/google-jobs';
import type { GoogleTokens } from '../../src/google/google-oauth';
import { withAccessToken } from '../../src/google/with-access-token';
import { enqueueJob } from '../../src/jobs/enqueue-job';
import { defineJob } from '../../src/jobs/job-kind';
import { createJobRegistry } from '../../src/jobs/job-registry';
import { createJobWorker } from '../../src/jobs/job-worker';
import { jobRows, openJobTestDbs } from '../jobs/job-test-db';
import { DEMO_LOCATION_NAMES, type GoogleTestbed, googleTestbed, START_MS } from './google-testbed';

const { kyiv } = DEMO_LOCATION_NAMES;
const MINUTE = 60_000;

let dbs: Awaited<ReturnType<typeof openJobTestDbs>>;
beforeAll(async () => {
  dbs = await openJobTestDbs();
});
afterAll(() => dbs.close());
beforeEach(async () => {
  await dbs.one.query('delete from jobs');
  await dbs.one.query('delete from job_windows');
});

interface TitleEdit {
  location: string;
  title: string;
}

/** A title edit as the product will queue it: the connection's token, Google's windows, Google's failures mapped. */
function titleEditKind(t: GoogleTestbed, tokens: GoogleTokens) {
  let stored = {
    refreshToken: tokens.refreshToken as string,
    accessToken: tokens.accessToken,
    accessExpiresAtMs: tokens.expiresAtMs,
  };
  const store = {
    read: async () => stored,
    write: async (next: typeof stored) => {
      stored = next;
    },
  };
  return defineJob<TitleEdit>({
    kind: 'google.test-title-edit',
    parse: (value) => value as TitleEdit,
    windows: ({ location }) => [GOOGLE_PROJECT_WINDOW, profileEditWindow(location)],
    run: async ({ location, title }) => {
      try {
        await withAccessToken(
          t.client,
          store,
          (accessToken) => t.client.patchLocation(accessToken, location, { title }, 'title'),
          t.now,
        );
        return undefined;
      } catch (error) {
        return googleJobOutcome(error);
      }
    },
    retry: { attempts: 3, firstDelayMs: 10_000, maxDelayMs: MINUTE },
  });
}

async function setUp(db: Db = dbs.one) {
  const t = googleTestbed();
  const kind = titleEditKind(t, await t.connect());
  const worker = createJobWorker({
    db,
    registry: createJobRegistry([kind]),
    now: t.now,
    log: () => {},
  });
  const patches = () =>
    t.sandbox.control.requests
      .filter((entry) => entry.method === 'PATCH')
      .map((entry) => entry.status);
  return { t, kind, worker, patches };
}

describe('Google edits as jobs: the limiter before Google, Google failures mapped', () => {
  it('the 11th edit of a profile in a minute waits for the next minute, none lost, Google never says 429', async () => {
    const { t, kind, worker, patches } = await setUp();
    for (let n = 0; n < 11; n += 1) {
      await enqueueJob(dbs.one, kind, { location: kyiv, title: `Zerno ${n}` }, t.now());
    }
    await worker.drain();
    expect(patches()).toEqual(Array.from({ length: 10 }, () => 200));
    t.advance(MINUTE - 1);
    await worker.drain();
    expect(patches()).toHaveLength(10);
    t.advance(1);
    await worker.drain();
    expect(patches()).toEqual(Array.from({ length: 11 }, () => 200));
    expect(t.sandbox.control.location(kyiv)?.title).toBe('Zerno 10');
    expect(
      (await jobRows(dbs.one)).every((row) => row.status === 'done' && row.attempts === 1),
    ).toBe(true);
    await worker.stop();
  });

  it('edits of one profile coalesce: three queued, one PATCH with the last', async () => {
    const { t, kind, worker, patches } = await setUp();
    for (const title of ['A', 'B', 'C']) {
      await enqueueJob(dbs.one, kind, { location: kyiv, title }, t.now(), {
        dedupeKey: `${kyiv}:title`,
      });
    }
    await worker.drain();
    expect(patches()).toEqual([200]);
    expect(t.sandbox.control.location(kyiv)?.title).toBe('C');
    await worker.stop();
  });

  it('a 429 with Retry-After waits that long, the try not counted; a 503 backs off; a 400 fails for good', async () => {
    const { t, kind, worker, patches } = await setUp();
    t.sandbox.control.failNext({ method: 'PATCH', status: 429, headers: { 'retry-after': '20' } });
    await enqueueJob(dbs.one, kind, { location: kyiv, title: 'After quota' }, t.now());
    await worker.drain();
    expect((await jobRows(dbs.one))[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: START_MS + 20_000,
    });
    t.advance(20_000);
    t.sandbox.control.failNext({ method: 'PATCH', status: 503 });
    await worker.drain();
    expect((await jobRows(dbs.one))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: t.now() + 10_000,
    });
    t.advance(10_000);
    await worker.drain();
    expect((await jobRows(dbs.one))[0]).toMatchObject({ status: 'done', attempts: 2 });
    expect(patches()).toEqual([429, 503, 200]);

    await enqueueJob(dbs.one, kind, { location: kyiv, title: '' }, t.now());
    await worker.drain();
    const refused = (await jobRows(dbs.one))[1];
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused?.last_error).toContain('400');
    await worker.stop();
  });
});
