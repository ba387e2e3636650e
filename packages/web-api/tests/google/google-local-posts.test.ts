import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoogleTestApi, startGoogleTestApi } from './google-test-api';
import { DEMO_LOCATION_NAMES } from './google-testbed';

const { kyiv, kharkiv } = DEMO_LOCATION_NAMES;
const V4 = 'mybusiness.googleapis.com';

let t: GoogleTestApi;
let customer: string;
const pins: Record<string, string> = {};

interface GooglePost {
  locationId: string;
  locationName: string;
  state: string;
  searchUrl: string | null;
  message: string | null;
}

const BASE = {
  status: 'published',
  publishAt: null,
  locationId: null,
  callToAction: null,
  event: null,
  offer: null,
};

async function create(item: Record<string, unknown>): Promise<string> {
  const { item: created } = await t.ok({
    method: 'POST',
    payload: {
      controller: 'Publications',
      subaction: 'create',
      lang: 'en',
      item: { ...BASE, ...item },
    },
    token: customer,
  });
  expect(created.google).toEqual([]);
  return created.id;
}

const publish = (id: string, listings: string[], lang = 'en') =>
  t.call({
    method: 'POST',
    payload: {
      controller: 'Publications',
      subaction: 'publishGoogle',
      lang,
      id,
      locationIds: listings.map((listing) => pins[listing]),
    },
    token: customer,
  });

async function postsOf(id: string): Promise<GooglePost[]> {
  const page = await t.ok({
    payload: { controller: 'Publications', subaction: 'list', lang: 'en', sort: '-updatedAt' },
    token: customer,
  });
  return page.items.find((item: { id: string }) => item.id === id)?.google ?? [];
}

// Google's post of a publication on a listing, as the double holds it.
async function onGoogle(id: string, listing: string) {
  const { rows } = await t.api.db.query<{ local_post: string | null }>(
    'select local_post from google_local_posts where publication_id = $1 and location_id = $2',
    [id, pins[listing]],
  );
  const name = rows[0]?.local_post;
  return name ? t.sandbox.control.posts(listing).find((post) => post.name === name) : undefined;
}

const v4Calls = () =>
  t.sandbox.control.requests.filter((entry) => entry.host === V4 && !entry.injected);

// Past Google's review (the double's 30 s) and our first look at it (a minute after the send).
async function afterReview() {
  t.advance(61_000);
  await t.runJobs();
}

beforeAll(async () => {
  t = await startGoogleTestApi();
  customer = await t.customer();
  expect((await t.connect(customer)).status).toBe(200);
  Object.assign(pins, await t.importListings(customer, [kyiv, kharkiv]));
  await t.runJobs();
  customer = await t.customer();
});
afterAll(() => t.close());

