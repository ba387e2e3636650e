import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_NAMES, DEMO_LOCATION_NAMES } from '../src/index';
import { testSandbox } from './support/test-sandbox';

const KHARKIV_ID = DEMO_LOCATION_NAMES.kharkiv.split('/')[1];
const POSTS = `mybusiness.googleapis.com/v4/${DEMO_ACCOUNT_NAMES.merchantGroup}/locations/${KHARKIV_ID}/localPosts`;
const schedule = {
  startDate: { year: 2025, month: 6, day: 10 },
  startTime: { hours: 18 },
  endDate: { year: 2025, month: 6, day: 10 },
  endTime: { hours: 21 },
};

const VALID = {
  STANDARD: {
    topicType: 'STANDARD',
    languageCode: 'uk',
    summary: 'Нова обсмажка',
    callToAction: { actionType: 'LEARN_MORE', url: 'https://zerno.sandbox.test/' },
  },
  EVENT: {
    topicType: 'EVENT',
    summary: 'Jazz',
    event: { title: 'Jazz night', schedule },
    callToAction: { actionType: 'CALL' },
  },
  OFFER: {
    topicType: 'OFFER',
    summary: '-50%',
    event: {
      title: 'Half price',
      schedule: { startDate: schedule.startDate, endDate: { year: 2025, month: 6, day: 20 } },
    },
    offer: {
      couponCode: 'HALF',
      redeemOnlineUrl: 'https://zerno.sandbox.test/offer',
      termsConditions: 'One per order.',
    },
  },
  ALERT: { topicType: 'ALERT', alertType: 'COVID_19', summary: 'Masks welcome.' },
};

