import { createServer, type Server } from 'node:http';
import { expect } from 'vitest';
import { createWebApi, DEMO_CREDENTIALS, type WebApi } from '../../src/index';
import { type FacebookStandIn, startFacebookStandIn } from './facebook-stand-in';
import { databaseImage } from './fresh-database';
import { type OidcTestProvider, startOidcTestProvider, walkProvider } from './oidc-test-provider';
import { type CallResult, expectContractAnswer } from './test-api';

/** The site's public origin in these tests: the redirect URIs point at it, nothing listens there. */
export const SITE = 'http://site.test';

/** The parameters Auth/socialFinish takes, as the host gathers them from the callback and the cookie. */
export type FinishParams = Record<string, string>;

/** A backend with Google pointed at a real OIDC provider on loopback and Facebook at a loopback stand-in. */
export interface SocialTestApi {
  api: WebApi;
  provider: OidcTestProvider;
  facebook: FacebookStandIn;
  /** Moves the backend's clock (ms) ahead of the real one. */
  clock: { offsetMs: number };
  /** How the backend reaches the providers (default: plain fetch; tests swap in a tampering one). */
  providerFetch: { current: typeof fetch };
  /** POST /web; the answer is checked against the contract. */
  call(payload: Record<string, unknown>, token?: string): Promise<CallResult>;
  /** GET /web; the answer is checked against the contract. */
  get(payload: Record<string, unknown>, token: string): Promise<CallResult>;
  /** Auth/socialStart, then the person signs in at the provider as `subject`: the callback's parameters and the flow. */
  throughGoogle(subject: string, lang?: string): Promise<FinishParams>;
  /** The same through Facebook's dialog, logging in as the Facebook user `id`. */
  throughFacebook(id: string, lang?: string): Promise<FinishParams>;
  /** Auth/socialFinish. */
  finish(params: FinishParams, lang?: string, token?: string): Promise<CallResult>;
  /** The demo customer's token, by e-mail and password. */
  passwordSignIn(): Promise<string>;
  close(): Promise<void>;
}

/** Starts the provider and a backend on loopback that knows it. */
export async function startSocialTestApi(): Promise<SocialTestApi> {
  const provider = await startOidcTestProvider(`${SITE}/sign-in/google/callback`);
  const facebook = await startFacebookStandIn(`${SITE}/sign-in/facebook/callback`);
  const clock = { offsetMs: 0 };
  const providerFetch = { current: fetch };
  const api = await createWebApi({
    inMemory: true,
    pgliteImage: databaseImage('demo'),
    demo: true,
    jwtSecret: 'test-secret-of-at-least-thirty-two-characters',
    now: () => Date.now() + clock.offsetMs,
    siteUrl: SITE,
    log: () => {},
    social: {
      google: {
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        issuer: provider.issuer,
      },
      facebook: facebook.client,
      allowHttp: true,
      // openid-client's fetch options are a RequestInit (method, headers, body, redirect, signal).
      fetch: (url, init) => providerFetch.current(url, init as RequestInit),
    },
  });
  const server: Server = createServer(api.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/web`;

  async function send(url: string, init: RequestInit, payload: Record<string, unknown>) {
    const answer = await fetch(url, init);
    const result = { status: answer.status, body: await answer.json(), headers: answer.headers };
    expectContractAnswer(payload, result);
    return result;
  }

  const call: SocialTestApi['call'] = (payload, token) =>
    send(
      base,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(payload),
      },
      payload,
    );

  const finish: SocialTestApi['finish'] = (params, lang = 'en', token) =>
    call({ controller: 'Auth', subaction: 'socialFinish', lang, ...params }, token);

  async function through(which: 'google' | 'facebook', who: string, lang = 'en') {
    const start = await call({
      controller: 'Auth',
      subaction: 'socialStart',
      lang,
      provider: which,
    });
    expect(start.status).toBe(200);
    (which === 'google' ? provider : facebook).signInAs(who);
    const back = await walkProvider(start.body.data.url, SITE);
    expect(back.origin + back.pathname).toBe(`${SITE}/sign-in/${which}/callback`);
    const iss = back.searchParams.get('iss');
    return {
      provider: which,
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
      ...(iss === null ? {} : { iss }),
      flow: start.body.data.flow as string,
    };
  }

  return {
    api,
    provider,
    facebook,
    clock,
    providerFetch,
    call,
    get: (payload, token) =>
      send(
        `${base}?${new URLSearchParams(payload as Record<string, string>)}`,
        { headers: { authorization: `Bearer ${token}` } },
        payload,
      ),
    throughGoogle: (subject, lang) => through('google', subject, lang),
    throughFacebook: (id, lang) => through('facebook', id, lang),
    finish,
    async passwordSignIn() {
      const { email, password } = DEMO_CREDENTIALS.customer;
      const answer = await call({
        controller: 'Auth',
        subaction: 'signIn',
        lang: 'en',
        email,
        password,
      });
      return answer.body.data.jwt as string;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await api.close();
      await provider.close();
      await facebook.close();
    },
  };
}
