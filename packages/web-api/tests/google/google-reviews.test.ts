import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPullMs } from '../../src/google/pull-schedule';
import { type GoogleTestApi, startGoogleTestApi } from './google-test-api';
import { DEMO_LOCATION_NAMES } from './google-testbed';

const { kyiv, kharkiv } = DEMO_LOCATION_NAMES;
const V4 = 'mybusiness.googleapis.com';

let t: GoogleTestApi;
let customer: string;
const pins: Record<string, string> = {};

interface ReviewItem {
  id: string;
  name: string;
  rating: number;
  text: string;
  reply: string | null;
  locationId: string | null;
  google?: { review: string; replyState: string; replyMessage: string | null };
}

async function reviews(filters: Record<string, unknown> = {}): Promise<ReviewItem[]> {
  const all: ReviewItem[] = [];
  for (let p = 1; ; p += 1) {
    const page = await t.ok({
      payload: { controller: 'Reviews', subaction: 'list', lang: 'en', p, ...filters },
      token: customer,
    });
    all.push(...page.items);
    if (p >= page.pages) return all;
  }
}

const ofGoogle = async (listing: string) =>
  (await reviews({ locationId: pins[listing] })).filter((item) => item.google);

const reply = (id: string, text: string, lang = 'en') =>
  t.call({
    method: 'POST',
    payload: { controller: 'Reviews', subaction: 'reply', lang, id, reply: text },
    token: customer,
  });

const googleReply = (listing: string, reviewName: string) =>
  t.sandbox.control
    .reviews(listing)
    .find((review) => reviewName.endsWith(`/reviews/${review.reviewId}`))?.reviewReply;

const v4Calls = () =>
  t.sandbox.control.requests.filter((entry) => entry.host === V4 && !entry.injected);

async function pullNow() {
  t.advance(nextPullMs(t.now()) - t.now());
  await t.runJobs();
  customer = await t.customer();
}

async function notifications(): Promise<{ name: string; body: string }[]> {
  const page = await t.ok({
    payload: { controller: 'Notifications', subaction: 'list', lang: 'en', sort: '-createdAt' },
    token: customer,
  });
  return page.items;
}

beforeAll(async () => {
  t = await startGoogleTestApi();
  customer = await t.customer();
  // 60 more reviews on one listing: more than one page of 50.
  for (let index = 0; index < 60; index += 1)
    t.sandbox.control.addReview(kyiv, {
      reviewId: `BULK${String(index).padStart(3, '0')}`,
      starRating: index % 2 === 0 ? 'FIVE' : 'ONE',
      comment: `Review number ${index}`,
      createdAtMs: t.now() - (index + 30) * 86_400_000,
    });
  expect((await t.connect(customer)).status).toBe(200);
  Object.assign(pins, await t.importListings(customer, [kyiv, kharkiv]));
});
afterAll(() => t.close());

