import type { Action, State } from '@agency/core';
import { createStore, initialState, reducer } from '@agency/core';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserApi } from '../src/browser/create-browser-api';
import { syncSession } from '../src/browser/sync-session';
import { json, startUpstream, type TestUpstream } from './support/upstream';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const NOW = 1_800_000_000_000;
const jwtUntil = (seconds: number) => `${b64({ alg: 'HS256' })}.${b64({ exp: seconds })}.c2ln`;

describe('syncSession', () => {
  let upstream: TestUpstream;

  beforeAll(async () => {
    upstream = await startUpstream((_req, res) =>
      json(res, 200, { data: { profile: { name: 'Demo' } } }),
    );
  });
  afterAll(() => upstream.close());

  function setup(signIn?: string) {
    const context = {
      protocol: 'http' as const,
      hostname: 'localhost',
      headers: {},
      cookies: {},
      ip: '',
      statusCode: 200,
    };
    const store = createStore<State, Action>(reducer, initialState(context, 'en'));
    const api = createBrowserApi(createClient({ baseUrl: upstream.url }), {
      lang: () => store.getState().lang,
      jwt: () => store.getState().session.jwt,
    });
    const cookies: string[] = [];
    // A keeper that loads after the sign-in (it loads once there is a session) is told the page
    // started without one.
    if (signIn !== undefined) store.dispatch({ type: 'session/jwtSet', jwt: signIn });
    syncSession(
      store,
      api,
      { writeCookie: (cookie) => cookies.push(cookie), secure: true, now: () => NOW },
      null,
    );
    return { store, cookies };
  }

  it('session: jwt set or cleared; setting it also writes the client token cookie', async () => {
    const { store, cookies } = setup();
    const jwt = jwtUntil(NOW / 1000 + 600);
    store.dispatch({ type: 'session/jwtSet', jwt });
    expect(cookies).toEqual([`token=${jwt}; Path=/; Max-Age=600; SameSite=Lax; Secure`]);
    store.dispatch({ type: 'session/jwtCleared' });
    expect(cookies.at(-1)).toBe('token=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it('a keeper started after the sign-in writes the cookie of the jwt the page did not start with', () => {
    const jwt = jwtUntil(NOW / 1000 + 602);
    const { cookies } = setup(jwt);
    expect(cookies).toEqual([`token=${jwt}; Path=/; Max-Age=602; SameSite=Lax; Secure`]);
  });

  it('the session is expired when the jwt expiry is earlier than now: it is cleared, and so is the cookie', () => {
    const { store, cookies } = setup();
    store.dispatch({ type: 'session/jwtSet', jwt: jwtUntil(NOW / 1000 - 1) });
    expect(store.getState().session.jwt).toBeNull();
    expect(cookies.at(-1)).toBe('token=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it('profile: fetched once when a jwt exists and is not yet fetched, then marked fetched', async () => {
    const { store } = setup();
    // Its own expiry makes this jwt unique, so calls of other tests cannot be counted here.
    const jwt = jwtUntil(NOW / 1000 + 601);
    store.dispatch({ type: 'session/jwtSet', jwt });
    store.dispatch({ type: 'document/scrolled', x: 0, y: 10 });
    await expect.poll(() => store.getState().session.profile.isFetched).toBe(true);
    store.dispatch({ type: 'document/scrolled', x: 0, y: 20 });
    const calls = upstream.calls.filter((call) => call.headers.authorization === `Bearer ${jwt}`);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${jwt}`);
    expect(store.getState().session.profile.data).toEqual({ name: 'Demo' });
  });
});
