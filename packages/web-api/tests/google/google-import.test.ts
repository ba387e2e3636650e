import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoogleTestApi, startGoogleTestApi } from './google-test-api';
import { bigSeed, DEMO_LOCATION_NAMES, START_MS } from './google-testbed';

const { kyiv, kharkiv, lviv } = DEMO_LOCATION_NAMES;
const SHOP = 'locations/88000000000000000';

let t: GoogleTestApi;
let customer: string;
const pins: Record<string, string> = {};

async function createLocation(item: Record<string, unknown>): Promise<string> {
  const data = await t.ok({
    method: 'POST',
    payload: { controller: 'Locations', subaction: 'create', lang: 'en', item },
    token: customer,
  });
  return data.item.id;
}

const preview = () =>
  t.ok({
    payload: { controller: 'Google', subaction: 'importPreview', lang: 'en' },
    token: customer,
  });

const commit = (choices: unknown[], lang = 'en') =>
  t.call({
    method: 'POST',
    payload: { controller: 'Google', subaction: 'importCommit', lang, choices },
    token: customer,
  });

const locationCount = async () =>
  (await t.api.db.query<{ n: number }>('select count(*)::int as n from locations')).rows[0]?.n;

beforeAll(async () => {
  // The demo seed plus a listing with a title only, which matches nothing.
  t = await startGoogleTestApi({ seed: bigSeed(START_MS, 1, 1) });
  customer = await t.customer();
  pins.byCode = await createLocation({ name: 'Our Kyiv shop', storeCode: 'ZRN-KYIV' });
  pins.byPlace = await createLocation({ name: 'Our Kharkiv shop', storeCode: 'OURS-KH' });
  // A place id stays on a location that was linked once (Google's, never edited here).
  await t.api.db.query(
    "update locations set place_id = 'ChIJSandboxZernoKharkiv02' where id = $1",
    [pins.byPlace],
  );
  pins.byName = await createLocation({
    name: 'ЗЕРНО - кавʼярня на площі  Ринок',
    storeCode: 'OURS-LV',
    addressLines: ['пл Ринок 10'],
    postalCode: '79008',
  });
});
afterAll(() => t.close());

