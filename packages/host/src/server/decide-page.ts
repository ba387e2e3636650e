import type { RouteMatch } from '@agency/core';
import {
  ADMIN_TOKEN_COOKIE,
  isSessionExpired,
  isSignedIn,
  SCROLL_ELEMENT_PARAM,
  signedInRedirect,
  stringifyQuery,
  TOKEN_COOKIE,
} from '@agency/core';
import { preloadScreens } from '@agency/ui';
import type { HostConfig } from './config';
import { entityTag } from './entity-tag';
import type { HostRequest } from './host-request';
import { cachedHtmlAnswer, type HostResponse, htmlAnswer, redirectAnswer } from './host-response';
import type { CachedPage, LandingCache } from './landing-cache';
import type { PageLoad } from './load-page';
import type { PageDataCache } from './page-data-cache';
import type { ClientManifest } from './render-document';
import { renderFailure, renderPage } from './render-page';
import { createNonce, type SecurityOptions } from './security-headers';

/** The host's two page caches: kept anonymous pages (rendered) and cacheable anonymous page data. */
export interface PageCaches {
  landing: LandingCache;
  pageData: PageDataCache;
}

/** Loads a matched page from the /web backend, with the session's token when there is one. */
export type LoadPage = (match: RouteMatch, jwt: string | null) => Promise<PageLoad>;

/** Everything a page decision depends on besides the request. */
export interface PageDecisionInput {
  request: HostRequest;
  match: RouteMatch;
  config: HostConfig;
  manifest: ClientManifest;
  security: SecurityOptions;
  caches: PageCaches;
  load: LoadPage;
  now: () => number;
}

/** What the access log and metrics learn from a page decision. */
export interface PageNotes {
  cache: 'hit' | 'miss' | 'bypass';
  /** The backend failed (5xx): its status and error code, for the error log. */
  upstreamFailure: { status: number; code: string } | null;
}

/** A page request decided: the answer to send and what to note about it. */
export interface PageDecision {
  response: HostResponse;
  notes: PageNotes;
}

// Anonymous pages whose HTML depends only on the language, the route, the content and the query the
// page reads (issue 30): kept rendered, as the landing is, while the backend marks their data
// cacheable. Not sign-in-confirmation (what it shows comes from the sign-in just made) nor
// email-confirmation (its token is in the query).
const KEPT_ROUTES: ReadonlySet<string> = new Set([
  'home',
  'privacy-policy',
  'terms-of-service',
  'sign-in',
  'sign-in-recovery',
]);
// The query a kept page may carry (el: a scroll target, back: where sign-in returns, p: a list page).
// Any other parameter renders the page afresh: the sign-in page's `social` refusal and `tab` change
// its HTML, and rotating query strings never push the kept pages out.
const KEPT_QUERY: ReadonlySet<string> = new Set([SCROLL_ELEMENT_PARAM, 'back', 'p']);

/**
 * The key a page is kept under (language, path and the query its HTML depends on: back and p, not
 * el, which the browser reads from the address and the backend ignores), or null when it is not
 * kept: a token cookie of either kind (even a refused one), another route, a foreign query.
 */
export function keptPageKey(
  match: RouteMatch,
  cookies: Readonly<Record<string, string>>,
): string | null {
  if (cookies[TOKEN_COOKIE] || cookies[ADMIN_TOKEN_COOKIE]) return null;
  if (!KEPT_ROUTES.has(match.route.name) && match.route.group !== 'error') return null;
  if (Object.keys(match.query).some((name) => !KEPT_QUERY.has(name))) return null;
  const { [SCROLL_ELEMENT_PARAM]: _scroll, ...read } = match.query;
  return `${match.lang} ${match.path}?${stringifyQuery(read)}`;
}

const HIT: PageNotes = Object.freeze({ cache: 'hit', upstreamFailure: null });

/**
 * A kept page answered from its request target alone, before any routing: a GET or HEAD of a target
 * already decided to a kept page, without a token cookie, while the page is kept. It is the answer
 * decidePage gives such a request, without routing it again: ~3 µs (11 %) less per hit (issue 30,
 * decision 0050).
 */
export function keptAnswer(
  request: HostRequest,
  landing: LandingCache,
  security: SecurityOptions,
): { response: HostResponse; route: string; notes: PageNotes } | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const target = landing.target(request.url);
  if (target === undefined) return null;
  if (request.cookies[TOKEN_COOKIE] || request.cookies[ADMIN_TOKEN_COOKIE]) return null;
  const page = landing.get(target.key);
  if (page === undefined) return null;
  // No token cookie: the Cache-Control decidePage gives a visitor without a session.
  const response = cachedHtmlAnswer(request, page, 'no-cache', security);
  return { response, route: target.route, notes: HIT };
}

