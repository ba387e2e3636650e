import { messageText } from '@agency/core/server-messages';
import { createWebApi, DEMO_CREDENTIALS, type WebApi } from '@agency/web-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OidcTestProvider,
  startOidcTestProvider,
  walkProvider,
} from '../../web-api/tests/support/oidc-test-provider';
import { databaseImage } from './support/database-image';
import { type TestHandler, testHandler } from './support/handle';
import { PUBLIC_URL } from './support/site';

const CALLBACK = `${PUBLIC_URL}/sign-in/google/callback`;

// The whole redirect dance through the host's request handler (no socket of the host's: each step is a
// HostRequest decided into a HostResponse, web-api answering in process): its start route, a real
// OIDC provider on loopback, its callback route, the account. The browser is played by the test with
// the cookies the host set. Its X-Request-Id on the wire: metrics-and-request-id.test.ts.
describe('Google sign-in through the host', () => {
  let provider: OidcTestProvider;
  let api: WebApi;
  let site: TestHandler;
  let plain: TestHandler;
  let offsetMs = 0;
  // Straight to the provider, or through a proxy that re-signs the ID token with a changed claim.
  let providerFetch: typeof fetch = fetch;

  beforeAll(async () => {
    provider = await startOidcTestProvider(CALLBACK);
    api = await createWebApi({
      inMemory: true,
      pgliteImage: databaseImage('demo'),
      demo: true,
      jwtSecret: 'test-secret-of-at-least-thirty-two-characters',
      siteUrl: PUBLIC_URL,
      now: () => Date.now() + offsetMs,
      log: () => {},
      social: {
        google: {
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          issuer: provider.issuer,
        },
        facebook: null,
        allowHttp: true,
        fetch: (url, init) => providerFetch(url, init as RequestInit),
      },
    });
    const upstream = { kind: 'embedded', answer: api.answer, fetch: api.fetch } as const;
    // The host needs only the public id; the secret stays with web-api.
    site = testHandler(upstream, { GOOGLE_CLIENT_ID: provider.clientId });
    plain = testHandler(upstream);
  });

  afterAll(async () => {
    await api.close();
    await provider.close();
  });

  /** Opens /{lang}/sign-in/google, signs in at the provider: the callback path and the flow cookie. */
  async function toCallback(subject: string, lang = 'en', sessionCookie?: string) {
    const start = await site.request(`/${lang}/sign-in/google`, {
      headers: sessionCookie ? { cookie: sessionCookie } : {},
    });
    expect(start.status).toBe(303);
    expect(start.headers['content-security-policy']).toBeDefined();
    const setCookie = start.headers['set-cookie'] ?? [];
    const flow = setCookie.find((line) => line.startsWith('social-flow='));
    expect(flow).toBeDefined();
    provider.signInAs(subject);
    const back = await walkProvider(start.headers.location as string, PUBLIC_URL);
    return {
      path: `${back.pathname}${back.search}`,
      cookie: (flow as string).split(';')[0] as string,
      flow,
    };
  }

  it('the sign-in page shows "Continue with Google" only when GOOGLE_CLIENT_ID is set', async () => {
    const on = await site.request('/en/sign-in');
    expect(on.body).toContain('href="/en/sign-in/google"');
    expect(on.body).toContain('Continue with Google');
    expect(on.body).not.toContain('Continue with Facebook');
    const ru = await site.request('/sign-in');
    expect(ru.body).toContain('href="/sign-in/google"');
    const off = await plain.request('/en/sign-in');
    expect(off.body).not.toContain('/sign-in/google');
    expect(off.body).not.toContain('Continue with');
  });

  it('start: 303 to the provider, the flow in a short-lived HttpOnly, SameSite=Lax, Secure cookie for /sign-in/', async () => {
    provider.accounts.set('host-cookie', {
      email: 'host.cookie@example.com',
      email_verified: true,
    });
    const { flow } = await toCallback('host-cookie');
    expect(flow).toMatch(/; Path=\/sign-in\/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('click, provider login, callback, account: a new e-mail creates a customer who is signed in', async () => {
    provider.accounts.set('host-new', {
      email: 'host.new@example.com',
      email_verified: true,
      name: 'Host New',
    });
    const { path, cookie } = await toCallback('host-new');
    expect(path.startsWith('/sign-in/google/callback?code=')).toBe(true);
    const done = await site.request(path, { headers: { cookie } });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/en/account');
    const cookies = done.headers['set-cookie'] ?? [];
    expect(cookies).toContainEqual(
      expect.stringMatching(/^social-flow=; Path=\/sign-in\/; Max-Age=0; HttpOnly/),
    );
    const token = cookies.find((line) => line.startsWith('token=')) as string;
    expect(token).toMatch(
      /^token=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/,
    );
    const account = await site.request('/en/account', {
      headers: { cookie: token.split(';')[0] as string },
    });
    // Without a session the account answers 307 to sign-in: 200 is the signed-in account.
    expect(account.status).toBe(200);
  });

  it('a signed-in customer connects Google from Settings and comes back to Settings, which list it', async () => {
    const { email, password } = DEMO_CREDENTIALS.customer;
    const signIn = await api.fetch(
      new Request('http://web-api.test/web', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          lang: 'en',
          controller: 'Auth',
          subaction: 'signIn',
          email,
          password,
        }),
      }),
      '127.0.0.1',
    );
    const session = `token=${(await signIn.json()).data.jwt}`;
    provider.accounts.set('host-connect', { email: 'connect@example.com', email_verified: false });
    const { path, cookie, flow } = await toCallback('host-connect', 'en', session);
    expect(flow).toMatch(/^social-flow=en\.c\./);
    const done = await site.request(path, { headers: { cookie: `${cookie}; ${session}` } });
    expect(done.headers.location).toBe('/en/account/settings');
    const settings = await site.request('/en/account/settings', {
      headers: { cookie: session },
    });
    // React separates the two texts with a comment in server HTML.
    expect(settings.body).toMatch(/Google(<!-- -->)? \(connect@example\.com\)/);
    expect(settings.body).toContain('Unlink Google');
  });

  it('a replayed code lands on the sign-in page with a clear message in the page language', async () => {
    provider.accounts.set('host-replay', {
      email: 'host.replay@example.com',
      email_verified: true,
    });
    const { path, cookie } = await toCallback('host-replay', 'ua');
    expect((await site.request(path, { headers: { cookie } })).headers.location).toBe(
      '/ua/account',
    );
    const again = await site.request(path, { headers: { cookie } });
    expect(again.headers.location).toBe('/ua/sign-in?social=code');
    const page = await site.request('/ua/sign-in?social=code');
    expect(page.body).toContain(messageText('social.code', 'ua'));
  });

  it.each([
    ['a wrong aud', (claims: Record<string, unknown>) => ({ ...claims, aud: 'someone-else' }), 0],
    ['a wrong nonce', (claims: Record<string, unknown>) => ({ ...claims, nonce: 'another' }), 0],
    ['an expired ID token', (claims: Record<string, unknown>) => claims, 300_000],
  ] as const)(
    '%s lands on the sign-in page with the token message in the page language',
    async (_name, change, offset) => {
      provider.accounts.set('host-token', {
        email: 'host.token@example.com',
        email_verified: true,
      });
      const { path, cookie } = await toCallback('host-token', 'en');
      providerFetch = provider.tamperingFetch(change);
      offsetMs = offset;
      try {
        const answer = await site.request(path, { headers: { cookie } });
        expect(answer.headers.location).toBe('/en/sign-in?social=token');
        expect(answer.headers['set-cookie']?.some((line) => line.startsWith('token='))).toBe(false);
      } finally {
        providerFetch = fetch;
        offsetMs = 0;
      }
      const page = await site.request('/en/sign-in?social=token');
      expect(page.body).toContain(messageText('social.token', 'en'));
    },
  );

  it('a tampered state lands on the sign-in page with the state message', async () => {
    const { path, cookie } = await toCallback('host-replay', 'es');
    const tampered = path.replace(/state=([^&]+)/, 'state=forged');
    const answer = await site.request(tampered, { headers: { cookie } });
    expect(answer.headers.location).toBe('/es/sign-in?social=state');
    const page = await site.request('/es/sign-in?social=state');
    expect(page.body).toContain(messageText('social.state', 'es'));
  });

  it('a callback without the flow cookie (another browser, or replayed later) is refused', async () => {
    const { path } = await toCallback('host-replay');
    const answer = await site.request(path);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/sign-in?social=state');
  });

  it('a person who says no at the provider is told the sign-in was cancelled', async () => {
    const { cookie } = await toCallback('host-replay');
    const answer = await site.request('/sign-in/google/callback?error=access_denied&state=x', {
      headers: { cookie },
    });
    expect(answer.headers.location).toBe('/en/sign-in?social=cancelled');
  });

  it('a provider that is not configured is refused with "not available"', async () => {
    const answer = await site.request('/en/sign-in/facebook');
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/sign-in?social=off');
  });
});
