import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPullMs } from '../../src/google/pull-schedule';
import { type GoogleTestApi, startGoogleTestApi } from './google-test-api';
import { DEMO_LOCATION_NAMES } from './google-testbed';

const { odesa, dnipro } = DEMO_LOCATION_NAMES;

let t: GoogleTestApi;
let admin: string;
let customer: string;
let customerId: string;

const agency = (
  subaction: string,
  fields: Record<string, unknown> = {},
  method: 'GET' | 'POST' = 'POST',
) =>
  t.call({
    method,
    payload: { controller: 'AgencyGoogle', subaction, lang: 'en', ...fields },
    token: admin,
  });

beforeAll(async () => {
  t = await startGoogleTestApi();
  admin = await t.admin();
  customer = await t.customer();
  const { rows } = await t.api.db.query<{ id: string }>(
    "select id from users where email = 'demo@agency.test'",
  );
  customerId = rows[0]?.id as string;
});
afterAll(() => t.close());

describe("the agency's own connection: its listings linked to customers, edits through it", () => {
  it('connects the agency account from the back office, redirected to the admin home', async () => {
    const start = await agency('connectStart');
    expect(new URL(start.body.data.url).searchParams.get('redirect_uri')).toBe(
      'http://site.test/en/admin',
    );
    expect((await t.connect(admin, 'agency')).body.data.connection).toMatchObject({
      email: 'agency@sandbox.test',
      state: 'connected',
    });
    const status = await agency('status', {}, 'GET');
    expect(status.body.data.connection.email).toBe('agency@sandbox.test');
    // The customer's own status is the customer's: no connection.
    const own = await t.ok({
      payload: { controller: 'Google', subaction: 'status', lang: 'en' },
      token: customer,
    });
    expect(own.connection).toBeNull();
  });

  it('a customer flow is refused by the agency finish and the reverse', async () => {
    const start = await t.ok({
      method: 'POST',
      payload: { controller: 'Google', subaction: 'connectStart', lang: 'en' },
      token: customer,
    });
    const back = await t.consent(start.url);
    const crossed = await agency('connectFinish', {
      code: back.code,
      state: back.state,
      flow: start.flow,
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.data.fields[0]).toMatchObject({ field: 'state', code: 'state' });
  });

  it('lists the listings the agency manages, none linked yet', async () => {
    const listed = await agency('locations', {}, 'GET');
    expect(listed.body.data.items).toEqual([
      expect.objectContaining({
        name: odesa,
        title: 'Стоматология «Улыбка» Sandbox',
        customer: null,
        pinId: null,
      }),
      expect.objectContaining({
        name: dnipro,
        title: 'Pulse Fitness Sandbox',
        customer: null,
        pinId: null,
      }),
    ]);
  });

  it("links a listing to a customer: an existing location that matches takes Google's values, a listing without one becomes new", async () => {
    const { item } = await t.ok({
      method: 'POST',
      payload: {
        controller: 'Locations',
        subaction: 'create',
        lang: 'en',
        item: { name: 'Smile', storeCode: 'SMILE-ODESA' },
      },
      token: customer,
    });
    const matched = await agency('link', { name: odesa, customer: customerId });
    expect(matched.body.data.pinId).toBe(item.id);
    const created = await agency('link', { name: dnipro, customer: customerId });
    expect(created.status).toBe(200);
    expect((await agency('link', { name: dnipro, customer: customerId })).body.data.pinId).toBe(
      created.body.data.pinId,
    );
    const { items } = await t.ok({
      payload: { controller: 'Locations', subaction: 'list', lang: 'en', q: 'Sandbox' },
      token: customer,
    });
    expect(
      items.map((entry: { name: string; google: { via: string; state: string } }) => [
        entry.name,
        entry.google.via,
        entry.google.state,
      ]),
    ).toEqual([
      ['Pulse Fitness Sandbox', 'agency', 'inStep'],
      ['Стоматология «Улыбка» Sandbox', 'agency', 'inStep'],
    ]);
    const listed = await agency('locations', {}, 'GET');
    expect(listed.body.data.items[0]).toMatchObject({
      pinId: item.id,
      customer: { id: customerId, name: 'Demo Coffee', email: 'demo@agency.test' },
    });
  });

  it('a listing linked through the agency has its reviews pulled: its account is found once and kept', async () => {
    await t.runJobs();
    const after = await t.api.db.query<{ account_name: string | null; location_id: string }>(
      'select account_name, location_id from google_location_links where google_name = $1',
      [dnipro],
    );
    expect(after.rows[0]?.account_name).toMatch(/^accounts\/\d+$/);
    const { items } = await t.ok({
      payload: {
        controller: 'Reviews',
        subaction: 'list',
        lang: 'en',
        locationId: after.rows[0]?.location_id,
      },
      token: await t.customer(),
    });
    const onGoogle = t.sandbox.control.reviews(dnipro);
    expect(onGoogle.length).toBeGreaterThan(0);
    expect(items.map((item: { text: string }) => item.text).sort()).toEqual(
      onGoogle.map((review) => review.comment ?? '').sort(),
    );
    // Kept: the next pull reads the reviews without asking for the accounts again.
    const accountCalls = () =>
      t.sandbox.control.requests.filter((entry) => entry.path === '/v1/accounts').length;
    const asked = accountCalls();
    expect(asked).toBeGreaterThan(0);
    t.sandbox.control.addReview(dnipro, {
      reviewId: 'AGENCY1',
      starRating: 'FIVE',
      comment: 'Top',
    });
    t.advance(nextPullMs(t.now()) - t.now());
    await t.runJobs();
    expect(accountCalls()).toBe(asked);
    expect(
      t.sandbox.control.requests.some((entry) => entry.path.endsWith(`${dnipro}/reviews`)),
    ).toBe(true);
  });

  it("the customer's edit of a linked location goes to Google through the agency's connection", async () => {
    const { rows } = await t.api.db.query<{ location_id: string }>(
      'select location_id from google_location_links where google_name = $1',
      [odesa],
    );
    t.sandbox.control.clearRequests();
    await t.ok({
      method: 'PUT',
      payload: {
        controller: 'Locations',
        subaction: 'update',
        lang: 'en',
        id: rows[0]?.location_id,
        item: { description: 'Семейная стоматология: гигиена и детский приём.' },
      },
      token: customer,
    });
    await t.runJobs();
    expect(t.patches()).toEqual([
      { location: odesa, updateMask: ['profile.description'], status: 200 },
    ]);
    expect(t.sandbox.control.location(odesa)?.profile?.description).toBe(
      'Семейная стоматология: гигиена и детский приём.',
    );
  });

  it('a customer that is not one, or a listing the agency does not manage, is refused; unlink keeps the location', async () => {
    const { rows } = await t.api.db.query<{ id: string }>(
      "select id from users where kind = 'admin' limit 1",
    );
    expect((await agency('link', { name: odesa, customer: rows[0]?.id })).status).toBe(404);
    const foreign = await agency('link', { name: DEMO_LOCATION_NAMES.kyiv, customer: customerId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.fields[0]).toMatchObject({ field: 'name', code: 'not_found' });
    expect((await agency('unlink', { name: dnipro })).body.data).toEqual({ unlinked: true });
    expect((await agency('unlink', { name: dnipro })).status).toBe(404);
    const { items } = await t.ok({
      payload: { controller: 'Locations', subaction: 'list', lang: 'en', q: 'Pulse' },
      token: customer,
    });
    expect(items[0]).toMatchObject({ name: 'Pulse Fitness Sandbox', google: null });
  });

  it("disconnecting the agency leaves its customers' locations, unlinked", async () => {
    expect((await agency('disconnect')).body.data).toEqual({ disconnected: true });
    const { items } = await t.ok({
      payload: { controller: 'Locations', subaction: 'list', lang: 'en', q: 'Sandbox' },
      token: customer,
    });
    expect(items.map((entry: { google: unknown }) => entry.google)).toEqual([null, null]);
    expect((await agency('status', {}, 'GET')).body.data.connection).toBeNull();
  });
});
