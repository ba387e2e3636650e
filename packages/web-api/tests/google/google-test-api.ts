import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { OutboxMessage } from '../../src/auth/outbox';
import { createWebApi, DEMO_CREDENTIALS, type WebApi } from '../../src/index';
import { freshDatabase } from '../support/fresh-database';
import { type CallResult, expectContractAnswer } from '../support/test-api';
import {
  CLIENT,
  createGoogleSandbox,
  DEMO_USERS,
  type GoogleSandbox,
  ORIGIN,
  type SandboxSeed,
  START_MS,
  seededRandom,
} from './google-testbed';

/** The site's public origin in these tests: the redirect URIs are built on it; nothing listens there. */
export const SITE = 'http://site.test';

/** Keys of the connections' tokens at rest in these tests (GOOGLE_TOKEN_KEYS's form). */
export const TOKEN_KEYS = `test:${randomBytes(32).toString('base64')}`;

/** The token secret of these tests (flows are signed with it). */
export const JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';

/** What a test sends to /web. */
export interface GoogleCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  payload: Record<string, unknown>;
  token?: string | null;
}

/** A backend with Google Business Profile wired to the Google double in process, on one test clock. */
export interface GoogleTestApi {
  api: WebApi;
  sandbox: GoogleSandbox;
  /** The messages the outbox delivered, in order. */
  sent: OutboxMessage[];
  now(): number;
  advance(ms: number): void;
  /** One /web call in process; its answer is checked against the contract. */
  call(init: GoogleCall): Promise<CallResult>;
  /** The same, expecting 200; the answer's data. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read into answers the contract already checked.
  ok(init: GoogleCall): Promise<any>;
  customer(): Promise<string>;
  admin(): Promise<string>;
  /** Goes through the double's consent page as a Google user: the callback's code and state. */
  consent(
    url: string,
    user?: string,
  ): Promise<{ code: string; state: string; redirectUri: string }>;
  /** connectStart, consent as `user`, connectFinish: the finish answer. */
  connect(token: string, scope?: 'customer' | 'agency', user?: string): Promise<CallResult>;
  /**
   * Imports the connected account's listings named `names` as new locations (Google/importCommit):
   * each linked location's id by its listing's Google name.
   */
  importListings(token: string, names: readonly string[]): Promise<Record<string, string>>;
  /** Runs every job due now, on the test clock. */
  runJobs(): Promise<void>;
  /** The PATCHes the double answered: updateMask and status of each, oldest first. */
  patches(): { location: string; updateMask: string[] | undefined; status: number }[];
  close(): Promise<void>;
}

/** Options of a Google test backend: a database of its own, or a shared one and sandbox (two processes). */
export interface GoogleTestOptions {
  databaseUrl?: string;
  sandbox?: GoogleSandbox;
  clock?: { now: number };
  /** The double's data (default: its demo seed). */
  seed?: SandboxSeed;
  /** Where the backend sends Google's calls (default ORIGIN; the demo's double sits under a path of the site). */
  apisOrigin?: string;
}

/** A sandbox on a test clock that knows the tests' OAuth client and accepts any redirect under SITE. */
export function testSandbox(clock: { now: number }, seed?: SandboxSeed): GoogleSandbox {
  return createGoogleSandbox({
    now: () => clock.now,
    random: seededRandom(26),
    clients: [{ ...CLIENT, redirectUris: [], redirectOrigins: [SITE] }],
    ...(seed ? { seed } : {}),
  });
}

