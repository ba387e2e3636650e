import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectionTokens } from '../../src/google/connection-store';
import { createGoogleRuntime, resealConnectionTokens } from '../../src/google/google-runtime';
import { readGoogleSettings } from '../../src/google/google-settings';
import { freshDatabase } from '../support/fresh-database';
import {
  type GoogleTestApi,
  JWT_SECRET,
  SITE,
  startGoogleTestApi,
  TOKEN_KEYS,
} from './google-test-api';
import { CLIENT, DEMO_USERS, ORIGIN } from './google-testbed';

let t: GoogleTestApi;
let customer: string;

beforeAll(async () => {
  t = await startGoogleTestApi();
  customer = await t.customer();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.api.db.query('delete from google_connections');
  t.sandbox.control.clearRequests();
});

const start = (token: string, controller = 'Google') =>
  t.ok({ method: 'POST', payload: { controller, subaction: 'connectStart', lang: 'en' }, token });

const finish = (
  token: string,
  fields: Record<string, unknown>,
  lang = 'en',
  controller = 'Google',
) =>
  t.call({
    method: 'POST',
    payload: { controller, subaction: 'connectFinish', lang, ...fields },
    token,
  });

function expectStateRefusal(result: { status: number; body: { data: { fields: unknown[] } } }) {
  expect(result.status).toBe(400);
  expect(result.body.data.fields).toEqual([
    expect.objectContaining({ field: 'state', code: 'state' }),
  ]);
}