describe('publications as Google local posts', () => {
  it('a STANDARD post with a button is published to two listings, reviewed to LIVE with its link, edited and deleted', async () => {
    const id = await create({
      name: 'Seasonal menu',
      body: 'Pumpkin latte is back.',
      postType: 'standard',
      callToAction: { type: 'order', url: 'https://example.com/order' },
    });
    const answer = await publish(id, [kyiv, kharkiv]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.item.google.map((post: GooglePost) => post.state)).toEqual([
      'waiting',
      'waiting',
    ]);
    await t.runJobs();
    const kyivPost = await onGoogle(id, kyiv);
    expect(kyivPost).toMatchObject({
      topicType: 'STANDARD',
      languageCode: 'en',
      summary: 'Pumpkin latte is back.',
      callToAction: { actionType: 'ORDER', url: 'https://example.com/order' },
    });
    expect(await onGoogle(id, kharkiv)).toBeDefined();
    expect((await postsOf(id)).map((post) => post.state)).toEqual(['processing', 'processing']);
    await afterReview();
    const live = await postsOf(id);
    expect(live.map((post) => post.state)).toEqual(['live', 'live']);
    expect(live.find((post) => post.locationId === pins[kyiv])?.searchUrl).toBe(
      kyivPost?.searchUrl,
    );

    t.sandbox.control.clearRequests();
    const update = await t.ok({
      method: 'PUT',
      payload: {
        controller: 'Publications',
        subaction: 'update',
        lang: 'en',
        id,
        item: { body: 'Pumpkin latte and cinnamon buns are back.', callToAction: null },
      },
      token: customer,
    });
    expect(update.item.google.map((post: GooglePost) => post.state)).toEqual([
      'waiting',
      'waiting',
    ]);
    await t.runJobs();
    const patches = v4Calls().filter((entry) => entry.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(patches[0]?.updateMask).toEqual(
      expect.arrayContaining(['summary', 'callToAction', 'event', 'offer']),
    );
    const edited = await onGoogle(id, kyiv);
    expect(edited?.summary).toBe('Pumpkin latte and cinnamon buns are back.');
    expect(edited?.callToAction).toBeUndefined();

    // Taken off one listing: deleted there only.
    const before = t.sandbox.control.posts(kharkiv).length;
    const off = await publish(id, [kyiv]);
    expect(
      off.body.data.item.google.find((post: GooglePost) => post.locationId === pins[kharkiv])
        ?.state,
    ).toBe('deleting');
    await t.runJobs();
    expect(t.sandbox.control.posts(kharkiv)).toHaveLength(before - 1);
    expect((await postsOf(id)).map((post) => post.locationId)).toEqual([pins[kyiv]]);

    const kyivCount = t.sandbox.control.posts(kyiv).length;
    await t.ok({
      method: 'DELETE',
      payload: { controller: 'Publications', subaction: 'delete', lang: 'en', id },
      token: customer,
    });
    await t.runJobs();
    expect(t.sandbox.control.posts(kyiv)).toHaveLength(kyivCount - 1);
    const { rows } = await t.api.db.query('select 1 from google_local_posts');
    expect(rows).toEqual([]);
  });

  it("an EVENT post carries its title and schedule on the listing's Kyiv wall clock; edited and deleted", async () => {
    const id = await create({
      name: 'Latte art evening',
      body: '',
      postType: 'event',
      event: {
        title: 'Latte art evening',
        startsAt: '2026-12-05T17:00:00.000Z',
        endsAt: '2026-12-05T20:00:00.000Z',
      },
      callToAction: { type: 'sign_up', url: 'https://example.com/latte' },
    });
    expect((await publish(id, [kyiv])).status).toBe(200);
    await t.runJobs();
    expect(await onGoogle(id, kyiv)).toMatchObject({
      topicType: 'EVENT',
      event: {
        title: 'Latte art evening',
        schedule: {
          startDate: { year: 2026, month: 12, day: 5 },
          startTime: { hours: 19, minutes: 0 },
          endDate: { year: 2026, month: 12, day: 5 },
          endTime: { hours: 22, minutes: 0 },
        },
      },
      callToAction: { actionType: 'SIGN_UP', url: 'https://example.com/latte' },
    });
    expect((await onGoogle(id, kyiv))?.summary).toBeUndefined();
    await t.ok({
      method: 'PUT',
      payload: {
        controller: 'Publications',
        subaction: 'update',
        lang: 'en',
        id,
        item: {
          event: {
            title: 'Latte art night',
            startsAt: '2026-12-05T18:00:00.000Z',
            endsAt: '2026-12-05T21:30:00.000Z',
          },
        },
      },
      token: customer,
    });
    await t.runJobs();
    expect((await onGoogle(id, kyiv))?.event).toMatchObject({
      title: 'Latte art night',
      schedule: { startTime: { hours: 20, minutes: 0 }, endTime: { hours: 23, minutes: 30 } },
    });
    const count = t.sandbox.control.posts(kyiv).length;
    await t.ok({
      method: 'DELETE',
      payload: { controller: 'Publications', subaction: 'delete', lang: 'en', id },
      token: customer,
    });
    await t.runJobs();
    expect(t.sandbox.control.posts(kyiv)).toHaveLength(count - 1);
  });

  it("an OFFER post carries its coupon, redeem link and terms, and its days as Google's event schedule; edited and deleted", async () => {
    const id = await create({
      name: 'Two for one',
      body: 'Bring a friend.',
      postType: 'offer',
      offer: {
        title: 'Two coffees for one',
        startsOn: '2026-12-01',
        endsOn: '2026-12-14',
        couponCode: 'TWOFORONE',
        redeemUrl: 'https://example.com/offer',
        terms: 'One coupon per visit.',
      },
    });
    expect((await publish(id, [kharkiv])).status).toBe(200);
    await t.runJobs();
    expect(await onGoogle(id, kharkiv)).toMatchObject({
      topicType: 'OFFER',
      summary: 'Bring a friend.',
      event: {
        title: 'Two coffees for one',
        schedule: {
          startDate: { year: 2026, month: 12, day: 1 },
          endDate: { year: 2026, month: 12, day: 14 },
        },
      },
      offer: {
        couponCode: 'TWOFORONE',
        redeemOnlineUrl: 'https://example.com/offer',
        termsConditions: 'One coupon per visit.',
      },
    });
    await t.ok({
      method: 'PUT',
      payload: {
        controller: 'Publications',
        subaction: 'update',
        lang: 'en',
        id,
        item: {
          offer: {
            title: 'Two coffees for one',
            startsOn: '2026-12-01',
            endsOn: '2026-12-21',
            couponCode: 'TWOFORONE',
            redeemUrl: null,
            terms: null,
          },
        },
      },
      token: customer,
    });
    await t.runJobs();
    const edited = await onGoogle(id, kharkiv);
    expect(edited?.event?.schedule?.endDate).toEqual({ year: 2026, month: 12, day: 21 });
    expect(edited?.offer).toEqual({ couponCode: 'TWOFORONE' });
    const count = t.sandbox.control.posts(kharkiv).length;
    await t.ok({
      method: 'DELETE',
      payload: { controller: 'Publications', subaction: 'delete', lang: 'en', id },
      token: customer,
    });
    await t.runJobs();
    expect(t.sandbox.control.posts(kharkiv)).toHaveLength(count - 1);
  });

  it('a post Google cannot take is refused with field errors in the page language before any call', async () => {
    const ok = await create({ name: 'Fine', body: 'Fine.', postType: 'standard' });
    expect((await publish(ok, [kyiv])).status).toBe(200);
    await t.runJobs();
    const id = await create({ name: 'Empty', body: '', postType: 'standard' });
    t.sandbox.control.clearRequests();
    const empty = await publish(id, [kyiv], 'ua');
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields).toEqual([
      { field: 'item.body', code: 'required', message: 'Заповніть це поле' },
    ]);
    const long = await create({ name: 'Long', body: 'ж'.repeat(1501), postType: 'standard' });
    const tooLong = await publish(long, [kyiv]);
    expect(tooLong.body.data.fields[0]).toMatchObject({ field: 'item.body', code: 'tooLong' });
    // A published post's edit is held to the same rules: nothing is saved.
    const edit = await t.call({
      method: 'PUT',
      payload: {
        controller: 'Publications',
        subaction: 'update',
        lang: 'en',
        id: ok,
        item: { body: 'x'.repeat(1501) },
      },
      token: customer,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.data.fields[0]).toMatchObject({ field: 'item.body', code: 'tooLong' });
    const list = await t.ok({
      payload: { controller: 'Publications', subaction: 'list', lang: 'en' },
      token: customer,
    });
    expect(list.items.find((item: { id: string }) => item.id === ok)?.body).toBe('Fine.');
    // A location that is not linked to Google takes no post.
    const { item: plain } = await t.ok({
      method: 'POST',
      payload: {
        controller: 'Locations',
        subaction: 'create',
        lang: 'en',
        item: { name: 'Not on Google' },
      },
      token: customer,
    });
    const unlinked = await t.call({
      method: 'POST',
      payload: {
        controller: 'Publications',
        subaction: 'publishGoogle',
        lang: 'en',
        id: ok,
        locationIds: [plain.id],
      },
      token: customer,
    });
    expect(unlinked.body.data.fields[0]).toMatchObject({
      field: 'locationIds',
      code: 'notLinked',
    });
    expect(v4Calls()).toEqual([]);
    await t.runJobs();
  });

  it('Google answering 503, 429 or an expired token never loses a post: it waits and is sent', async () => {
    const id = await create({ name: 'Patience', body: 'We open at eight.', postType: 'standard' });
    t.sandbox.control.failNext({ host: V4, method: 'POST', status: 503 });
    t.sandbox.control.failNext({ host: V4, method: 'POST', status: 429 });
    t.sandbox.control.expireAccessTokens();
    expect((await publish(id, [kharkiv])).status).toBe(200);
    await t.runJobs();
    expect((await postsOf(id))[0]?.state).toBe('waiting');
    expect(await onGoogle(id, kharkiv)).toBeUndefined();
    for (let tries = 0; tries < 6; tries += 1) {
      t.advance(2 * 60_000);
      await t.runJobs();
    }
    customer = await t.customer();
    expect(await onGoogle(id, kharkiv)).toMatchObject({ summary: 'We open at eight.' });
    expect((await postsOf(id))[0]?.state).toBe('live');
    // Exactly one post was made on Google for it.
    const made = t.sandbox.control
      .posts(kharkiv)
      .filter((post) => post.summary === 'We open at eight.');
    expect(made).toHaveLength(1);
  });

  it('Google refusing the post stores and shows its reason; a post its review rejects reads rejected', async () => {
    const id = await create({ name: 'Refused', body: 'Half price.', postType: 'standard' });
    t.sandbox.control.failNext({
      host: V4,
      method: 'POST',
      status: 400,
      body: JSON.stringify({
        error: {
          code: 400,
          message: 'Request contains an invalid argument.',
          status: 'INVALID_ARGUMENT',
          details: [
            {
              '@type': 'type.googleapis.com/google.mybusiness.v4.ValidationError',
              errorDetails: [
                { code: 3, field: 'summary', message: 'The summary breaks the content policy.' },
              ],
            },
          ],
        },
      }),
    });
    await publish(id, [kyiv]);
    await t.runJobs();
    const [refused] = await postsOf(id);
    expect(refused?.state).toBe('failed');
    expect(refused?.message).toContain('Request contains an invalid argument.');
    expect(refused?.message).toContain('The summary breaks the content policy.');
    // Published again, it is sent again.
    await publish(id, [kyiv]);
    await t.runJobs();
    expect((await postsOf(id))[0]).toMatchObject({ state: 'processing', message: null });

    const casino = await create({ name: 'Casino', body: 'Casino night!', postType: 'standard' });
    await publish(casino, [kyiv]);
    await t.runJobs();
    await afterReview();
    expect((await postsOf(casino))[0]?.state).toBe('rejected');
  });

  it('a revoked grant leaves the post waiting, nothing lost; connecting again sends it', async () => {
    const id = await create({ name: 'After consent', body: 'Open late.', postType: 'standard' });
    t.sandbox.control.revokeAll();
    expect((await publish(id, [kyiv])).status).toBe(200);
    await t.runJobs();
    expect((await postsOf(id))[0]?.state).toBe('waiting');
    expect(await onGoogle(id, kyiv)).toBeUndefined();
    expect((await t.connect(customer)).status).toBe(200);
    await t.runJobs();
    expect(await onGoogle(id, kyiv)).toMatchObject({ summary: 'Open late.' });
    expect((await postsOf(id))[0]?.state).toBe('processing');
  });
});