/**
 * Decides a page request: the session from its cookies, the kept pages, the page-data cache, the
 * backend's load, then a redirect, the failure page or the rendered page (kept when keptPageKey allows
 * it and the backend marked its data cacheable).
 */
export async function decidePage(input: PageDecisionInput): Promise<PageDecision> {
  const { request, match, config, security, caches } = input;
  const cookies = request.cookies;
  const admin = match.route.group === 'admin';
  const raw = cookies[admin ? ADMIN_TOKEN_COOKIE : TOKEN_COOKIE] ?? null;
  // A malformed or expired token is no session: the page renders as for an anonymous visitor.
  const jwt = raw !== null && raw !== '' && !isSessionExpired(raw, input.now()) ? raw : null;
  const tokenPresent = raw !== null && raw !== '';
  const privacy = tokenPresent ? 'private, no-store' : 'no-cache';
  const cacheKey = keptPageKey(match, cookies);
  if (cacheKey !== null) {
    caches.landing.rememberTarget(request.url, { key: cacheKey, route: match.route.name });
  }
  // Read before the load: a page made from data loaded before a content change is not kept after it.
  const version = caches.landing.version;
  const dataVersion = caches.pageData.version;
  const cached = cacheKey === null ? undefined : caches.landing.get(cacheKey);
  if (cached) {
    const response = cachedHtmlAnswer(request, cached, privacy, security);
    return { response, notes: { cache: 'hit', upstreamFailure: null } };
  }
  // Page data the backend marked cacheable is shared only between visitors without any token cookie;
  // a page that is not kept is still rendered per request (fresh nonce).
  const shared = !cookies[TOKEN_COOKIE] && !cookies[ADMIN_TOKEN_COOKIE];
  const kept = shared ? caches.pageData.get(match) : undefined;
  const cache = kept ? 'hit' : shared ? 'miss' : 'bypass';
  const load: PageLoad = kept ? { kind: 'page', data: kept } : await input.load(match, jwt);
  if (shared && !kept && load.kind === 'page') caches.pageData.set(match, load.data, dataVersion);
  const notes: PageNotes = { cache, upstreamFailure: null };
  if (load.kind === 'redirect') {
    return { response: redirectAnswer(307, load.location, security), notes };
  }
  // A signed-in customer has no use for the sign-in form: the account (or back) instead (core signedInRedirect).
  const away =
    load.kind === 'page' ? signedInRedirect(match, isSignedIn(jwt, load.data.roles)) : null;
  if (away !== null) return { response: redirectAnswer(307, away, security), notes };
  if (load.kind === 'failure') {
    if (load.status >= 500) {
      notes.upstreamFailure = { status: load.status, code: load.error.code };
    }
    const nonce = createNonce();
    const page = renderFailure({
      status: load.status,
      lang: match.lang,
      config,
      manifest: input.manifest,
      nonce,
    });
    const response = htmlAnswer(
      request,
      {
        status: load.status,
        html: page.bytes,
        scripts: { nonce, styleHashes: page.styleHashes },
        cacheControl: 'no-store',
      },
      security,
    );
    return { response, notes };
  }
  // Code-split screens (account, admin, the auth group with the legal pages) are loaded before rendering, so the HTML is the screen, not a spinner.
  await preloadScreens(match);
  const cacheable = cacheKey !== null && (load.data.cacheHint ?? 0) > 0;
  const nonce = cacheable ? null : createNonce();
  const page = renderPage({
    match,
    data: load.data,
    jwt,
    config,
    manifest: input.manifest,
    nonce,
    now: input.now(),
  });
  if (cacheable && cacheKey !== null) {
    // Kept pages carry script hashes instead of a nonce: the same bytes and CSP serve every visitor.
    const keptPage: CachedPage = {
      html: page.bytes,
      gzip: null,
      scriptHashes: page.scriptHashes,
      styleHashes: page.styleHashes,
      status: page.status,
      // Only a 200 is revalidated: an error page kept is answered in full.
      etag: page.status === 200 ? entityTag(page.bytes) : null,
      headerBlocks: new Map(),
    };
    caches.landing.set(cacheKey, keptPage, load.data.cacheHint, version);
    return { response: cachedHtmlAnswer(request, keptPage, privacy, security), notes };
  }
  const response = htmlAnswer(
    request,
    {
      status: page.status,
      html: page.bytes,
      scripts:
        nonce === null
          ? { hashes: page.scriptHashes, styleHashes: page.styleHashes }
          : { nonce, styleHashes: page.styleHashes },
      cacheControl: privacy,
    },
    security,
  );
  return { response, notes };
}