describe('the import from the connection: preview with each matching rule, commit all or nothing', () => {
  it('without a connection the preview is 409', async () => {
    const answer = await t.call({
      payload: { controller: 'Google', subaction: 'importPreview', lang: 'en' },
      token: customer,
    });
    expect(answer.status).toBe(409);
    expect((await t.connect(customer)).status).toBe(200);
  });

  it('"store code, then Google place id, then name, first address line and postal code; otherwise new"', async () => {
    const { rows } = await preview();
    const byName = Object.fromEntries(rows.map((row: { name: string }) => [row.name, row]));
    expect(byName[kyiv]).toMatchObject({
      status: 'matched',
      storeCode: 'ZRN-KYIV',
      account: 'Зерно Coffee (Sandbox)',
      match: { pinId: pins.byCode, pinName: 'Our Kyiv shop', rule: 'storeCode' },
    });
    expect(byName[kyiv].changes).toEqual(
      expect.arrayContaining(['name', 'addressLines', 'phone', 'hours', 'specialHours']),
    );
    expect(byName[kyiv].changes).not.toContain('storeCode');
    expect(byName[kharkiv]).toMatchObject({
      status: 'matched',
      match: { pinId: pins.byPlace, rule: 'placeId' },
    });
    expect(byName[lviv]).toMatchObject({
      status: 'matched',
      address: 'пл. Ринок, 10, Львів, 79008',
      match: { pinId: pins.byName, rule: 'nameAddress' },
    });
    expect(byName[SHOP]).toMatchObject({ status: 'new', match: null, changes: [] });
    const status = await t.ok({
      payload: { controller: 'Google', subaction: 'status', lang: 'en' },
      token: customer,
    });
    expect(status.connection.syncedAt).toBe(new Date(t.now()).toISOString());
    // Read live through the project's rate window: accounts.list, then each account's locations.
    expect(
      t.sandbox.control.requests.filter((entry) => entry.path.endsWith('/locations')).length,
    ).toBeGreaterThan(0);
  });

  it('a failing choice leaves nothing: 400 naming the choice, no location made or changed, no link', async () => {
    const before = await locationCount();
    const refused = await commit([
      { name: SHOP, action: 'create' },
      { name: kyiv, action: 'link', pinId: '7b0f3c1e-8d52-4c1a-9a57-0f2d5e6b9c11' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields).toEqual([
      expect.objectContaining({ field: 'choices.1.pinId', code: 'not_found' }),
    ]);
    const gone = await commit([{ name: 'locations/999', action: 'create' }], 'ru');
    expect(gone.body.data.fields[0]).toMatchObject({ field: 'choices.0.name', code: 'not_found' });
    expect(gone.body.message).toContain('locations/999');
    const twice = await commit([
      { name: kyiv, action: 'link', pinId: pins.byCode },
      { name: kharkiv, action: 'link', pinId: pins.byCode },
    ]);
    expect(twice.body.data.fields[0]).toMatchObject({
      field: 'choices.1.pinId',
      code: 'duplicate',
    });
    expect(await locationCount()).toBe(before);
    const links = await t.api.db.query('select 1 from google_location_links');
    expect(links.rows).toEqual([]);
  });

  it("commit: link (the location takes Google's values), create (source google), skip; Google's Location kept on the link, in step", async () => {
    const done = await commit([
      { name: kyiv, action: 'link', pinId: pins.byCode },
      { name: kharkiv, action: 'create' },
      { name: lviv, action: 'link', pinId: pins.byName },
      { name: SHOP, action: 'skip' },
    ]);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ created: 1, linked: 2, skipped: 1 });
    const { items } = await t.ok({
      payload: { controller: 'Locations', subaction: 'list', lang: 'en', q: 'Зерно' },
      token: customer,
    });
    const linked = items.find((item: { id: string }) => item.id === pins.byCode);
    expect(linked).toMatchObject({
      name: 'Зерно — кав’ярня на Хрещатику',
      storeCode: 'ZRN-KYIV',
      phone: '+380445550101',
      additionalPhones: ['+380675550100'],
      primaryCategory: 'Coffee shop',
      additionalCategories: ['Cafe', 'Bakery'],
      openStatus: 'open',
      placeId: 'ChIJSandboxZernoKyiv01',
      source: 'manual',
      google: {
        name: kyiv,
        via: 'customer',
        state: 'inStep',
        message: null,
        syncedAt: new Date(t.now()).toISOString(),
        googleChanges: [],
      },
    });
    expect(linked.hours.friday).toEqual(
      expect.arrayContaining([{ open: '08:00', close: '01:00' }]),
    );
    expect(linked.specialHours.length).toBe(3);
    const created = items.find(
      (item: { google: { name: string } | null }) => item.google?.name === kharkiv,
    );
    expect(created).toMatchObject({ source: 'google', storeCode: 'ZRN-KHARKIV' });
    const { rows } = await t.api.db.query<{
      google_location: { title: string };
      category_ids: unknown[];
    }>('select google_location, category_ids from google_location_links where google_name = $1', [
      kyiv,
    ]);
    expect(rows[0]?.google_location.title).toBe('Зерно — кав’ярня на Хрещатику');
    expect(rows[0]?.category_ids).toEqual([
      { id: 'categories/gcid:coffee_shop', displayName: 'Coffee shop' },
      { id: 'categories/gcid:cafe', displayName: 'Cafe' },
      { id: 'categories/gcid:bakery', displayName: 'Bakery' },
    ]);
  });

  it('a listing already linked previews as linked, and importing it again is refused', async () => {
    const { rows } = await preview();
    expect(rows.find((row: { name: string }) => row.name === kyiv)).toMatchObject({
      status: 'linked',
      match: { pinId: pins.byCode, rule: 'linked' },
      changes: [],
    });
    const again = await commit([{ name: kyiv, action: 'create' }]);
    expect(again.body.data.fields[0]).toMatchObject({ field: 'choices.0.name', code: 'duplicate' });
  });

  it('the project window full: 429 with Retry-After until the next minute, nothing asked of Google', async () => {
    const minute = t.now() - (t.now() % 60_000);
    await t.api.db.query(
      `insert into job_windows (name, window_start, used) values ('google:project', $1, 300)
       on conflict (name) do update set window_start = $1, used = 300`,
      [new Date(minute)],
    );
    t.advance(15_000);
    t.sandbox.control.clearRequests();
    const busy = await t.call({
      payload: { controller: 'Google', subaction: 'importPreview', lang: 'en' },
      token: customer,
    });
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('45');
    // The preview's own calls (accounts, listings); on PostgreSQL the job worker may meanwhile run
    // a statistics or reviews job queued by the imports before, which is not this call's doing.
    const previewCalls = t.sandbox.control.requests.filter(
      (request) =>
        request.host.startsWith('mybusinessaccountmanagement.') ||
        request.host.startsWith('mybusinessbusinessinformation.'),
    );
    expect(previewCalls).toEqual([]);
    t.advance(45_000);
    expect((await preview()).rows).toHaveLength(4);
  });
});
