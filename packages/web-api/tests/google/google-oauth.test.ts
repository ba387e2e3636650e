import { describe, expect, it } from 'vitest';
import { GoogleApiError } from '../../src/google/google-api-error';
import { authorizationUrl, createPkcePair, GOOGLE_SCOPES } from '../../src/google/google-oauth';
import {
  BUSINESS_MANAGE_SCOPE,
  CLIENT,
  DEMO_USERS,
  googleTestbed,
  ORIGIN,
  REDIRECT_URI,
  START_MS,
} from './google-testbed';

describe('OAuth 2.0 code flow with PKCE against the Google double', () => {
  it('the consent URL asks for a code, S256, offline access, consent, granted scopes and our three scopes', () => {
    const url = new URL(
      authorizationUrl(undefined, {
        clientId: CLIENT.clientId,
        redirectUri: REDIRECT_URI,
        state: 's-1',
        codeChallenge: 'c'.repeat(43),
        loginHint: 'merchant@sandbox.test',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: `openid email ${BUSINESS_MANAGE_SCOPE}`,
      state: 's-1',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      login_hint: 'merchant@sandbox.test',
    });
    expect(GOOGLE_SCOPES).toEqual(['openid', 'email', BUSINESS_MANAGE_SCOPE]);
    // With the override origin the browser goes to the double.
    const overridden = authorizationUrl(ORIGIN, {
      clientId: CLIENT.clientId,
      redirectUri: REDIRECT_URI,
      state: 's-1',
      codeChallenge: 'c'.repeat(43),
    });
    expect(overridden.startsWith(`${ORIGIN}/accounts.google.com/o/oauth2/v2/auth?`)).toBe(true);
  });

  it('a PKCE pair is a 43-character verifier and its S256 challenge, new each time', () => {
    const one = createPkcePair();
    const two = createPkcePair();
    expect(one.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.verifier).not.toBe(two.verifier);
  });

  it('exchanges the code for tokens, reads the user, refreshes, and revokes', async () => {
    const t = googleTestbed();
    const tokens = await t.connect();
    expect(tokens).toEqual({
      accessToken: expect.stringMatching(/^ya29\./),
      expiresAtMs: START_MS + 3599_000,
      refreshToken: expect.stringMatching(/^1\/\/0/),
      scopes: ['openid', 'https://www.googleapis.com/auth/userinfo.email', BUSINESS_MANAGE_SCOPE],
    });
    expect(await t.client.userinfo(tokens.accessToken)).toEqual({
      sub: DEMO_USERS.merchant.sub,
      email: DEMO_USERS.merchant.email,
      emailVerified: true,
    });
    const exchange = t.sandbox.control.requests.find((entry) => entry.path === '/token');
    expect(exchange?.body).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT.clientId,
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    t.advance(10 * 60_000);
    const refreshed = await t.client.refresh(tokens.refreshToken as string);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.expiresAtMs).toBe(t.now() + 3599_000);
    expect(refreshed.refreshToken).toBeUndefined();
    expect(await t.client.revoke(tokens.refreshToken as string)).toBe(true);
    expect(await t.client.revoke(tokens.refreshToken as string)).toBe(false);
  });

  it('a revoked refresh token fails as revoked (invalid_grant); a used code as invalid', async () => {
    const t = googleTestbed();
    const tokens = await t.connect();
    t.sandbox.control.revokeAll();
    const revoked = await t.client.refresh(tokens.refreshToken as string).catch((error) => error);
    expect(revoked).toBeInstanceOf(GoogleApiError);
    expect(revoked).toMatchObject({ kind: 'revoked', httpStatus: 400, status: 'invalid_grant' });
    expect(revoked.message).not.toContain(tokens.refreshToken);

    const used = await t.client
      .exchangeCode({
        code: '4/0Aunknown',
        codeVerifier: 'v'.repeat(43),
        redirectUri: REDIRECT_URI,
      })
      .catch((error) => error);
    expect(used).toMatchObject({ kind: 'invalid', status: 'invalid_grant' });
  });

  it('userinfo with a dead access token is unauthorized', async () => {
    const t = googleTestbed();
    const tokens = await t.connect();
    t.sandbox.control.expireAccessTokens();
    await expect(t.client.userinfo(tokens.accessToken)).rejects.toMatchObject({
      kind: 'unauthorized',
      httpStatus: 401,
    });
  });
});
