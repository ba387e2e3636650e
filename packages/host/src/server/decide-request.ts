import { LEAD_START_PATH, matchRoute, matchSocialRoute, type RouteMatch } from '@agency/core';
import type { HostConfig } from './config';
import { decidePage, type LoadPage, type PageCaches, type PageNotes } from './decide-page';
import { storedCopyCurrent } from './entity-tag';
import { isGoogleCallback } from './google-callback';
import { isSandboxPath } from './google-sandbox-mount';
import { type HostRequest, pathOf } from './host-request';
import {
  answer,
  type HostResponse,
  methodRefused,
  notModified,
  redirectAnswer,
  textAnswer,
} from './host-response';
import type { ClientManifest } from './render-document';
import type { SecurityOptions } from './security-headers';
import { robotsTxt, sitemapXml } from './sitemap';
import { pickEncoding, type StaticAssets } from './static-assets';

/** What the host's decisions need: configuration, build, caches, the readiness check and the clock. */
export interface DeciderOptions {
  config: HostConfig;
  manifest: ClientManifest;
  assets: StaticAssets;
  caches: PageCaches;
  /** True when the /web backend can serve now; GET /readyz reports it. */
  ready: () => Promise<boolean>;
  now: () => number;
}

/** Decides one request without touching a socket; `load` fetches its page data (the only upstream call). */
export type Decide = (request: HostRequest, load: LoadPage) => Promise<HostDecision>;

/**
 * What to do with a request: send a decided answer, or hand the request to a handler that answers on
 * the wire itself (/web, a form posted without JavaScript, Google and Facebook sign-in).
 */
export type HostDecision =
  | { kind: 'answer'; response: HostResponse; route: string | null; notes: PageNotes | null }
  | { kind: 'web' }
  | { kind: 'form' }
  | { kind: 'social' }
  | { kind: 'google'; match: RouteMatch }
  | { kind: 'leadStart' }
  | { kind: 'sandbox' };

/** The longest request target the host serves; a longer one is sent to the 404 page. */
export const MAX_URL_LENGTH = 8192;
const PAGE_METHODS = new Set(['GET', 'HEAD']);
const NO_STORE = { 'cache-control': 'no-store' };

function done(response: HostResponse): HostDecision {
  return { kind: 'answer', response, route: null, notes: null };
}

function staticAnswer(
  request: HostRequest,
  assets: StaticAssets,
  path: string,
  security: SecurityOptions,
): HostResponse | null {
  const asset = assets.get(path === '/favicon.ico' ? '/favicon.svg' : path);
  if (!asset) return null;
  const accept = request.headers['accept-encoding'];
  const encoding = pickEncoding(asset, typeof accept === 'string' ? accept : undefined);
  const body = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.body;
  const full = answer(
    {
      status: 200,
      headers: {
        'content-type': asset.type,
        'cache-control': asset.immutable
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=86400',
        etag: asset.etag,
        vary: 'Accept-Encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      },
      body: body ?? asset.body,
    },
    security,
  );
  return storedCopyCurrent(request.headers, asset.etag) ? notModified(full.headers) : full;
}

// The path social sign-in matches, dot segments resolved as its handler resolves them; null for a
// target no URL parser accepts ("//" is an empty authority), which is then no social route.
function socialPathOf(url: string): string | null {
  // The parser keeps other letters as they are (it drops only tabs and line breaks): without
  // "sign-in" in the target no resolved path can match, and the common request skips the parse.
  if (!url.includes('sign-in') && !/[\t\n\r]/.test(url)) return null;
  try {
    return new URL(url, 'http://host.local').pathname;
  } catch {
    return null;
  }
}

/** The probes' answer: 200 ok, or 503 while the backend cannot serve. */
export function healthAnswer(ok: boolean, security: SecurityOptions): HostResponse {
  return textAnswer(ok ? 200 : 503, NO_STORE, ok ? 'ok' : 'unavailable', security);
}

/** The security options a configuration gives every response. */
export function securityOf(config: HostConfig): SecurityOptions {
  return { https: config.https, analytics: config.gaMeasurementId !== null };
}

/**
 * Creates the host's decision step. It takes requests in the order the host serves them: probes,
 * /web, form posts, refused methods, robots.txt, sitemap.xml, static files, over-long targets, social
 * sign-in, route redirects, pages.
 */
export function createDecider(host: DeciderOptions): Decide {
  const { config } = host;
  const security = securityOf(config);
  const robots = robotsTxt(config.publicUrl);
  const sitemap = sitemapXml(config.publicUrl);
  return (request, load) => decideRequest(request, load, host, { security, robots, sitemap });
}

async function decideRequest(
  request: HostRequest,
  load: LoadPage,
  host: DeciderOptions,
  site: { security: SecurityOptions; robots: string; sitemap: string },
): Promise<HostDecision> {
  const { url, method } = request;
  const { config } = host;
  const { security } = site;
  const path = pathOf(url);
  if ((path === '/healthz' || path === '/readyz') && PAGE_METHODS.has(method)) {
    const ok = path === '/healthz' || (await host.ready().catch(() => false));
    return done(healthAnswer(ok, security));
  }
  if (/^\/web[/\\%]/i.test(path)) {
    // /web is one endpoint: a longer path would reach other paths of an upstream (/web/../secret).
    return done(
      answer(
        {
          status: 404,
          headers: { 'content-type': 'application/json', ...NO_STORE },
          body: JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: '', data: null }),
        },
        security,
      ),
    );
  }
  if (path === '/web') return { kind: 'web' };
  // The demo's Google double (its consent page), only when the demo mounts it.
  if (config.googleSandbox && isSandboxPath(path)) return { kind: 'sandbox' };
  // Forms posted without JavaScript (sign-in, settings): same /web calls, answered by redirect or page.
  if (method === 'POST' && url.length <= MAX_URL_LENGTH) return { kind: 'form' };
  if (!PAGE_METHODS.has(method)) return done(methodRefused(security));
  // The landing form's image that starts a quote request's clock (lead-start.ts).
  if (path === LEAD_START_PATH) return { kind: 'leadStart' };
  if (path === '/robots.txt') {
    return done(
      textAnswer(200, { 'cache-control': 'public, max-age=3600' }, site.robots, security),
    );
  }
  if (path === '/sitemap.xml') {
    return done(
      answer(
        {
          status: 200,
          headers: {
            'content-type': 'application/xml; charset=utf-8',
            'cache-control': 'public, max-age=3600',
          },
          body: site.sitemap,
        },
        security,
      ),
    );
  }
  const asset = staticAnswer(request, host.assets, path, security);
  if (asset !== null) return done(asset);
  if (url.length > MAX_URL_LENGTH || !url.startsWith('/')) {
    return done(redirectAnswer(307, '/404', security));
  }
  // Google and Facebook sign-in: its start and the provider's callback (redirects, no page of their own).
  const social = socialPathOf(url);
  if (social !== null && matchSocialRoute(social) !== null) {
    return { kind: 'social' };
  }
  const match = matchRoute(url);
  if ('redirect' in match) return done(redirectAnswer(match.status, match.redirect, security));
  // Google's return from a Business Profile connection: finished upstream, answered by a redirect.
  if (isGoogleCallback(match, url)) return { kind: 'google', match };
  const page = await decidePage({
    request,
    match,
    config,
    manifest: host.manifest,
    security,
    caches: host.caches,
    load,
    now: host.now,
  });
  return { kind: 'answer', response: page.response, route: match.route.name, notes: page.notes };
}
