import type { Language, SocialProblem } from '@agency/core';
import { messageText } from '@agency/core/server-messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../src/index';
import { SITE, type SocialTestApi, startSocialTestApi } from './support/social-test-api';
import type { CallResult } from './support/test-api';

const GOOGLE_CALLBACK = `${SITE}/sign-in/google/callback`;

let t: SocialTestApi;

async function googleSignIn(subject: string, token?: string) {
  return t.finish(await t.throughGoogle(subject), 'en', token);
}

function expectRefusal(result: CallResult, problem: SocialProblem, lang: Language = 'en') {
  expect(result.status).toBe(400);
  expect(result.body.data.fields).toEqual([
    { field: 'social', code: problem, message: messageText(`social.${problem}`, lang) },
  ]);
}

async function settingsOf(token: string) {
  const answer = await t.get({ controller: 'Account', subaction: 'settings', lang: 'en' }, token);
  expect(answer.status).toBe(200);
  return answer.body.data.settings;
}

async function profileOf(token: string) {
  const answer = await t.call({ controller: 'Index', subaction: 'profile', lang: 'en' }, token);
  return answer.body.data.profile;
}

beforeAll(async () => {
  t = await startSocialTestApi();
});

afterAll(() => t.close());

beforeEach(() => {
  t.clock.offsetMs = 0;
  t.providerFetch.current = fetch;
});

