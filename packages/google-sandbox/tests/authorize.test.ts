import { describe, expect, it } from 'vitest';
import {
  authQuery,
  CLIENT,
  consentRequestId,
  REDIRECT_URI,
  testSandbox,
} from './support/test-sandbox';

const AUTH = 'accounts.google.com/o/oauth2/v2/auth';
const APPROVE = 'accounts.google.com/o/oauth2/v2/approve';

describe('the consent page (GET accounts.google.com/o/oauth2/v2/auth)', () => {
  it('is a self-contained page titled "Google sign-in — Sandbox" with no script or style, listing the users and scopes', async () => {
    const t = testSandbox();
    const page = await t.call('GET', `${AUTH}?${await authQuery()}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<title>Google sign-in \u2014 Sandbox</title>');
    expect(page.text).toContain('<strong>Sandbox</strong>');
    expect(page.text).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page.text).toContain('Sandbox Merchant &lt;merchant@sandbox.test&gt;');
    expect(page.text).toContain('Sandbox Agency &lt;agency@sandbox.test&gt;');
    expect(page.text).toContain('https://www.googleapis.com/auth/business.manage');
    expect(page.text).toContain('https://www.googleapis.com/auth/userinfo.email');
    expect(
      page.text.match(
        /<form method="get" action="\/accounts\.google\.com\/o\/oauth2\/v2\/approve">/g,
      ),
    ).toHaveLength(3);
    expect(page.text).toContain('value="cancel">Cancel</button>');
  });

  it('Allow redirects to the redirect URI with a code and the state passed back', async () => {
    const t = testSandbox();
    const page = await t.call('GET', `${AUTH}?${await authQuery({ state: 'opaque state/ü' })}`);
    const query = new URLSearchParams({
      request: consentRequestId(page.text),
      user: '110248495921238986420',
      decision: 'allow',
    });
    const answer = await t.call('GET', `${APPROVE}?${query}`);
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('opaque state/ü');
    expect(location.searchParams.get('code')).toMatch(/^4\/0A/);
  });

  it('Cancel redirects with error=access_denied and the state', async () => {
    const t = testSandbox();
    const page = await t.call('GET', `${AUTH}?${await authQuery({ state: 's-1' })}`);
    const query = new URLSearchParams({ request: consentRequestId(page.text), decision: 'cancel' });
    const answer = await t.call('GET', `${APPROVE}?${query}`);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(answer.status).toBe(302);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'access_denied',
      state: 's-1',
    });
  });

  it('a consent request is answered once', async () => {
    const t = testSandbox();
    const page = await t.call('GET', `${AUTH}?${await authQuery()}`);
    const query = new URLSearchParams({
      request: consentRequestId(page.text),
      user: '110248495921238986420',
      decision: 'allow',
    });
    expect((await t.call('GET', `${APPROVE}?${query}`)).status).toBe(302);
    const again = await t.call('GET', `${APPROVE}?${query}`);
    expect(again.status).toBe(400);
    expect(again.headers.get('location')).toBeNull();
  });

  it('an unknown client gets an error page, never a redirect', async () => {
    const t = testSandbox();
    const query = await authQuery();
    query.set('client_id', 'someone-else.apps.googleusercontent.com');
    const answer = await t.call('GET', `${AUTH}?${query}`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.text).toContain('Error 401: invalid_client');
  });

  it('a redirect URI not registered for the client (exact match) gets an error page, never a redirect', async () => {
    const t = testSandbox();
    for (const uri of [
      `${REDIRECT_URI}/`,
      `${REDIRECT_URI}?x=1`,
      'http://localhost:3000/en/account/pins/locations',
      'https://evil.test/cb',
    ]) {
      const query = await authQuery();
      query.set('redirect_uri', uri);
      const answer = await t.call('GET', `${AUTH}?${query}`);
      expect(answer.status, uri).toBe(400);
      expect(answer.headers.get('location'), uri).toBeNull();
      expect(answer.text).toContain('redirect_uri_mismatch');
    }
  });

  it('redirectOrigins accepts any path under the origin, and nothing under another origin', async () => {
    const t = testSandbox({
      clients: [{ ...CLIENT, redirectUris: [], redirectOrigins: ['http://localhost:3000'] }],
    });
    const under = await authQuery();
    under.set('redirect_uri', 'http://localhost:3000/ua/account/pins/locations');
    expect((await t.call('GET', `${AUTH}?${under}`)).status).toBe(200);
    const other = await authQuery();
    other.set('redirect_uri', 'http://localhost:3001/account/pins/locations');
    expect((await t.call('GET', `${AUTH}?${other}`)).status).toBe(400);
  });

  it.each([
    ['scope', 'https://www.googleapis.com/auth/drive', 'invalid_scope'],
    ['scope', 'toString', 'invalid_scope'],
    ['response_type', 'token', 'unsupported_response_type'],
    ['code_challenge_method', 'S512', 'invalid_request'],
    ['access_type', 'forever', 'invalid_request'],
    ['prompt', 'none', 'interaction_required'],
  ])('%s=%s goes back to the client as error=%s with the state', async (name, value, error) => {
    const t = testSandbox();
    const query = await authQuery({ state: 'st' });
    query.set(name, value);
    const answer = await t.call('GET', `${AUTH}?${query}`);
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('state')).toBe('st');
  });

  it('under a base path the forms post to the base path, and the flow works through it', async () => {
    const t = testSandbox({ basePath: '/sandbox/google' });
    const page = await t.call('GET', `${AUTH}?${await authQuery()}`);
    expect(page.text).toContain('action="/sandbox/google/accounts.google.com/o/oauth2/v2/approve"');
    const query = new URLSearchParams({
      request: consentRequestId(page.text),
      user: '117563903284175630192',
      decision: 'allow',
    });
    const answer = await t.call('GET', `${APPROVE}?${query}`);
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();
  });
});
