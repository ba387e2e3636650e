import { join } from 'node:path';
import { newTrace, type RequestTrace } from '../../src/server/access-log';
import { createRequestHandler } from '../../src/server/create-request-handler';
import { DIST_DIR } from '../../src/server/dist-dir';
import { plainRequest } from '../../src/server/host-request';
import { type HostResponse, isStreamed } from '../../src/server/host-response';
import { createLandingCache } from '../../src/server/landing-cache';
import { createPageDataCache } from '../../src/server/page-data-cache';
import { readManifest } from '../../src/server/start-host';
import { loadStaticAssets } from '../../src/server/static-assets';
import type { Upstream } from '../../src/server/upstream';
import { testConfig } from './site';

/** A HostResponse as a test reads it: status, headers (Set-Cookie as its lines, like node:http's), the body as text. */
export interface Handled {
  status: number;
  headers: { [name: string]: string | string[] | undefined; 'set-cookie'?: string[] };
  body: string;
  response: HostResponse;
}

/** The host's request handler with a test's backend: every request decided without a socket. */
export interface TestHandler {
  /** Decides one request (GET unless told; header names in any case). */
  request(
    path: string,
    options?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<Handled>;
  /** The handler's own answer to a GET (a HostResponse in this turn, or a promise of one) and its trace. */
  answer(
    path: string,
    headers?: Record<string, string>,
  ): { answer: HostResponse | Promise<HostResponse>; trace: RequestTrace };
}

/** A backend called in process by the host's own calls (page loads, forms, sign-in): `fetch` answers them. */
export function fetchUpstream(
  fetch: (request: Request, clientIp: string) => Promise<Response>,
): Upstream {
  return {
    kind: 'embedded',
    fetch,
    answer: () => Promise.reject(new Error('the browser /web is not called here')),
  };
}

async function textOf(body: HostResponse['body']): Promise<string> {
  if (!isStreamed(body)) return Buffer.from(body).toString('utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Creates the request handler as startSite configures the host (public URL, HTTPS), calling `upstream`. */
export function testHandler(upstream: Upstream, env: Record<string, string> = {}): TestHandler {
  const config = testConfig(env);
  const now = Date.now;
  const handler = createRequestHandler({
    config,
    manifest: readManifest(),
    assets: loadStaticAssets(join(DIST_DIR, 'client')),
    caches: {
      landing: createLandingCache({
        ttlMs: config.landingCacheSeconds * 1000,
        maxEntries: 64,
        now,
      }),
      pageData: createPageDataCache({
        maxEntries: 256,
        maxBytes: 8 * 1024 * 1024,
        maxSeconds: config.landingCacheSeconds,
        now,
      }),
    },
    upstream,
    ready: async () => true,
    now,
    logger: { error: () => {} },
    sandbox: null,
  });
  return {
    answer(path, headers = {}) {
      const trace = newTrace('');
      return {
        answer: handler.handle(plainRequest({ method: 'GET', url: path, headers }), trace),
        trace,
      };
    },
    async request(path, init = {}) {
      const headers = Object.fromEntries(
        Object.entries(init.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const trace = newTrace('');
      const response = await handler.handle(
        plainRequest({
          method: init.method ?? 'GET',
          url: path,
          headers,
          ...(init.body === undefined ? {} : { body: init.body }),
        }),
        trace,
      );
      return {
        status: response.status,
        headers: {
          ...response.headers,
          ...(response.cookies === undefined ? {} : { 'set-cookie': [...response.cookies] }),
        },
        body: await textOf(response.body),
        response,
      };
    },
  };
}
