import { describe, expect, it } from 'vitest';
import {
  authorizationCode,
  CLIENT,
  REDIRECT_URI,
  testSandbox,
  tokenRequest,
  VERIFIER,
} from './support/test-sandbox';

const ACCOUNTS = 'mybusinessaccountmanagement.googleapis.com/v1/accounts';

function exchange(code: string, overrides: Record<string, string | undefined> = {}) {
  const fields: Record<string, string | undefined> = {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: VERIFIER,
    client_id: CLIENT.clientId,
    client_secret: CLIENT.clientSecret,
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

describe('the token endpoint (POST oauth2.googleapis.com/token)', () => {
  it('exchanges a code for Bearer tokens: 3599 s, a refresh token when offline, the granted scopes', async () => {
    const t = testSandbox();
    const answer = await tokenRequest(t.call, exchange(await authorizationCode(t.call)));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body).toEqual({
      access_token: expect.stringMatching(/^ya29\./),
      expires_in: 3599,
      refresh_token: expect.stringMatching(/^1\/\/0/),
      scope:
        'https://www.googleapis.com/auth/business.manage https://www.googleapis.com/auth/userinfo.email',
      token_type: 'Bearer',
    });
    expect((await t.call('GET', ACCOUNTS, { token: answer.body.access_token })).status).toBe(200);
  });

  it('PKCE: a wrong verifier is refused with invalid_grant', async () => {
    const t = testSandbox();
    const answer = await tokenRequest(
      t.call,
      exchange(await authorizationCode(t.call), { code_verifier: `${VERIFIER}x` }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid code verifier.',
    });
  });

  it('PKCE: S256 is checked (sending the challenge itself as the verifier fails)', async () => {
    const t = testSandbox();
    const code = await authorizationCode(t.call);
    const { s256Challenge } = await import('../src/oauth/pkce');
    const answer = await tokenRequest(
      t.call,
      exchange(code, { code_verifier: await s256Challenge(VERIFIER) }),
    );
    expect(answer.body.error).toBe('invalid_grant');
  });

  it('PKCE: a code bound to a challenge needs its verifier', async () => {
    const t = testSandbox();
    const answer = await tokenRequest(
      t.call,
      exchange(await authorizationCode(t.call), { code_verifier: undefined }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'invalid_grant',
      error_description: 'Missing code verifier.',
    });
  });

  it('a code is single use, and using it again revokes what its first use issued', async () => {
    const t = testSandbox();
    const code = await authorizationCode(t.call);
    const first = await tokenRequest(t.call, exchange(code));
    expect(first.status).toBe(200);
    const second = await tokenRequest(t.call, exchange(code));
    expect(second.status).toBe(400);
    expect(second.body.error).toBe('invalid_grant');
    expect((await t.call('GET', ACCOUNTS, { token: first.body.access_token })).status).toBe(401);
  });

  it('a code is bound to its redirect URI', async () => {
    const t = testSandbox();
    const answer = await tokenRequest(
      t.call,
      exchange(await authorizationCode(t.call), {
        redirect_uri: 'http://localhost:3000/en/account/pins/locations',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'redirect_uri_mismatch',
      error_description: 'Bad Request',
    });
  });

  it('a code is bound to its client', async () => {
    const other = {
      clientId: 'other.apps.googleusercontent.com',
      clientSecret: 'other-secret',
      redirectUris: [REDIRECT_URI],
    };
    const t = testSandbox({ clients: [CLIENT, other] });
    const answer = await tokenRequest(
      t.call,
      exchange(await authorizationCode(t.call), {
        client_id: other.clientId,
        client_secret: other.clientSecret,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_grant');
  });

  it('a code expires ten minutes after it was issued', async () => {
    const t = testSandbox();
    const code = await authorizationCode(t.call);
    t.advance(10 * 60 * 1000);
    expect((await tokenRequest(t.call, exchange(code))).body.error).toBe('invalid_grant');
  });

  it('the client authenticates in the body or with HTTP Basic; a wrong secret is a 401 invalid_client', async () => {
    const t = testSandbox();
    const basic = `Basic ${btoa(`${encodeURIComponent(CLIENT.clientId)}:${encodeURIComponent(CLIENT.clientSecret)}`)}`;
    const viaBasic = await tokenRequest(
      t.call,
      exchange(await authorizationCode(t.call), { client_id: undefined, client_secret: undefined }),
      { authorization: basic },
    );
    expect(viaBasic.status).toBe(200);
    const wrong = await tokenRequest(
      t.call,
      exchange(await authorizationCode(t.call), { client_secret: 'nope' }),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');
    const unknown = await tokenRequest(t.call, exchange('x', { client_id: 'ghost' }));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({
      error: 'invalid_client',
      error_description: 'The OAuth client was not found.',
    });
  });

  it.each([
    [{ grant_type: 'password' }, 'unsupported_grant_type'],
    [{ grant_type: undefined }, 'invalid_request'],
    [{ code: undefined }, 'invalid_request'],
    [{ redirect_uri: undefined }, 'invalid_request'],
  ])('%j is a 400 %s', async (overrides, error) => {
    const t = testSandbox();
    const answer = await tokenRequest(t.call, exchange(await authorizationCode(t.call), overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(error);
  });

  it('the refresh grant gives a new access token and no new refresh token', async () => {
    const t = testSandbox();
    const first = await t.signIn();
    t.advance(3599 * 1000);
    expect((await t.call('GET', ACCOUNTS, { token: first.body.access_token })).status).toBe(401);
    const refreshed = await tokenRequest(t.call, {
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token,
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeUndefined();
    expect(refreshed.body).toMatchObject({
      expires_in: 3599,
      token_type: 'Bearer',
      scope: first.body.scope,
    });
    expect((await t.call('GET', ACCOUNTS, { token: refreshed.body.access_token })).status).toBe(
      200,
    );
  });

  it('online access gets no refresh token; a second offline consent gets one only with prompt=consent', async () => {
    const t = testSandbox();
    expect((await t.signIn({ accessType: 'online' })).body.refresh_token).toBeUndefined();
    expect((await t.signIn()).body.refresh_token).toBeDefined();
    expect((await t.signIn()).body.refresh_token).toBeUndefined();
    expect((await t.signIn({ prompt: 'consent' })).body.refresh_token).toBeDefined();
  });
});
