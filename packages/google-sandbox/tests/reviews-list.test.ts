import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_NAMES, DEMO_LOCATION_NAMES } from '../src/index';
import { testSandbox } from './support/test-sandbox';

const KYIV_ID = DEMO_LOCATION_NAMES.kyiv.split('/')[1];
const REVIEWS = `mybusiness.googleapis.com/v4/${DEMO_ACCOUNT_NAMES.merchantGroup}/locations/${KYIV_ID}/reviews`;

type ReviewBody = { name: string; reviewId: string; starRating: string; updateTime: string };

describe('accounts.locations.reviews.list', () => {
  it('answers reviews newest first with the average rating and total count', async () => {
    const t = testSandbox();
    const answer = await t.call('GET', REVIEWS, { token: await t.merchantToken() });
    expect(answer.status).toBe(200);
    const times = answer.body.reviews.map((review: ReviewBody) => review.updateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(answer.body.totalReviewCount).toBe(5);
    expect(answer.body.averageRating).toBe(3.8);
    expect(answer.body.reviews[0].name).toBe(
      `${DEMO_ACCOUNT_NAMES.merchantGroup}/locations/${KYIV_ID}/reviews/${answer.body.reviews[0].reviewId}`,
    );
  });

  it('pages past one page with nextPageToken, each review once', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const seen: string[] = [];
    let pageToken = '';
    let pages = 0;
    do {
      const answer = await t.call(
        'GET',
        `${REVIEWS}?pageSize=2${pageToken ? `&pageToken=${pageToken}` : ''}`,
        { token },
      );
      seen.push(...answer.body.reviews.map((review: ReviewBody) => review.reviewId));
      pageToken = answer.body.nextPageToken ?? '';
      pages += 1;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
  });

  it('pageSize is at most 50', async () => {
    const t = testSandbox();
    for (let index = 0; index < 60; index += 1) {
      t.sandbox.control.addReview(DEMO_LOCATION_NAMES.kyiv, {
        starRating: 'FIVE',
        comment: `review ${index}`,
      });
    }
    const answer = await t.call('GET', `${REVIEWS}?pageSize=100`, {
      token: await t.merchantToken(),
    });
    expect(answer.body.reviews).toHaveLength(50);
    expect(answer.body.nextPageToken).toEqual(expect.any(String));
    expect(answer.body.totalReviewCount).toBe(65);
  });

  it('orders by rating and rating desc; any other order is a 400', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const stars = async (orderBy: string) =>
      (
        await t.call('GET', `${REVIEWS}?orderBy=${encodeURIComponent(orderBy)}`, { token })
      ).body.reviews.map((review: ReviewBody) => review.starRating);
    expect(await stars('rating')).toEqual(['TWO', 'THREE', 'FOUR', 'FIVE', 'FIVE']);
    expect(await stars('rating desc')).toEqual(['FIVE', 'FIVE', 'FOUR', 'THREE', 'TWO']);
    for (const orderBy of ['comment', 'toString', 'updateTime']) {
      expect(
        (await t.call('GET', `${REVIEWS}?orderBy=${orderBy}`, { token })).status,
        orderBy,
      ).toBe(400);
    }
  });

  it('an invalid pageToken is a 400', async () => {
    const t = testSandbox();
    const answer = await t.call('GET', `${REVIEWS}?pageToken=abc`, {
      token: await t.merchantToken(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.status).toBe('INVALID_ARGUMENT');
  });

  it('reviews.get answers one review; a removed one is a 404', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const answer = await t.call('GET', `${REVIEWS}/AbFvOqKYIV03`, { token });
    expect(answer.body).toMatchObject({
      reviewId: 'AbFvOqKYIV03',
      starRating: 'FIVE',
      reviewer: { displayName: 'Emma Brown', isAnonymous: false },
    });
    t.sandbox.control.removeReview(DEMO_LOCATION_NAMES.kyiv, 'AbFvOqKYIV03');
    expect((await t.call('GET', `${REVIEWS}/AbFvOqKYIV03`, { token })).status).toBe(404);
  });

  it('a location under an account that does not hold it is a 404', async () => {
    const t = testSandbox();
    const path = REVIEWS.replace(
      DEMO_ACCOUNT_NAMES.merchantGroup,
      DEMO_ACCOUNT_NAMES.merchantPersonal,
    );
    expect((await t.call('GET', path, { token: await t.merchantToken() })).status).toBe(404);
  });
});
