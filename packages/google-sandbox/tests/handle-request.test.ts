import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_NAMES, DEMO_LOCATION_NAMES } from '../src/index';
import { testSandbox } from './support/test-sandbox';

const GROUP = DEMO_ACCOUNT_NAMES.merchantGroup;
const KYIV_ID = DEMO_LOCATION_NAMES.kyiv.split('/')[1];
const V4 = `mybusiness.googleapis.com/v4/${GROUP}/locations/${KYIV_ID}`;

/** Every API method with the method it takes. */
const ENDPOINTS: [string, string][] = [
  ['GET', 'mybusinessaccountmanagement.googleapis.com/v1/accounts'],
  ['GET', `mybusinessbusinessinformation.googleapis.com/v1/${GROUP}/locations`],
  ['GET', `mybusinessbusinessinformation.googleapis.com/v1/${DEMO_LOCATION_NAMES.kyiv}`],
  ['PATCH', `mybusinessbusinessinformation.googleapis.com/v1/${DEMO_LOCATION_NAMES.kyiv}`],
  [
    'GET',
    `mybusinessbusinessinformation.googleapis.com/v1/${DEMO_LOCATION_NAMES.kyiv}:getGoogleUpdated`,
  ],
  [
    'GET',
    `businessprofileperformance.googleapis.com/v1/${DEMO_LOCATION_NAMES.kyiv}:fetchMultiDailyMetricsTimeSeries`,
  ],
  ['GET', `${V4}/reviews`],
  ['GET', `${V4}/reviews/AbFvOqKYIV01`],
  ['PUT', `${V4}/reviews/AbFvOqKYIV01/reply`],
  ['DELETE', `${V4}/reviews/AbFvOqKYIV02/reply`],
  ['GET', `${V4}/localPosts`],
  ['POST', `${V4}/localPosts`],
  ['GET', `${V4}/localPosts/1000000000000000001`],
  ['PATCH', `${V4}/localPosts/1000000000000000001`],
  ['DELETE', `${V4}/localPosts/1000000000000000002`],
];

const PARAM_NAMES = [
  'readMask',
  'read_mask',
  'updateMask',
  'validateOnly',
  'pageSize',
  'pageToken',
  'orderBy',
  'filter',
  'dailyMetrics',
  'dailyRange.startDate.year',
  'daily_range.end_date.day',
  'parentAccount',
  'fields',
  'toString',
  '__proto__',
  'constructor',
];

const query = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...PARAM_NAMES), fc.string()),
      fc.oneof(
        fc.string(),
        fc.constantFrom(
          'title',
          '-1',
          '0',
          '99999999999',
          'true',
          'CALL_CLICKS',
          'title,regularHours',
          'phoneNumbers.primaryPhone',
          'toString',
          '__proto__',
        ),
      ),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

const body = fc.oneof(
  fc.string(),
  fc.json(),
  fc
    .record({
      title: fc.oneof(fc.string(), fc.integer()),
      regularHours: fc.anything(),
      topicType: fc.constantFrom('STANDARD', 'EVENT', 'OFFER', 'ALERT', 'X'),
      summary: fc.string(),
      event: fc.anything(),
      callToAction: fc.anything(),
      comment: fc.oneof(fc.string(), fc.integer()),
    })
    .map((value) => JSON.stringify(value)),
);

describe('garbage in, Google’s 400 out', () => {
  it('random query strings and bodies never produce a 5xx, and every API error has Google’s shape', async () => {
    const t = testSandbox({ quotas: { requestsPerWindow: 1e9, editsPerLocationPerWindow: 1e9 } });
    const token = await t.merchantToken();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        query,
        body,
        async ([method, path], search, text) => {
          const answer = await t.call(method, `${path}?${search}`, {
            token,
            ...(method === 'GET' || method === 'DELETE'
              ? {}
              : { body: text, headers: { 'content-type': 'application/json' } }),
          });
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(answer.body.error).toMatchObject({
              code: answer.status,
              status: expect.any(String),
              message: expect.any(String),
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('random OAuth requests never produce a 5xx', async () => {
    const t = testSandbox();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'accounts.google.com/o/oauth2/v2/auth',
          'accounts.google.com/o/oauth2/v2/approve',
          'oauth2.googleapis.com/token',
          'oauth2.googleapis.com/revoke',
          'openidconnect.googleapis.com/v1/userinfo',
        ),
        fc.dictionary(
          fc.constantFrom(
            'client_id',
            'redirect_uri',
            'grant_type',
            'code',
            'code_verifier',
            'refresh_token',
            'token',
            'scope',
            'request',
            'decision',
            'user',
            'code_challenge',
            'prompt',
          ),
          fc.string(),
        ),
        fc.string(),
        async (path, fields, authorization) => {
          const form = new URLSearchParams(fields).toString();
          const get = await t.call('GET', `${path}?${form}`, { headers: { authorization } });
          const post = await t.call('POST', path, {
            body: form,
            headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
          });
          expect(get.status).toBeLessThan(500);
          expect(post.status).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a body over 1 MiB is a 400 naming the limit, read no further', async () => {
    const t = testSandbox();
    const answer = await t.call(
      'PATCH',
      `mybusinessbusinessinformation.googleapis.com/v1/${DEMO_LOCATION_NAMES.kyiv}?updateMask=title`,
      {
        token: await t.merchantToken(),
        json: { title: 'x'.repeat(1_048_577) },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(
      'Request payload size exceeds the limit: 1048576 bytes.',
    );
  });

  it('an injected 5xx is the only 5xx', async () => {
    const t = testSandbox();
    t.sandbox.control.failNext({ status: 502 });
    expect(
      (await t.call('GET', 'mybusinessaccountmanagement.googleapis.com/v1/accounts')).status,
    ).toBe(502);
    expect(
      (await t.call('GET', 'mybusinessaccountmanagement.googleapis.com/v1/accounts')).status,
    ).toBe(401);
  });
});

describe('routing', () => {
  it('an unknown host or method is a 404 in Google shape; a wrong HTTP method on a known path too', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    for (const [method, path] of [
      ['GET', 'example.com/v1/x'],
      ['GET', 'mybusiness.googleapis.com/v4/nothing'],
      ['POST', 'mybusinessaccountmanagement.googleapis.com/v1/accounts'],
    ]) {
      const answer = await t.call(method as string, path as string, { token });
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.status).toBe('NOT_FOUND');
    }
  });

  it('under a base path, requests outside it are 404 and the base path is stripped', async () => {
    const t = testSandbox({ basePath: '/sandbox/google/' });
    const token = await t.merchantToken();
    expect(
      (await t.call('GET', 'mybusinessaccountmanagement.googleapis.com/v1/accounts', { token }))
        .status,
    ).toBe(200);
    const outside = await t.sandbox.handle(
      new Request('http://sandbox.test/mybusinessaccountmanagement.googleapis.com/v1/accounts'),
    );
    expect(outside.status).toBe(404);
  });

  it('logs every request with method, host, path, query and body', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    t.sandbox.control.clearRequests();
    await t.call(
      'GET',
      `mybusiness.googleapis.com/v4/${GROUP}/locations/${KYIV_ID}/reviews?pageSize=2&orderBy=rating`,
      { token },
    );
    expect(t.sandbox.control.requests).toEqual([
      {
        at: '2025-06-02T09:00:00.000Z',
        method: 'GET',
        host: 'mybusiness.googleapis.com',
        path: `/v4/${GROUP}/locations/${KYIV_ID}/reviews`,
        query: { pageSize: ['2'], orderBy: ['rating'] },
        body: undefined,
        status: 200,
        injected: false,
      },
    ]);
  });
});
