import { describe, expect, it } from 'vitest';
import { testSandbox } from './support/test-sandbox';

const ACCOUNTS = 'mybusinessaccountmanagement.googleapis.com/v1/accounts';

describe('every API call needs a live Bearer token with business.manage', () => {
  it('no token: 401 UNAUTHENTICATED in Google shape with WWW-Authenticate', async () => {
    const t = testSandbox();
    const answer = await t.call('GET', ACCOUNTS);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe(
      'Bearer realm="https://accounts.google.com/"',
    );
    expect(answer.body.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });
    expect(answer.body.error.details[0]).toMatchObject({
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'CREDENTIALS_MISSING',
    });
  });

  it('an expired token (3599 s later by the clock) is a 401 with error="invalid_token"', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    t.advance(3598 * 1000);
    expect((await t.call('GET', ACCOUNTS, { token })).status).toBe(200);
    t.advance(1000);
    const answer = await t.call('GET', ACCOUNTS, { token });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(answer.body.error.details[0].reason).toBe('ACCESS_TOKEN_EXPIRED');
  });

  it('expireAccessTokens() and revokeAll() end every token', async () => {
    const t = testSandbox();
    const first = await t.merchantToken();
    t.sandbox.control.expireAccessTokens();
    expect((await t.call('GET', ACCOUNTS, { token: first })).status).toBe(401);
    const second = await t.merchantToken();
    t.sandbox.control.revokeAll();
    expect((await t.call('GET', ACCOUNTS, { token: second })).status).toBe(401);
  });

  it('a token without business.manage is a 403 PERMISSION_DENIED naming the scope', async () => {
    const t = testSandbox();
    const token = (await t.signIn({ scope: 'openid email' })).body.access_token;
    const answer = await t.call('GET', ACCOUNTS, { token });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({
      code: 403,
      status: 'PERMISSION_DENIED',
      message: 'Request had insufficient authentication scopes.',
    });
    expect(answer.headers.get('www-authenticate')).toContain(
      'scope="https://www.googleapis.com/auth/business.manage"',
    );
  });

  it('the token may come as the access_token query parameter', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    expect((await t.call('GET', `${ACCOUNTS}?access_token=${token}`)).status).toBe(200);
  });
});