describe('Google sign-in against a real OpenID Connect provider on loopback', () => {
  it('starts with PKCE S256, a state and a nonce, redirecting back to PUBLIC_URL/sign-in/google/callback', async () => {
    const start = await t.call({
      controller: 'Auth',
      subaction: 'socialStart',
      lang: 'en',
      provider: 'google',
    });
    const url = new URL(start.body.data.url);
    expect(url.origin).toBe(t.provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(GOOGLE_CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(start.body.data.expiresIn).toBe(600);
  });

  it('a new e-mail creates a customer', async () => {
    t.provider.accounts.set('g-new', {
      email: 'New.Person@example.com',
      email_verified: true,
      name: 'New Person',
    });
    const answer = await googleSignIn('g-new');
    expect(answer.status).toBe(200);
    const profile = await profileOf(answer.body.data.jwt);
    expect(profile).toMatchObject({
      kind: 'customer',
      email: 'new.person@example.com',
      name: 'New Person',
      emailConfirmed: true,
    });
    expect((await settingsOf(answer.body.data.jwt)).linkedProviders).toEqual([
      expect.objectContaining({ provider: 'google', email: 'New.Person@example.com' }),
    ]);
    // The next sign-in finds the same customer by the provider's subject.
    const again = await googleSignIn('g-new');
    expect((await profileOf(again.body.data.jwt)).id).toBe(profile.id);
  });

  it('a verified provider e-mail that matches an existing customer with a confirmed e-mail signs into that account', async () => {
    const own = await profileOf(await t.passwordSignIn());
    t.provider.accounts.set('g-demo', {
      email: DEMO_CREDENTIALS.customer.email,
      email_verified: true,
      name: 'Demo',
    });
    const answer = await googleSignIn('g-demo');
    expect(answer.status).toBe(200);
    expect((await profileOf(answer.body.data.jwt)).id).toBe(own.id);
    // Unlinking keeps the password as a way in.
    const unlinked = await t.call(
      { controller: 'Account', subaction: 'unlinkProvider', lang: 'en', provider: 'google' },
      answer.body.data.jwt,
    );
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.data.linkedProviders).toEqual([]);
  });

  it('an unverified provider e-mail never links to an existing account', async () => {
    t.provider.accounts.set('g-unverified', {
      email: DEMO_CREDENTIALS.customer.email,
      email_verified: false,
    });
    expectRefusal(await googleSignIn('g-unverified'), 'emailInUse');
    expect((await settingsOf(await t.passwordSignIn())).linkedProviders).toEqual([]);
  });

  it('a provider account without an e-mail is refused with noEmail', async () => {
    t.provider.accounts.set('g-no-email', { name: 'Nobody' });
    expectRefusal(await googleSignIn('g-no-email'), 'noEmail');
  });

  it('Settings can unlink a provider only while another way to sign in remains', async () => {
    t.provider.accounts.set('g-only', { email: 'only.google@example.com', email_verified: true });
    const { jwt } = (await googleSignIn('g-only')).body.data;
    const refused = await t.call(
      { controller: 'Account', subaction: 'unlinkProvider', lang: 'en', provider: 'google' },
      jwt,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.data.fields[0]).toMatchObject({ field: 'provider', code: 'lastWay' });
    expect((await settingsOf(jwt)).linkedProviders).toHaveLength(1);
    const notLinked = await t.call(
      { controller: 'Account', subaction: 'unlinkProvider', lang: 'en', provider: 'facebook' },
      jwt,
    );
    expect(notLinked.status).toBe(404);
  });

  it('a signed-in customer connects a provider account; one linked to another customer is refused', async () => {
    const token = await t.passwordSignIn();
    t.provider.accounts.set('g-connect', { email: 'elsewhere@example.com', email_verified: true });
    const linked = await googleSignIn('g-connect', token);
    expect(linked.status).toBe(200);
    expect((await settingsOf(token)).linkedProviders).toEqual([
      expect.objectContaining({ provider: 'google', email: 'elsewhere@example.com' }),
    ]);
    t.provider.accounts.set('g-other', {
      email: 'other.customer@example.com',
      email_verified: true,
    });
    await googleSignIn('g-other');
    expectRefusal(await googleSignIn('g-other', token), 'linkedElsewhere');
    await t.call(
      { controller: 'Account', subaction: 'unlinkProvider', lang: 'en', provider: 'google' },
      token,
    );
  });

  describe('refusals, each with a clear message in the page language', () => {
    beforeAll(() => {
      t.provider.accounts.set('g-refused', { email: 'refused@example.com', email_verified: true });
    });

    it('a tampered state', async () => {
      const params = await t.throughGoogle('g-refused', 'ru');
      expectRefusal(await t.finish({ ...params, state: `${params.state}x` }, 'ru'), 'state', 'ru');
    });

    it('a tampered flow cookie', async () => {
      const params = await t.throughGoogle('g-refused', 'ua');
      const flow = `${String(params.flow).slice(0, -4)}AAAA`;
      expectRefusal(await t.finish({ ...params, flow }, 'ua'), 'state', 'ua');
    });

    it('a flow that has expired', async () => {
      const params = await t.throughGoogle('g-refused');
      t.clock.offsetMs = 601_000;
      expectRefusal(await t.finish(params), 'state');
    });

    it('a replayed code', async () => {
      const params = await t.throughGoogle('g-refused', 'es');
      expect((await t.finish(params, 'es')).status).toBe(200);
      expectRefusal(await t.finish(params, 'es'), 'code', 'es');
    });

    it('a wrong aud', async () => {
      t.providerFetch.current = t.provider.tamperingFetch((claims) => ({
        ...claims,
        aud: 'someone-else',
      }));
      expectRefusal(await t.finish(await t.throughGoogle('g-refused')), 'token');
    });

    it('an expired ID token', async () => {
      const params = await t.throughGoogle('g-refused');
      // The ID token lives 60 s; our clock is 5 minutes on (the flow's 10 minutes still hold).
      t.clock.offsetMs = 300_000;
      expectRefusal(await t.finish(params), 'token');
    });

    it('a wrong nonce', async () => {
      t.providerFetch.current = t.provider.tamperingFetch((claims) => ({
        ...claims,
        nonce: 'another-nonce',
      }));
      expectRefusal(await t.finish(await t.throughGoogle('g-refused')), 'token');
    });

    it('a forged signature', async () => {
      t.providerFetch.current = t.provider.tamperingFetch((claims) => claims, { foreignKey: true });
      expectRefusal(await t.finish(await t.throughGoogle('g-refused')), 'token');
    });

    it('the control: the same account signs in when nothing is tampered with', async () => {
      expect((await t.finish(await t.throughGoogle('g-refused'))).status).toBe(200);
    });
  });
});

describe('Facebook sign-in against a loopback stand-in for its dialog, token and me endpoints', () => {
  it('starts with PKCE S256 and a state, redirecting back to PUBLIC_URL/sign-in/facebook/callback', async () => {
    const start = await t.call({
      controller: 'Auth',
      subaction: 'socialStart',
      lang: 'en',
      provider: 'facebook',
    });
    const url = new URL(start.body.data.url);
    expect(url.href.startsWith(t.facebook.client.authorizationEndpoint as string)).toBe(true);
    expect(url.searchParams.get('redirect_uri')).toBe(`${SITE}/sign-in/facebook/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('email public_profile');
  });

  it('a new e-mail creates a customer, whose e-mail waits for confirmation (Graph does not say it is verified)', async () => {
    t.facebook.users.set('fb-new', {
      id: 'fb-new',
      name: 'Face Book',
      email: 'face.book@example.com',
    });
    const answer = await t.finish(await t.throughFacebook('fb-new'));
    expect(answer.status).toBe(200);
    const profile = await profileOf(answer.body.data.jwt);
    expect(profile).toMatchObject({
      email: 'face.book@example.com',
      name: 'Face Book',
      emailConfirmed: false,
    });
    const again = await t.finish(await t.throughFacebook('fb-new'));
    expect((await profileOf(again.body.data.jwt)).id).toBe(profile.id);
  });

  it('an unverified provider e-mail never links to an existing account', async () => {
    t.facebook.users.set('fb-demo', {
      id: 'fb-demo',
      name: 'Demo',
      email: DEMO_CREDENTIALS.customer.email,
    });
    expectRefusal(await t.finish(await t.throughFacebook('fb-demo')), 'emailInUse');
  });

  it('a replayed code is refused', async () => {
    t.facebook.users.set('fb-replay', {
      id: 'fb-replay',
      name: 'Re Play',
      email: 'replay@example.com',
    });
    const params = await t.throughFacebook('fb-replay', 'ru');
    expect((await t.finish(params, 'ru')).status).toBe(200);
    expectRefusal(await t.finish(params, 'ru'), 'code', 'ru');
  });

  it('a tampered state is refused', async () => {
    const params = await t.throughFacebook('fb-replay');
    expectRefusal(await t.finish({ ...params, state: 'forged' }), 'state');
  });

  it('a flow started for Google does not finish a Facebook callback', async () => {
    const google = await t.throughGoogle('g-refused');
    const params = await t.throughFacebook('fb-replay');
    expectRefusal(await t.finish({ ...params, flow: String(google.flow) }), 'state');
  });
});

// Last in the file: it spends one address's budget (in a window of its own, an hour ahead).
describe('a flood of callbacks from one address', () => {
  it('is cut off after 60 finishes in 15 minutes (429 with retryAfter), forged ones counted too', async () => {
    t.clock.offsetMs = 60 * 60 * 1000;
    const forged = { provider: 'google', code: 'x', state: 'y', flow: 'not-a-flow' };
    for (let i = 0; i < 60; i += 1) {
      const answer = await t.finish(forged);
      expect(answer.status, `finish ${i + 1}`).toBe(400);
      expect(answer.body.data.fields[0]).toMatchObject({ field: 'social', code: 'state' });
    }
    const refused = await t.finish(forged);
    expect(refused.status).toBe(429);
    expect(refused.body.data.retryAfter).toBeGreaterThan(0);
    t.clock.offsetMs = 60 * 60 * 1000 + 16 * 60 * 1000;
    expect((await t.finish(forged)).status).toBe(400);
  });
});
