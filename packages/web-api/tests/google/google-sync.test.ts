import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextPullMs } from '../../src/google/pull-schedule';
import { jobRows } from '../jobs/job-test-db';
import { type GoogleTestApi, startGoogleTestApi } from './google-test-api';
import { DEMO_LOCATION_NAMES } from './google-testbed';

const { kyiv, kharkiv, lviv } = DEMO_LOCATION_NAMES;
const MINUTE = 60_000;

let t: GoogleTestApi;
let customer: string;
const pins: Record<string, string> = {};

const update = (id: string, item: Record<string, unknown>, lang = 'en') =>
  t.ok({
    method: 'PUT',
    payload: { controller: 'Locations', subaction: 'update', lang, id, item },
    token: customer,
  });

async function location(id: string, lang = 'en') {
  const { items } = await t.ok({
    payload: { controller: 'Locations', subaction: 'list', lang, q: 'Зерно' },
    token: customer,
  });
  return items.find((item: { id: string }) => item.id === id);
}

const status = () =>
  t.ok({ payload: { controller: 'Google', subaction: 'status', lang: 'en' }, token: customer });

beforeAll(async () => {
  t = await startGoogleTestApi();
  customer = await t.customer();
  expect((await t.connect(customer)).status).toBe(200);
  await t.ok({
    method: 'POST',
    payload: {
      controller: 'Google',
      subaction: 'importCommit',
      lang: 'en',
      choices: [kyiv, kharkiv, lviv].map((name) => ({ name, action: 'create' })),
    },
    token: customer,
  });
  const { rows } = await t.api.db.query<{ location_id: string; google_name: string }>(
    'select location_id, google_name from google_location_links',
  );
  for (const row of rows) pins[row.google_name] = row.location_id;
  await t.runJobs();
});
afterAll(() => t.close());
beforeEach(() => {
  // Each test in a minute of its own: the per-listing edit windows start empty.
  t.advance(MINUTE - (t.now() % MINUTE));
  t.sandbox.control.clearRequests();
});