describe('reviews from Google, answered from the account', () => {
  it('pulls every review of each linked listing past the first page, quietly the first time', async () => {
    const before = (await notifications()).length;
    // The import queued a read of each linked listing's reviews at once (the worker may have run it already).
    await t.runJobs();
    const kyivReviews = t.sandbox.control.reviews(kyiv);
    expect(kyivReviews.length).toBeGreaterThan(60);
    const pages = v4Calls().filter((entry) => entry.path.includes('4821093756120934501/reviews'));
    expect(pages).toHaveLength(2);
    expect(pages[1]?.query.pageToken).toBeDefined();
    const stored = await ofGoogle(kyiv);
    expect(stored).toHaveLength(kyivReviews.length);
    const olena = stored.find((item) => item.name === 'Олена Коваль');
    expect(olena).toMatchObject({
      rating: 5,
      text: 'Найкращий флет-вайт на Хрещатику, і круасани ще теплі.',
      reply: 'Дякуємо, Олено! Чекаємо знову.',
      locationId: pins[kyiv],
      google: { replyState: 'inStep', replyMessage: null },
    });
    expect(await ofGoogle(kharkiv)).toHaveLength(t.sandbox.control.reviews(kharkiv).length);
    // The history came in without a notification per review.
    expect(await notifications()).toHaveLength(before);
    // Pulled again: nothing doubles.
    await pullNow();
    expect(await ofGoogle(kyiv)).toHaveLength(kyivReviews.length);
  });

  it('filters: unanswered, rating, location and the days written', async () => {
    const google = t.sandbox.control.reviews(kyiv);
    const unanswered = await reviews({ locationId: pins[kyiv], unanswered: true });
    expect(unanswered).toHaveLength(google.filter((review) => !review.reviewReply).length);
    const ones = await reviews({ locationId: pins[kyiv], rating: 1 });
    expect(ones).toHaveLength(google.filter((review) => review.starRating === 'ONE').length);
    expect(ones.every((item) => item.rating === 1)).toBe(true);
    const day = new Date(t.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const written = await reviews({ locationId: pins[kyiv], from: day, to: day });
    expect(written.map((item) => item.text)).toEqual(['Review number 0']);
    // The page load of the reviews screen filters by the same route query.
    const loaded = await t.ok({
      payload: {
        controller: 'Index',
        subaction: 'index',
        lang: 'en',
        route: '/en/account/pins/reviews',
        rating: 1,
        unanswered: true,
        locationId: pins[kyiv],
      },
      token: customer,
    });
    expect(loaded.page.list.total).toBe(ones.length);
    expect(loaded.page.list.items.every((item: ReviewItem) => item.rating === 1)).toBe(true);
  });

  it('reply, edit and delete go to Google through the queue; Cyrillic counted in bytes', async () => {
    const target = (await ofGoogle(kyiv)).find((item) => item.name === 'Dmitry Sokolov');
    if (!target?.google) throw new Error('no review of Dmitry');
    const text = `Дякуємо! ${'ж'.repeat(2030)}`;
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(4096);
    const sent = await reply(target.id, text);
    expect(sent.status).toBe(200);
    expect(sent.body.data.item).toMatchObject({ reply: text, google: { replyState: 'waiting' } });
    await t.runJobs();
    expect(googleReply(kyiv, target.google.review)?.comment).toBe(text);
    expect((await ofGoogle(kyiv)).find((item) => item.id === target.id)?.google?.replyState).toBe(
      'inStep',
    );

    expect(
      (await reply(target.id, 'Thanks, Dmitry: we have quieter tables upstairs.')).status,
    ).toBe(200);
    await t.runJobs();
    expect(googleReply(kyiv, target.google.review)?.comment).toBe(
      'Thanks, Dmitry: we have quieter tables upstairs.',
    );

    const deleted = await t.ok({
      method: 'POST',
      payload: { controller: 'Reviews', subaction: 'deleteReply', lang: 'en', id: target.id },
      token: customer,
    });
    expect(deleted.item).toMatchObject({ reply: null, google: { replyState: 'waiting' } });
    await t.runJobs();
    expect(googleReply(kyiv, target.google.review)).toBeUndefined();
    const after = (await ofGoogle(kyiv)).find((item) => item.id === target.id);
    expect(after).toMatchObject({ reply: null, google: { replyState: 'inStep' } });
  });

  it('a reply over 4096 bytes, empty or with control characters is refused in the page language before any call', async () => {
    const target = (await ofGoogle(kyiv))[0] as ReviewItem;
    t.sandbox.control.clearRequests();
    const long = await reply(target.id, 'ж'.repeat(2049), 'ua');
    expect(long.status).toBe(400);
    expect(long.body.data.fields).toEqual([
      {
        field: 'reply',
        code: 'tooLong',
        message:
          'Google приймає відповідь не довшу за 4096 байтів, а в цій 4098: літера кирилиці займає два байти',
      },
    ]);
    const empty = await reply(target.id, '   ', 'ru');
    expect(empty.body.data.fields[0]).toMatchObject({
      field: 'reply',
      code: 'required',
      message: 'Напишите ответ',
    });
    const control = await reply(target.id, 'Thanks\u0085', 'en');
    expect(control.body.data.fields[0]).toMatchObject({ field: 'reply', code: 'control' });
    await t.runJobs();
    expect(v4Calls()).toEqual([]);
    const unchanged = (await ofGoogle(kyiv)).find((item) => item.id === target.id);
    expect(unchanged?.reply).toBe(target.reply);
  });

  it('Google answering 503, 429 or an expired token never loses a reply: it waits and is sent', async () => {
    const target = (await ofGoogle(kharkiv))[0] as ReviewItem;
    if (!target.google) throw new Error('no Google review');
    t.sandbox.control.failNext({ host: V4, method: 'PUT', status: 503 });
    t.sandbox.control.failNext({ host: V4, method: 'PUT', status: 429 });
    t.sandbox.control.expireAccessTokens();
    await reply(target.id, 'Дякуємо за відгук!');
    await t.runJobs();
    expect((await ofGoogle(kharkiv)).find((item) => item.id === target.id)?.google).toMatchObject({
      replyState: 'waiting',
    });
    for (let tries = 0; tries < 6; tries += 1) {
      t.advance(2 * 60_000);
      await t.runJobs();
    }
    customer = await t.customer();
    expect(googleReply(kharkiv, target.google.review)?.comment).toBe('Дякуємо за відгук!');
    expect((await ofGoogle(kharkiv)).find((item) => item.id === target.id)?.google).toMatchObject({
      replyState: 'inStep',
    });
  });

  it('a new or changed review becomes a notification; one deleted on Google disappears, its notification stays', async () => {
    t.sandbox.control.addReview(kharkiv, {
      reviewId: 'NEWONE',
      starRating: 'FOUR',
      comment: 'Смачно!',
      reviewer: { displayName: 'Iryna', isAnonymous: false },
    });
    const edited = t.sandbox.control
      .reviews(kyiv)
      .find((review) => review.comment === 'Review number 1');
    t.sandbox.control.editReview(kyiv, edited?.reviewId as string, {
      comment: 'Better now',
      starRating: 'THREE',
    });
    await pullNow();
    const names = (await notifications()).map((item) => item.name);
    expect(names).toContain('New review on Google: 4 of 5 from Iryna');
    expect(names).toContain('Review changed on Google: 3 of 5 from Sandbox Customer');
    expect((await ofGoogle(kharkiv)).some((item) => item.text === 'Смачно!')).toBe(true);

    t.sandbox.control.removeReview(kharkiv, 'NEWONE');
    await pullNow();
    expect((await ofGoogle(kharkiv)).some((item) => item.text === 'Смачно!')).toBe(false);
    expect((await notifications()).map((item) => item.name)).toContain(
      'New review on Google: 4 of 5 from Iryna',
    );
  });

  it('a new or changed review is e-mailed through the outbox only to a confirmed address that asked for it', async () => {
    const reviewMails = () =>
      t.sent.filter((mail) => mail.kind === 'review-new' || mail.kind === 'review-changed');
    const deliver = async () => {
      await t.api.deliverMessages();
      return reviewMails();
    };
    const settings = async (reviewEmails?: boolean) =>
      (
        await t.ok({
          method: reviewEmails === undefined ? 'GET' : 'PUT',
          payload: {
            controller: 'Account',
            subaction: reviewEmails === undefined ? 'settings' : 'updateSettings',
            lang: 'en',
            ...(reviewEmails === undefined ? {} : { reviewEmails }),
          },
          token: customer,
        })
      ).settings as { email: string; reviewEmails: boolean };
    // Off until chosen: the notification came above, no e-mail.
    expect((await settings()).reviewEmails).toBe(false);
    t.sandbox.control.addReview(kharkiv, { reviewId: 'MAIL0', starRating: 'TWO', comment: 'Cold' });
    await pullNow();
    expect(await deliver()).toEqual([]);

    expect((await settings(true)).reviewEmails).toBe(true);
    const { email } = await settings();
    t.sandbox.control.addReview(kharkiv, {
      reviewId: 'MAIL1',
      starRating: 'FIVE',
      comment: 'Найкраща кава',
      reviewer: { displayName: 'Oksana', isAnonymous: false },
    });
    t.sandbox.control.editReview(kharkiv, 'MAIL0', { comment: 'Warm now', starRating: 'FOUR' });
    await pullNow();
    const mails = await deliver();
    expect(mails.map(({ kind, to, lang }) => [kind, to, lang]).sort()).toEqual([
      ['review-changed', email, 'en'],
      ['review-new', email, 'en'],
    ]);
    const fresh = mails.find((mail) => mail.kind === 'review-new');
    expect(fresh?.subject).toBe('A new Google review');
    expect(fresh?.text).toContain('Oksana reviewed');
    expect(fresh?.text).toContain('5 of 5');
    expect(fresh?.text).toContain('Найкраща кава');
    expect(fresh?.text).toMatch(/Reply in your account: \S*\/en\/account\/pins\/reviews/);
    expect(mails.find((mail) => mail.kind === 'review-changed')?.text).toContain('now 4 of 5');

    // An address not (or no longer) confirmed gets nothing.
    await t.api.db.query('update users set email_confirmed_at = null where email = $1', [email]);
    t.sandbox.control.addReview(kharkiv, { reviewId: 'MAIL2', starRating: 'ONE', comment: 'No' });
    await pullNow();
    expect(await deliver()).toHaveLength(2);
    await t.api.db.query('update users set email_confirmed_at = now() where email = $1', [email]);
  });

  it('no review is typed by hand for a linked location; a review from Google is changed only by its author', async () => {
    const typed = await t.call({
      method: 'POST',
      payload: {
        controller: 'Reviews',
        subaction: 'create',
        lang: 'en',
        item: { name: 'Me', rating: 5, text: 'Great', reply: null, locationId: pins[kyiv] },
      },
      token: customer,
    });
    expect(typed.status).toBe(400);
    expect(typed.body.data.fields[0]).toMatchObject({
      field: 'item.locationId',
      code: 'googleLinked',
    });
    const google = (await ofGoogle(kyiv))[0] as ReviewItem;
    const edit = await t.call({
      method: 'PUT',
      payload: {
        controller: 'Reviews',
        subaction: 'update',
        lang: 'en',
        id: google.id,
        item: { text: 'Changed' },
      },
      token: customer,
    });
    expect(edit.status).toBe(409);
    const manual = (await reviews()).find((item) => !item.google) as ReviewItem;
    const refused = await reply(manual.id, 'Thanks');
    expect(refused.status).toBe(409);
  });
});
