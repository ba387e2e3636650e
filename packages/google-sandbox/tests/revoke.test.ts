import { describe, expect, it } from 'vitest';
import { CLIENT, testSandbox, tokenRequest } from './support/test-sandbox';

const ACCOUNTS = 'mybusinessaccountmanagement.googleapis.com/v1/accounts';

function revoke(t: ReturnType<typeof testSandbox>, token: string) {
  return t.call('POST', 'oauth2.googleapis.com/revoke', {
    body: new URLSearchParams({ token }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('revocation (POST oauth2.googleapis.com/revoke)', () => {
  it('revoking an access token makes API calls 401 and revokes its refresh token too', async () => {
    const t = testSandbox();
    const tokens = (await t.signIn()).body;
    expect((await revoke(t, tokens.access_token)).status).toBe(200);
    expect((await t.call('GET', ACCOUNTS, { token: tokens.access_token })).status).toBe(401);
    const refreshed = await tokenRequest(t.call, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    });
    expect(refreshed.body).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
  });

  it('revoking a refresh token revokes its access tokens', async () => {
    const t = testSandbox();
    const tokens = (await t.signIn()).body;
    expect((await revoke(t, tokens.refresh_token)).status).toBe(200);
    expect((await t.call('GET', ACCOUNTS, { token: tokens.access_token })).status).toBe(401);
  });

  it('an unknown or already revoked token is a 400 invalid_token', async () => {
    const t = testSandbox();
    const tokens = (await t.signIn()).body;
    await revoke(t, tokens.refresh_token);
    for (const token of ['nonsense', tokens.refresh_token]) {
      const answer = await revoke(t, token);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: 'invalid_token',
        error_description: 'Token expired or revoked',
      });
    }
  });
});