describe('linked locations kept in step with their listings', () => {
  it('an edit is pushed with exactly the changed fields in updateMask, then the location is in step', async () => {
    const id = pins[kyiv] as string;
    const edited = await update(id, { phone: '+380445550199', description: 'Нова кава' });
    expect(edited.item.google.state).toBe('waiting');
    await t.runJobs();
    expect(t.patches()).toEqual([
      { location: kyiv, updateMask: ['phoneNumbers', 'profile.description'], status: 200 },
    ]);
    expect(t.sandbox.control.location(kyiv)).toMatchObject({
      phoneNumbers: { primaryPhone: '+380 44 555 0199', additionalPhones: ['+380 67 555 0100'] },
      profile: { description: 'Нова кава' },
    });
    expect((await location(id)).google).toMatchObject({
      state: 'inStep',
      syncedAt: new Date(t.now()).toISOString(),
    });
    await update(id, { website: 'https://zerno.example/kyiv' });
    await t.runJobs();
    expect(t.patches().at(-1)?.updateMask).toEqual(['websiteUri']);
  });

  it('edits waiting for their push coalesce into one PATCH', async () => {
    const id = pins[kharkiv] as string;
    // The listing's edits of this minute are used up: the push waits for the next minute.
    await t.api.db.query('insert into job_windows (name, window_start, used) values ($1, $2, 10)', [
      `google:profile:${kharkiv}`,
      new Date(t.now()),
    ]);
    await update(id, { name: 'Зерно Харків' });
    await update(id, { locality: 'Kharkiv' });
    await t.runJobs();
    expect(t.patches()).toEqual([]);
    t.advance(MINUTE);
    await t.runJobs();
    expect(t.patches()).toEqual([
      {
        location: kharkiv,
        updateMask: ['title', 'storefrontAddress.locality'],
        status: 200,
      },
    ]);
  });

  it('"10 edits per minute per profile": the 11th edit in a minute waits for the next window, none lost, Google never says 429', async () => {
    const id = pins[lviv] as string;
    for (let n = 1; n <= 11; n += 1) {
      await update(id, { name: `Зерно Львів ${n}` });
      await t.runJobs();
    }
    expect(t.patches().map((patch) => patch.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect((await location(id)).google.state).toBe('waiting');
    t.advance(MINUTE - (t.now() % MINUTE) - 1);
    await t.runJobs();
    expect(t.patches()).toHaveLength(10);
    t.advance(1);
    await t.runJobs();
    expect(t.patches()).toHaveLength(11);
    expect(t.sandbox.control.location(lviv)?.title).toBe('Зерно Львів 11');
    expect((await location(id)).google.state).toBe('inStep');
  });

  it('an expired access token is refreshed and the edit sent again', async () => {
    t.sandbox.control.expireAccessTokens();
    await update(pins[kyiv] as string, { postalCode: '01002' });
    await t.runJobs();
    const calls = t.sandbox.control.requests.map(
      (entry) => `${entry.method} ${entry.path} ${entry.status}`,
    );
    expect(calls).toEqual([`PATCH /v1/${kyiv} 401`, 'POST /token 200', `PATCH /v1/${kyiv} 200`]);
    expect(t.sandbox.control.location(kyiv)?.storefrontAddress?.postalCode).toBe('01002');
  });

  it('Google refusing an edit fails the location with our words in the page language; Google down backs off and retries', async () => {
    const id = pins[kharkiv] as string;
    await update(id, { additionalPhones: ['+380575550111', '+380575550112', '+380575550113'] });
    await t.runJobs();
    expect(t.patches().at(-1)?.status).toBe(400);
    const failed = (await location(id, 'ua')).google;
    expect(failed).toMatchObject({ state: 'failed', message: expect.stringContaining('телефону') });
    const admin = await t.admin();
    const problems = await t.ok({
      payload: { controller: 'GoogleSync', subaction: 'problems', lang: 'en' },
      token: admin,
    });
    expect(problems.locations[0]).toMatchObject({
      pinId: id,
      message: 'Google did not accept a phone number (at most two additional ones)',
      owner: { name: 'Demo Coffee' },
    });

    t.sandbox.control.failNext({ method: 'PATCH', status: 503 });
    await update(id, { additionalPhones: ['+380575550111'] });
    await t.runJobs();
    expect((await location(id)).google.state).toBe('waiting');
    const pending = (await jobRows(t.api.db)).filter(
      (job) => job.status === 'pending' && job.kind === 'google.push-location',
    );
    expect(pending).toHaveLength(1);
    expect((await t.api.metrics()).jobs).toContainEqual({
      kind: 'google.push-location',
      pending: 1,
      failed: 0,
    });
    t.advance(30_000);
    await t.runJobs();
    expect(t.patches().map((patch) => patch.status)).toEqual([400, 503, 200]);
    expect((await location(id)).google).toMatchObject({ state: 'inStep', message: null });
  });

  it('a category Google does not know fails the location without a call', async () => {
    const id = pins[kyiv] as string;
    await update(id, { primaryCategory: 'Espresso bar' });
    await t.runJobs();
    expect(t.patches()).toEqual([]);
    expect((await location(id)).google).toMatchObject({
      state: 'failed',
      message: expect.stringContaining('Espresso bar'),
    });
    await update(id, { primaryCategory: 'Coffee shop' });
    await t.runJobs();
    expect((await location(id)).google.state).toBe('inStep');
  });

  it("a change made on Google's side is pulled on schedule, shown field by field, accepted and overwritten", async () => {
    const id = pins[kyiv] as string;
    t.sandbox.control.changeOnGoogleSide(kyiv, {
      websiteUri: 'https://google.example/zerno',
      phoneNumbers: { primaryPhone: '+380 44 555 0177', additionalPhones: ['+380 67 555 0100'] },
    });
    t.advance(nextPullMs(t.now()) - t.now());
    await t.runJobs();
    // The same pull reads each listing's reviews (v4) too; here only the listings' reads count.
    const listingReads = t.sandbox.control.requests.filter((entry) =>
      entry.path.startsWith('/v1/'),
    );
    expect(listingReads.map((entry) => entry.path)).toEqual([
      `/v1/${kyiv}:getGoogleUpdated`,
      `/v1/${kharkiv}:getGoogleUpdated`,
      `/v1/${lviv}:getGoogleUpdated`,
    ]);
    const shown = await location(id);
    expect(shown.google.googleChanges).toEqual([
      { field: 'phone', google: '+380445550177' },
      { field: 'website', google: 'https://google.example/zerno' },
    ]);
    expect((await status()).connection.syncedAt).toBe(new Date(t.now()).toISOString());

    // Cleared first: a job worker woken by the commit may push the edit before runJobs.
    t.sandbox.control.clearRequests();
    const resolved = await t.ok({
      method: 'POST',
      payload: {
        controller: 'Locations',
        subaction: 'resolveGoogle',
        lang: 'en',
        id,
        accept: ['website'],
        overwrite: ['phone'],
      },
      token: customer,
    });
    expect(resolved.item).toMatchObject({
      website: 'https://google.example/zerno',
      phone: '+380445550199',
      google: { state: 'waiting', googleChanges: [] },
    });
    await t.runJobs();
    expect(t.patches()).toEqual([{ location: kyiv, updateMask: ['phoneNumbers'], status: 200 }]);
    expect(t.sandbox.control.location(kyiv)?.phoneNumbers?.primaryPhone).toBe('+380 44 555 0199');
    // The next pull finds nothing left to decide.
    t.advance(nextPullMs(t.now()) - t.now());
    await t.runJobs();
    expect((await location(id)).google).toMatchObject({ state: 'inStep', googleChanges: [] });
  });

  it('a listing Google removed is shown as unlinked, the location kept', async () => {
    const id = pins[lviv] as string;
    t.sandbox.control.removeLocation(lviv);
    await update(id, { name: 'Зерно Львів' });
    await t.runJobs();
    const kept = await location(id);
    expect(kept).toMatchObject({ name: 'Зерно Львів', google: { state: 'unlinked' } });
    expect(kept.google.message).toContain('removed this listing');
  });

  it('a revoked grant: the connection needs reconnecting, the edit waits, nothing local lost; connecting again pushes it', async () => {
    const id = pins[kyiv] as string;
    t.sandbox.control.revokeAll();
    await update(id, { locality: 'Kyiv city' });
    await t.runJobs();
    expect((await status()).connection.state).toBe('needsReconnect');
    expect(await t.api.metrics()).toMatchObject({ googleConnectionsNeedingReconnect: 1 });
    expect(await location(id)).toMatchObject({
      locality: 'Kyiv city',
      google: { state: 'waiting' },
    });
    const admin = await t.admin();
    const problems = await t.ok({
      payload: { controller: 'GoogleSync', subaction: 'problems', lang: 'en' },
      token: admin,
    });
    expect(problems.connections).toEqual([
      expect.objectContaining({
        email: 'merchant@sandbox.test',
        owner: expect.objectContaining({ name: 'Demo Coffee' }),
      }),
    ]);
    const preview = await t.call({
      payload: { controller: 'Google', subaction: 'importPreview', lang: 'en' },
      token: customer,
    });
    expect(preview.status).toBe(409);

    // Cleared first: a job worker woken by the commit may send the waiting edit before runJobs.
    t.sandbox.control.clearRequests();
    expect((await t.connect(customer)).status).toBe(200);
    await t.runJobs();
    expect(t.patches()).toEqual([
      { location: kyiv, updateMask: ['storefrontAddress.locality'], status: 200 },
    ]);
    expect((await location(id)).google.state).toBe('inStep');
  });

  it('disconnect revokes the grant at Google and deletes the connection and its links; the locations stay', async () => {
    const before = (
      await t.ok({
        payload: { controller: 'Locations', subaction: 'list', lang: 'en', q: 'Зерно' },
        token: customer,
      })
    ).total;
    t.sandbox.control.failNext({ pathIncludes: '/revoke', status: 503 });
    await t.ok({
      method: 'POST',
      payload: { controller: 'Google', subaction: 'disconnect', lang: 'en' },
      token: customer,
    });
    expect((await status()).connection).toBeNull();
    const { rows } = await t.api.db.query('select 1 from google_location_links');
    expect(rows).toEqual([]);
    const after = await t.ok({
      payload: { controller: 'Locations', subaction: 'list', lang: 'en', q: 'Зерно' },
      token: customer,
    });
    expect(after.total).toBe(before);
    expect(after.items.every((item: { google: unknown }) => item.google === null)).toBe(true);
    // Google was down: the revoke waits in a job carrying the token sealed, and goes through later.
    const revoke = (await jobRows(t.api.db)).find((job) => job.kind === 'google.revoke-grant');
    expect(revoke?.payload.sealed).toMatch(/^v1\.test\./);
    await t.runJobs();
    expect(t.sandbox.control.requests.map((entry) => `${entry.path} ${entry.status}`)).toEqual([
      '/revoke 503',
      '/revoke 200',
    ]);
  });
});
