import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRows } from '../jobs/job-test-db';
import { postgresUrl } from '../support/fresh-database';
import { type GoogleTestApi, startGoogleTestApi, testSandbox } from './google-test-api';
import { bigSeed, START_MS } from './google-testbed';

// Two processes on one PostgreSQL server: only under npm run test:postgres (WEB_API_TEST_POSTGRES=1).
const onPostgres = Boolean(process.env.WEB_API_TEST_POSTGRES);

let one: GoogleTestApi;
let two: GoogleTestApi;

beforeAll(async () => {
  if (!onPostgres) return;
  const databaseUrl = await postgresUrl();
  const clock = { now: START_MS };
  // One Google double and one clock for both, as two hosts share Google and time.
  const sandbox = testSandbox(clock, bigSeed(START_MS, 1, 20));
  one = await startGoogleTestApi({ ...(databaseUrl ? { databaseUrl } : {}), sandbox, clock });
  two = await startGoogleTestApi({ ...(databaseUrl ? { databaseUrl } : {}), sandbox, clock });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
});

describe.runIf(onPostgres)('two processes on one PostgreSQL', () => {
  it('push each queued edit exactly once (FOR UPDATE SKIP LOCKED across their job workers)', async () => {
    const customer = await one.customer();
    expect((await one.connect(customer)).status).toBe(200);
    const { rows } = await one.ok({
      payload: { controller: 'Google', subaction: 'importPreview', lang: 'en' },
      token: customer,
    });
    await one.ok({
      method: 'POST',
      payload: {
        controller: 'Google',
        subaction: 'importCommit',
        lang: 'en',
        choices: rows.map((row: { name: string }) => ({ name: row.name, action: 'create' })),
      },
      token: customer,
    });
    await Promise.all([one.runJobs(), two.runJobs()]);
    one.sandbox.control.clearRequests();
    const { rows: links } = await one.api.db.query<{ location_id: string; google_name: string }>(
      'select location_id, google_name from google_location_links order by google_name',
    );
    expect(links.length).toBe(23);
    // Each edit is made through one process or the other; both workers wake on every commit.
    for (const [index, link] of links.entries()) {
      const api = index % 2 === 0 ? one : two;
      await api.ok({
        method: 'PUT',
        payload: {
          controller: 'Locations',
          subaction: 'update',
          lang: 'en',
          id: link.location_id,
          item: { name: `Edited ${index}` },
        },
        token: customer,
      });
    }
    await Promise.all([one.runJobs(), two.runJobs()]);
    await Promise.all([one.runJobs(), two.runJobs()]);
    const patched = one
      .patches()
      .map((patch) => patch.location)
      .sort();
    expect(patched).toEqual(links.map((link) => link.google_name).sort());
    expect(one.patches().every((patch) => patch.status === 200)).toBe(true);
    const pushes = (await jobRows(one.api.db)).filter((job) => job.kind === 'google.push-location');
    expect(pushes.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    for (const [index, link] of links.entries())
      expect(one.sandbox.control.location(link.google_name)?.title).toBe(`Edited ${index}`);
  });
});