describe('connecting a merchant to Google Business Profile (OAuth code with PKCE and state)', () => {
  it('Google/status says Connect is offered before any connection', async () => {
    const status = await t.ok({
      payload: { controller: 'Google', subaction: 'status', lang: 'en' },
      token: customer,
    });
    expect(status).toEqual({ connection: null, configured: true, sandbox: true });
  });

  it('connectStart asks for the code with S256 PKCE, a state, offline access and business.manage, back to the locations page', async () => {
    const { url, flow, expiresIn } = await start(customer);
    const asked = new URL(url);
    expect(asked.pathname).toBe('/accounts.google.com/o/oauth2/v2/auth');
    expect(asked.searchParams.get('redirect_uri')).toBe(`${SITE}/en/account/pins/locations`);
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    expect(asked.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(asked.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(asked.searchParams.get('access_type')).toBe('offline');
    expect(asked.searchParams.get('scope')).toBe(
      'openid email https://www.googleapis.com/auth/business.manage',
    );
    expect(flow).not.toContain(asked.searchParams.get('code_challenge'));
    expect(expiresIn).toBe(600);
  });

  it('connectFinish stores the connection (the double checked the verifier against the challenge); the token is sealed, never answered', async () => {
    const answer = await t.connect(customer);
    expect(answer.status).toBe(200);
    expect(answer.body.data.connection).toEqual({
      email: DEMO_USERS.merchant.email,
      state: 'connected',
      connectedAt: new Date(t.now()).toISOString(),
      syncedAt: null,
      sandbox: true,
    });
    const exchange = t.sandbox.control.requests.find((entry) => entry.path === '/token');
    expect(exchange?.status).toBe(200);
    expect((exchange?.body as Record<string, string> | undefined)?.code_verifier).toMatch(
      /^[\w-]{43}$/,
    );
    const { rows } = await t.api.db.query<{ refresh_token: string; access_token: string }>(
      'select refresh_token, access_token from google_connections',
    );
    expect(rows[0]?.refresh_token).toMatch(/^v1\.test\./);
    expect(rows[0]?.access_token).toMatch(/^v1\.test\./);
    expect(JSON.stringify(answer.body)).not.toContain('refresh');
    const status = await t.ok({
      payload: { controller: 'Google', subaction: 'status', lang: 'en' },
      token: customer,
    });
    expect(status.connection.state).toBe('connected');
    // The locations page carries the same answer, so its Connect/Disconnect render without JavaScript.
    const load = await t.ok({
      payload: {
        controller: 'Index',
        subaction: 'index',
        lang: 'en',
        route: '/en/account/pins/locations',
      },
      token: customer,
    });
    expect(load.page.google).toEqual(status);
    const other = await t.ok({
      payload: {
        controller: 'Index',
        subaction: 'index',
        lang: 'en',
        route: '/en/account/pins/sites',
      },
      token: customer,
    });
    expect(other.page.google).toBeUndefined();
  });

  it('a wrong state, a replayed callback, an expired flow and a flow without a verifier are refused on field state, in the page language', async () => {
    const begun = await start(customer);
    const back = await t.consent(begun.url);
    expectStateRefusal(
      await finish(customer, { code: back.code, state: 'not-the-state', flow: begun.flow }),
    );
    const ua = await finish(customer, { code: back.code, state: 'x', flow: begun.flow }, 'ua');
    expect(ua.body.data.fields[0].message).toContain('Підключіть ще раз');

    expect(
      (await finish(customer, { code: back.code, state: back.state, flow: begun.flow })).status,
    ).toBe(200);
    expectStateRefusal(
      await finish(customer, { code: back.code, state: back.state, flow: begun.flow }),
    );

    const late = await start(customer);
    const lateBack = await t.consent(late.url);
    t.advance(601_000);
    expectStateRefusal(
      await finish(customer, { code: lateBack.code, state: lateBack.state, flow: late.flow }),
    );

    const secret = new TextEncoder().encode(JWT_SECRET);
    const iat = Math.floor(t.now() / 1000);
    const forged = await new SignJWT({
      scope: 'customer',
      owner: null,
      state: 's',
      redirectUri: `${SITE}/en/account/pins/locations`,
      startedAt: t.now(),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('agency-web-api')
      .setAudience('agency:google-connect-flow')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(secret);
    expectStateRefusal(await finish(customer, { code: 'c', state: 's', flow: forged }));
  });

  it("another account's flow is refused: the flow is bound to the account the session acts for", async () => {
    const begun = await start(customer);
    const back = await t.consent(begun.url);
    const { alternates } = await t.ok({
      payload: { controller: 'Auth', subaction: 'alternates', lang: 'en' },
      token: customer,
    });
    const bakery = alternates.find((item: { name: string }) => item.name === 'Demo Bakery');
    const switched = await t.ok({
      method: 'POST',
      payload: {
        controller: 'Auth',
        subaction: 'switchAccount',
        lang: 'en',
        owner: bakery.owner,
        sid: bakery.sid,
      },
      token: customer,
    });
    expectStateRefusal(
      await finish(switched.jwt, { code: back.code, state: back.state, flow: begun.flow }),
    );
    expect(t.sandbox.control.requests.some((entry) => entry.path === '/token')).toBe(false);
  });

  it('a code Google refuses (already used, another verifier) is 400 on field code', async () => {
    const begun = await start(customer);
    const back = await t.consent(begun.url);
    const other = await start(customer);
    // The code was bound to the first flow's challenge: the second flow's verifier does not fit.
    const state = new URL(other.url).searchParams.get('state');
    const refused = await finish(customer, { code: back.code, state, flow: other.flow });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields).toEqual([
      expect.objectContaining({ field: 'code', code: 'code' }),
    ]);
  });

  it('a new connect replaces the grant and keeps the connection (and so its links)', async () => {
    const first = await t.connect(customer);
    const { rows: before } = await t.api.db.query<{ id: string; refresh_token: string }>(
      'select id, refresh_token from google_connections',
    );
    t.advance(1000);
    const second = await t.connect(customer);
    expect(second.body.data.connection.connectedAt > first.body.data.connection.connectedAt).toBe(
      true,
    );
    const { rows: after } = await t.api.db.query<{ id: string; refresh_token: string }>(
      'select id, refresh_token from google_connections',
    );
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(before[0]?.id);
    expect(after[0]?.refresh_token).not.toBe(before[0]?.refresh_token);
  });
});

describe('disconnecting', () => {
  it('revokes the grant at Google, unless another connection holds a grant of the same Google account', async () => {
    const admin = await t.admin();
    await t.connect(customer);
    await t.connect(admin, 'agency', DEMO_USERS.merchant.sub);
    // The pulls the connects queued run first: a worker woken by their commits would call Google meanwhile.
    await t.runJobs();
    t.sandbox.control.clearRequests();
    await t.ok({
      method: 'POST',
      payload: { controller: 'Google', subaction: 'disconnect', lang: 'en' },
      token: customer,
    });
    // Google ends every token of the user's grant at once: the agency's connection would go too.
    expect(t.sandbox.control.requests.map((entry) => entry.path)).toEqual([]);
    const listed = await t.call({
      payload: { controller: 'AgencyGoogle', subaction: 'locations', lang: 'en' },
      token: admin,
    });
    expect(listed.status).toBe(200);
    await t.ok({
      method: 'POST',
      payload: { controller: 'AgencyGoogle', subaction: 'disconnect', lang: 'en' },
      token: admin,
    });
    expect(t.sandbox.control.requests.filter((entry) => entry.path === '/revoke')).toEqual([
      expect.objectContaining({ status: 200 }),
    ]);
  });
});

describe('GOOGLE_TOKEN_KEYS rotation', () => {
  it('"put the new key first, restart (tokens are sealed again), then drop the old one"', async () => {
    await t.connect(customer);
    const rotated = await readGoogleSettings(
      {
        ...CLIENT,
        apisOrigin: ORIGIN,
        tokenKeys: `k2:${Buffer.alloc(32, 9).toString('base64')},${TOKEN_KEYS}`,
      },
      { env: {}, dataDir: null, siteUrl: SITE },
    );
    const runtime = createGoogleRuntime(rotated as NonNullable<typeof rotated>, t.now);
    expect(await resealConnectionTokens(t.api.db, runtime)).toBe(2);
    const { rows } = await t.api.db.query<{
      id: string;
      refresh_token: string;
      access_token: string;
    }>('select id, refresh_token, access_token from google_connections');
    expect(rows[0]?.refresh_token).toMatch(/^v1\.k2\./);
    expect(rows[0]?.access_token).toMatch(/^v1\.k2\./);
    const newOnly = await readGoogleSettings(
      { ...CLIENT, tokenKeys: `k2:${Buffer.alloc(32, 9).toString('base64')}` },
      { env: {}, dataDir: null, siteUrl: SITE },
    );
    const tokens = connectionTokens(
      t.api.db,
      (newOnly as NonNullable<typeof newOnly>).tokenKeys,
      rows[0]?.id as string,
    );
    expect((await tokens.read()).refreshToken).toMatch(/\S/);
    expect(await resealConnectionTokens(t.api.db, runtime)).toBe(0);
  });
});

describe('without a Google client', () => {
  it('Google/status says Connect is not offered and connectStart is 404', async () => {
    const { createWebApi } = await import('../../src/index');
    const api = await createWebApi({
      ...(await freshDatabase('demo')),
      demo: true,
      jwtSecret: JWT_SECRET,
      log: () => {},
      outbox: async () => {},
      google: null,
    });
    try {
      const signIn = await api.fetch(
        new Request('http://web.test/web', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            controller: 'Auth',
            subaction: 'signIn',
            lang: 'en',
            email: 'demo@agency.test',
            password: 'demo-customer-2026',
          }),
        }),
        '127.0.0.1',
      );
      const token = ((await signIn.json()) as { data: { jwt: string } }).data.jwt;
      const ask = (method: string, subaction: string) =>
        api.fetch(
          new Request(
            method === 'GET'
              ? `http://web.test/web?controller=Google&subaction=${subaction}&lang=en`
              : 'http://web.test/web',
            {
              method,
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              ...(method === 'POST'
                ? { body: JSON.stringify({ controller: 'Google', subaction, lang: 'en' }) }
                : {}),
            },
          ),
          '127.0.0.1',
        );
      expect(await (await ask('GET', 'status')).json()).toEqual({
        data: { connection: null, configured: false, sandbox: false },
      });
      expect((await ask('POST', 'connectStart')).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