describe('local posts', () => {
  it.each(Object.entries(VALID))(
    'a valid %s post is created PROCESSING with its name and search URL',
    async (topicType, post) => {
      const t = testSandbox();
      const answer = await t.call('POST', POSTS, { token: await t.merchantToken(), json: post });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        ...post,
        topicType,
        state: 'PROCESSING',
        createTime: '2025-06-02T09:00:00.000Z',
      });
      expect(answer.body.name).toMatch(
        new RegExp(
          `^${DEMO_ACCOUNT_NAMES.merchantGroup}/locations/${KHARKIV_ID}/localPosts/\\d{19}$`,
        ),
      );
      expect(answer.body.searchUrl).toContain('use=posts');
    },
  );

  it.each([
    ['no topic type', { summary: 'x' }, 'topic_type'],
    ['a STANDARD post without summary', { topicType: 'STANDARD' }, 'summary'],
    ['an EVENT without a title', { ...VALID.EVENT, event: { schedule } }, 'event.title'],
    ['an EVENT without a schedule', { ...VALID.EVENT, event: { title: 'Jazz' } }, 'event.schedule'],
    [
      'an EVENT ending before it starts',
      {
        ...VALID.EVENT,
        event: { title: 'Jazz', schedule: { ...schedule, endTime: { hours: 17 } } },
      },
      'event.schedule',
    ],
    ['an OFFER without an event', { topicType: 'OFFER', summary: 'x', offer: {} }, 'event'],
    ['offer fields on a STANDARD post', { ...VALID.STANDARD, offer: { couponCode: 'X' } }, 'offer'],
    [
      'a CALL action with a url',
      { ...VALID.STANDARD, callToAction: { actionType: 'CALL', url: 'tel:+380445550101' } },
      'call_to_action.url',
    ],
    [
      'a LEARN_MORE action without a url',
      { ...VALID.STANDARD, callToAction: { actionType: 'LEARN_MORE' } },
      'call_to_action.url',
    ],
    [
      'the deprecated GET_OFFER action',
      { ...VALID.STANDARD, callToAction: { actionType: 'GET_OFFER', url: 'https://x.test/' } },
      'call_to_action.action_type',
    ],
    ['an ALERT without alert type', { topicType: 'ALERT', summary: 'x' }, 'alert_type'],
    ['a summary of 1501 characters', { ...VALID.STANDARD, summary: 'ї'.repeat(1501) }, 'summary'],
  ])('%s is a 400 INVALID_ARGUMENT', async (_why, post, field) => {
    const t = testSandbox();
    const answer = await t.call('POST', POSTS, { token: await t.merchantToken(), json: post });
    expect(answer.status).toBe(400);
    expect(answer.body.error.status).toBe('INVALID_ARGUMENT');
    expect(
      answer.body.error.details[0].errorDetails.map((detail: { field: string }) => detail.field),
    ).toContain(field);
    expect(t.sandbox.control.posts(DEMO_LOCATION_NAMES.kharkiv)).toEqual([]);
  });

  it('a summary of exactly 1500 characters passes', async () => {
    const t = testSandbox();
    expect(
      (
        await t.call('POST', POSTS, {
          token: await t.merchantToken(),
          json: { ...VALID.STANDARD, summary: 'ї'.repeat(1500) },
        })
      ).status,
    ).toBe(200);
  });

  it('a new post stays PROCESSING until the review delay passes, then reads LIVE', async () => {
    const t = testSandbox({ postReviewDelayMs: 60_000 });
    const token = await t.merchantToken();
    const created = await t.call('POST', POSTS, { token, json: VALID.STANDARD });
    const path = `mybusiness.googleapis.com/v4/${created.body.name}`;
    t.advance(59_999);
    expect((await t.call('GET', path, { token })).body.state).toBe('PROCESSING');
    t.advance(1);
    expect((await t.call('GET', path, { token })).body.state).toBe('LIVE');
  });

  it('a post with a rejected word becomes REJECTED, so the app can show a refusal', async () => {
    const t = testSandbox({ postReviewDelayMs: 0, rejectedPostWords: ['forbidden'] });
    const token = await t.merchantToken();
    const created = await t.call('POST', POSTS, {
      token,
      json: { ...VALID.STANDARD, summary: 'A FORBIDDEN offer' },
    });
    expect(created.body.state).toBe('PROCESSING');
    expect(
      (await t.call('GET', `mybusiness.googleapis.com/v4/${created.body.name}`, { token })).body
        .state,
    ).toBe('REJECTED');
  });

  it('a post with a future scheduledTime is SCHEDULED until then', async () => {
    const t = testSandbox({ postReviewDelayMs: 0 });
    const token = await t.merchantToken();
    const created = await t.call('POST', POSTS, {
      token,
      json: { ...VALID.STANDARD, scheduledTime: '2025-06-02T09:30:00Z' },
    });
    expect(created.body.state).toBe('SCHEDULED');
    t.advance(29 * 60_000);
    expect(
      (await t.call('GET', `mybusiness.googleapis.com/v4/${created.body.name}`, { token })).body
        .state,
    ).toBe('SCHEDULED');
    t.advance(60_000);
    expect(
      (await t.call('GET', `mybusiness.googleapis.com/v4/${created.body.name}`, { token })).body
        .state,
    ).toBe('LIVE');
  });

  it('lists posts newest first, pages with nextPageToken', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    for (const summary of ['one', 'two', 'three']) {
      await t.call('POST', POSTS, { token, json: { ...VALID.STANDARD, summary } });
      t.advance(1000);
    }
    const first = await t.call('GET', `${POSTS}?pageSize=2`, { token });
    expect(first.body.localPosts.map((post: { summary: string }) => post.summary)).toEqual([
      'three',
      'two',
    ]);
    const second = await t.call(
      'GET',
      `${POSTS}?pageSize=2&pageToken=${first.body.nextPageToken}`,
      { token },
    );
    expect(second.body.localPosts.map((post: { summary: string }) => post.summary)).toEqual([
      'one',
    ]);
    expect(second.body.nextPageToken).toBeUndefined();
  });

  it('PATCH with updateMask changes only the masked fields and sends the post back to review', async () => {
    const t = testSandbox({ postReviewDelayMs: 0 });
    const token = await t.merchantToken();
    const created = await t.call('POST', POSTS, { token, json: VALID.STANDARD });
    const path = `mybusiness.googleapis.com/v4/${created.body.name}`;
    expect((await t.call('GET', path, { token })).body.state).toBe('LIVE');
    t.advance(1000);
    const patched = await t.call('PATCH', `${path}?updateMask=summary`, {
      token,
      json: { summary: 'Оновлено', languageCode: 'en' },
    });
    expect(patched.body).toMatchObject({
      summary: 'Оновлено',
      languageCode: 'uk',
      state: 'PROCESSING',
      createTime: created.body.createTime,
      updateTime: '2025-06-02T09:00:01.000Z',
    });
    expect(
      (await t.call('PATCH', `${path}?updateMask=state`, { token, json: { state: 'LIVE' } }))
        .status,
    ).toBe(400);
    expect((await t.call('PATCH', path, { token, json: { summary: 'x' } })).status).toBe(400);
    const broken = await t.call('PATCH', `${path}?updateMask=callToAction.url`, {
      token,
      json: {},
    });
    expect(broken.status).toBe(400);
  });

  it('DELETE removes the post; then it is a 404', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const created = await t.call('POST', POSTS, { token, json: VALID.EVENT });
    const path = `mybusiness.googleapis.com/v4/${created.body.name}`;
    expect((await t.call('DELETE', path, { token })).body).toEqual({});
    expect((await t.call('GET', path, { token })).status).toBe(404);
    expect((await t.call('DELETE', path, { token })).status).toBe(404);
  });

  it('an OFFER ignores a call to action, as the reference says', async () => {
    const t = testSandbox();
    const answer = await t.call('POST', POSTS, {
      token: await t.merchantToken(),
      json: { ...VALID.OFFER, callToAction: { actionType: 'ORDER', url: 'https://x.test/' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.callToAction).toBeUndefined();
  });
});
