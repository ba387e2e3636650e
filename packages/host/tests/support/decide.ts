import { join } from 'node:path';
import type { RouteMatch } from '@agency/core';
import createClient from 'openapi-fetch';
import { keptAnswer, type LoadPage } from '../../src/server/decide-page';
import { createDecider, type HostDecision, securityOf } from '../../src/server/decide-request';
import { DIST_DIR } from '../../src/server/dist-dir';
import { plainRequest } from '../../src/server/host-request';
import { isStreamed } from '../../src/server/host-response';
import { limitedFetch } from '../../src/server/limited-fetch';
import { loadPage, type PageData, type PageLoad } from '../../src/server/load-page';
import { createPageCaches } from '../../src/server/page-caches';
import { readManifest } from '../../src/server/start-host';
import { loadStaticAssets } from '../../src/server/static-assets';
import { testConfig } from './site';
import { pageAnswer } from './upstream';

/** One page load the decision asked for: the matched route and the session token it carried. */
export interface LoadCall {
  match: RouteMatch;
  jwt: string | null;
}

/** A decided answer as a test reads it (like a RawResponse): status, headers, the body as text and bytes as sent, and the decision. */
export interface Decided {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
  /** The body's bytes as they would be sent (still compressed when content-encoding says so; none for HEAD). */
  raw: Buffer;
  decision: HostDecision;
}

/** The host's decision step with a test's page loader: no socket, no server. */
export interface TestDecider {
  /** Decides a request for `path` (GET unless told) with the given headers; the Cookie header becomes its cookies. */
  request(
    path: string,
    options?: { method?: string; headers?: Record<string, string> },
  ): Promise<Decided>;
  /** Every page load the decisions asked for, in order. */
  calls: LoadCall[];
  /** Page loads of one route path. */
  loadsOf(path: string): number;
  /** Empties the landing and page-data caches (the backend announced a content change). */
  flush(): void;
}

/** The page data pagesUpstream answers: named after the requested route, the landing with a cache hint of 120. */
export function pagesData(match: RouteMatch): PageData {
  const route = match.path;
  const name = route === '/' || /^\/(en|ua|es)$/.test(route) ? 'home' : 'page';
  // Like the real backend, pages the editors cannot edit (sign-in, error pages) carry no description.
  const unedited = /\/(sign-in|40\d)$/.test(route);
  const extra = unedited ? { meta: { description: '', keywords: '' } } : {};
  return pageAnswer(name, route, `Title of ${route}`, extra).data as PageData;
}

/** A page loader that answers every page like pagesUpstream. */
export const pagesLoad = async (match: RouteMatch): Promise<PageLoad> => ({
  kind: 'page',
  data: pagesData(match),
});

/** A page loader that calls a real /web backend at `baseUrl` the way the host does (typed client, error catalogue). */
export function upstreamLoad(
  baseUrl: string,
): (match: RouteMatch, jwt: string | null) => Promise<PageLoad> {
  const client = createClient({ baseUrl, fetch: limitedFetch(1024 * 1024) });
  return (match, jwt) =>
    loadPage(client, match, {
      headers: {
        accept: 'application/json',
        ...(jwt === null ? {} : { authorization: `Bearer ${jwt}` }),
      },
      timeoutMs: 10_000,
    });
}

/** A page loader that calls `answer` as its /web backend through the host's typed client and error catalogue, in process. */
export function fetchLoad(
  answer: (request: Request) => Response | Promise<Response>,
): (match: RouteMatch, jwt: string | null) => Promise<PageLoad> {
  const client = createClient({
    baseUrl: 'http://upstream.test',
    fetch: async (input: Request) => answer(input),
  });
  return (match, jwt) =>
    loadPage(client, match, {
      headers: {
        accept: 'application/json',
        ...(jwt === null ? {} : { authorization: `Bearer ${jwt}` }),
      },
      timeoutMs: 10_000,
    });
}

/** Creates the host's decision step as startSite configures the host, with `load` as its backend. */
export function testDecider(
  load: (match: RouteMatch, jwt: string | null) => Promise<PageLoad>,
  options: {
    env?: Record<string, string>;
    now?: () => number;
    ready?: () => Promise<boolean>;
  } = {},
): TestDecider {
  const config = testConfig(options.env);
  const now = options.now ?? Date.now;
  const caches = createPageCaches(config, now);
  const security = securityOf(config);

  const decide = createDecider({
    config,
    manifest: readManifest(),
    assets: loadStaticAssets(join(DIST_DIR, 'client')),
    caches,
    ready: options.ready ?? (async () => true),
    now,
  });
  const calls: LoadCall[] = [];
  const recorded: LoadPage = (match, jwt) => {
    calls.push({ match, jwt });
    return load(match, jwt);
  };
  return {
    calls,
    loadsOf: (path) => calls.filter((call) => call.match.path === path).length,
    flush() {
      caches.landing.clear();
      caches.pageData.clear();
    },
    async request(path, init = {}) {
      const headers = Object.fromEntries(
        Object.entries(init.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const request = plainRequest({ method: init.method ?? 'GET', url: path, headers });
      // As the request handler does (decision 0066): a kept page by its target first, then the decider.
      const kept = keptAnswer(request, caches.landing, security);
      const decision: HostDecision =
        kept !== null ? { kind: 'answer', ...kept } : await decide(request, recorded);
      if (decision.kind !== 'answer') {
        return { status: 0, headers: {}, body: '', raw: Buffer.alloc(0), decision };
      }
      const { response } = decision;
      if (isStreamed(response.body)) throw new Error('a page is never streamed');
      const raw = init.method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(response.body);
      return {
        status: response.status,
        headers: response.headers,
        body: raw.toString('utf8'),
        raw,
        decision,
      };
    },
  };
}
