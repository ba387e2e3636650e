import { describe, expect, it } from 'vitest';
import { CLIENT, testSandbox, tokenRequest } from './support/test-sandbox';

const ACCOUNTS = 'mybusinessaccountmanagement.googleapis.com/v1/accounts';

describe('failNext', () => {
  it('the next matching request gets a 503 in Google shape, then answers return', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    t.sandbox.control.failNext({ host: 'mybusinessaccountmanagement.googleapis.com', status: 503 });
    const failed = await t.call('GET', ACCOUNTS, { token });
    expect(failed.status).toBe(503);
    expect(failed.body.error).toEqual({
      code: 503,
      message: 'The service is currently unavailable.',
      status: 'UNAVAILABLE',
    });
    expect((await t.call('GET', ACCOUNTS, { token })).status).toBe(200);
    expect(
      t.sandbox.control.requests
        .filter((entry) => entry.path === '/v1/accounts')
        .map((entry) => [entry.status, entry.injected]),
    ).toEqual([
      [503, true],
      [200, false],
    ]);
  });

  it('times, pathIncludes and a garbage body', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    t.sandbox.control.failNext({
      pathIncludes: '/reviews',
      status: 500,
      times: 2,
      body: '<html>oops',
    });
    expect((await t.call('GET', ACCOUNTS, { token })).status).toBe(200);
    const reviews =
      'mybusiness.googleapis.com/v4/accounts/114857620339281765002/locations/4821093756120934501/reviews';
    const first = await t.call('GET', reviews, { token });
    expect([first.status, first.text]).toEqual([500, '<html>oops']);
    expect((await t.call('GET', reviews, { token })).status).toBe(500);
    expect((await t.call('GET', reviews, { token })).status).toBe(200);
  });

  it('a 429 on the token endpoint, as a client may meet while refreshing', async () => {
    const t = testSandbox();
    const refreshToken = (await t.signIn()).body.refresh_token;
    t.sandbox.control.failNext({ host: 'oauth2.googleapis.com', status: 429 });
    const fields = {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    };
    expect((await tokenRequest(t.call, fields)).status).toBe(429);
    expect((await tokenRequest(t.call, fields)).status).toBe(200);
  });

  it('reset() forgets injected failures, tokens and changes', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    t.sandbox.control.failNext({ status: 500 });
    t.sandbox.control.removeLocation('locations/4821093756120934501');
    t.sandbox.control.reset();
    expect(t.sandbox.control.location('locations/4821093756120934501')).toBeDefined();
    expect(t.sandbox.control.requests).toEqual([]);
    expect((await t.call('GET', ACCOUNTS, { token })).status).toBe(401);
  });
});