/** Starts the backend (in-memory PGlite, or a fresh PostgreSQL schema under WEB_API_TEST_POSTGRES=1). */
export async function startGoogleTestApi(options: GoogleTestOptions = {}): Promise<GoogleTestApi> {
  const clock = options.clock ?? { now: START_MS };
  const sandbox = options.sandbox ?? testSandbox(clock, options.seed);
  const sent: OutboxMessage[] = [];
  const inProcess: typeof fetch = async (input, init) =>
    sandbox.handle(new Request(input instanceof URL ? input.href : input, init));
  const api = await createWebApi({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : await freshDatabase('demo')),
    demo: true,
    jwtSecret: JWT_SECRET,
    now: () => clock.now,
    outbox: async (message) => {
      sent.push(message);
    },
    log: () => {},
    google: {
      ...CLIENT,
      apisOrigin: options.apisOrigin ?? ORIGIN,
      fetch: inProcess,
      tokenKeys: TOKEN_KEYS,
      sandbox: true,
      redirectBase: SITE,
    },
  });

  async function call({ method = 'GET', payload, token }: GoogleCall): Promise<CallResult> {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    let url = 'http://web.test/web';
    let body: string | undefined;
    if (method === 'GET') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(payload)) query.set(key, String(value));
      url = `${url}?${query}`;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(payload);
    }
    const answer = await api.fetch(new Request(url, { method, headers, body }), '127.0.0.1');
    const text = await answer.text();
    const result = {
      status: answer.status,
      body: text ? JSON.parse(text) : null,
      headers: answer.headers,
    };
    expectContractAnswer(payload, result);
    return result;
  }

  async function ok(init: GoogleCall) {
    const result = await call(init);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.data;
  }

  async function signIn(controller: 'Auth' | 'Admin', email: string, password: string) {
    const subaction = controller === 'Auth' ? 'signIn' : 'login';
    const data = await ok({
      method: 'POST',
      payload: { controller, subaction, lang: 'en', email, password },
    });
    return data.jwt as string;
  }

  async function consent(url: string, user: string = DEMO_USERS.merchant.sub) {
    const page = await inProcess(url);
    const request = /name="request" value="([^"]+)"/.exec(await page.text())?.[1];
    if (!request) throw new Error(`no consent form (status ${page.status})`);
    const approve = new URLSearchParams({ request, user, decision: 'allow' });
    const base = options.apisOrigin ?? ORIGIN;
    const answer = await inProcess(`${base}/accounts.google.com/o/oauth2/v2/approve?${approve}`, {
      redirect: 'manual',
    });
    const back = new URL(answer.headers.get('location') ?? '');
    return {
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
      redirectUri: `${back.origin}${back.pathname}`,
    };
  }

  return {
    api,
    sandbox,
    sent,
    now: () => clock.now,
    advance: (ms) => {
      clock.now += ms;
    },
    call,
    ok,
    customer: () =>
      signIn('Auth', DEMO_CREDENTIALS.customer.email, DEMO_CREDENTIALS.customer.password),
    admin: () => signIn('Admin', DEMO_CREDENTIALS.admin.email, DEMO_CREDENTIALS.admin.password),
    consent,
    async connect(token, scope = 'customer', user) {
      const controller = scope === 'customer' ? 'Google' : 'AgencyGoogle';
      const start = await ok({
        method: 'POST',
        payload: { controller, subaction: 'connectStart', lang: 'en' },
        token,
      });
      const back = await consent(
        start.url,
        user ?? (scope === 'customer' ? DEMO_USERS.merchant.sub : DEMO_USERS.agency.sub),
      );
      return call({
        method: 'POST',
        payload: {
          controller,
          subaction: 'connectFinish',
          lang: 'en',
          code: back.code,
          state: back.state,
          flow: start.flow,
        },
        token,
      });
    },
    async importListings(token, names) {
      await ok({
        method: 'POST',
        payload: {
          controller: 'Google',
          subaction: 'importCommit',
          lang: 'en',
          choices: names.map((name) => ({ name, action: 'create' })),
        },
        token,
      });
      const { rows } = await api.db.query<{ location_id: string; google_name: string }>(
        'select location_id, google_name from google_location_links',
      );
      return Object.fromEntries(rows.map((row) => [row.google_name, row.location_id]));
    },
    runJobs: () => api.runJobs(),
    patches: () =>
      sandbox.control.requests
        .filter((entry) => entry.method === 'PATCH')
        .map((entry) => ({
          location: entry.path.replace(/^\/v1\//, ''),
          updateMask: entry.updateMask,
          status: entry.status,
        })),
    close: () => api.close(),
  };
}
