import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { RouteMatch } from '@agency/core';
import {
  ADMIN_TOKEN_COOKIE,
  isSessionExpired,
  isSignedIn,
  matchRoute,
  signedInRedirect,
  TOKEN_COOKIE,
} from '@agency/core';
import { preloadScreens } from '@agency/ui';
import createClient from 'openapi-fetch';
import type { WebClient } from '../shared/send-web-request';
import { timeUpstream, traceOf, traceRequest, untilAnswered } from './access-log';
import { clientIp } from './client-ip';
import type { HostConfig } from './config';
import { parseCookies } from './cookies';
import { createFormPosts } from './form-post';
import { createLandingCache } from './landing-cache';
import { limitedFetch } from './limited-fetch';
import { loadPage, type PageLoad } from './load-page';
import { createLogger, type HostLogger } from './logger';
import type { HostMetrics } from './metrics';
import { createPageDataCache } from './page-data-cache';
import { proxyWeb } from './proxy-web';
import type { ClientManifest } from './render-document';
import { renderFailure, renderPage } from './render-page';
import { createNonce, type ScriptPolicy, securityHeaders } from './security-headers';
import { robotsTxt, sitemapXml } from './sitemap';
import { createSocialSignIn } from './social-sign-in';
import { pickEncoding, type StaticAssets } from './static-assets';

/** What the host server needs besides its configuration. */
export interface HostServerOptions {
  config: HostConfig;
  /** Base URL of the /web backend the server calls (WEB_API_URL, or the embedded web-api's loopback address). */
  upstreamUrl: string;
  /** The embedded web-api's request handler, mounted at /web, given the client IP the host trusts; absent when /web is proxied to WEB_API_URL. */
  webHandler?: (
    req: IncomingMessage,
    res: ServerResponse,
    clientIp: string,
  ) => void | Promise<void>;
  /** The built browser files and the manifest of what a page loads. */
  assets: StaticAssets;
  manifest: ClientManifest;
  /** Clock, for token expiry and the landing cache. */
  now?: () => number;
  /** True when the /web backend can serve now (its database answers); GET /readyz reports it. */
  ready: () => Promise<boolean>;
  /** The process logger (access log and errors); one at the configured level on stdout when absent. */
  logger?: HostLogger;
  /** Request, cache and upstream metrics; absent when METRICS is off. */
  metrics?: HostMetrics | null;
}

/** A running host: the node:http server and its lifecycle. */
export interface HostServer {
  server: Server;
  /** Starts listening; resolves with the local URL. */
  listen(): Promise<string>;
  /** Stops accepting connections and resolves once in-flight requests have finished. */
  close(): Promise<void>;
  /** Empties the landing and page-data caches: the backend announced a content change. */
  flushCaches(): void;
}

const PAGE_METHODS = new Set(['GET', 'HEAD']);
const MAX_URL_LENGTH = 8192;
const LANDING_ROUTE = 'home';
const LANDING_CACHE_ENTRIES = 64;
const PAGE_DATA_CACHE_ENTRIES = 256;
const PAGE_DATA_CACHE_BYTES = 8 * 1024 * 1024;
const MIN_GZIP_BYTES = 1024;
// Node enforces headersTimeout and requestTimeout only when it checks its connections (default every 30 s).
const CONNECTIONS_CHECKING_INTERVAL_MS = 500;
const EMPTY = Buffer.alloc(0);

/** Creates the SSR host on node:http: pages, /web, static assets, robots.txt, sitemap.xml — with security headers on every response. */
export function createHostServer(options: HostServerOptions): HostServer {
  const { config, assets, manifest } = options;
  const now = options.now ?? Date.now;
  const logger =
    options.logger ?? createLogger({ level: config.logLevel, pretty: config.prettyLog });
  const metrics = options.metrics ?? null;
  const security = { https: config.https, analytics: config.gaMeasurementId !== null };
  const client: WebClient = createClient({
    baseUrl: options.upstreamUrl,
    fetch: limitedFetch(config.upstreamMaxBytes),
  });
  const cache = createLandingCache({
    ttlMs: config.landingCacheSeconds * 1000,
    maxEntries: LANDING_CACHE_ENTRIES,
    now,
  });
  const pageData = createPageDataCache({
    maxEntries: PAGE_DATA_CACHE_ENTRIES,
    maxBytes: PAGE_DATA_CACHE_BYTES,
    maxSeconds: config.landingCacheSeconds,
    now,
  });
  const answerSocialSignIn = createSocialSignIn({ client, config, now });
  const robots = robotsTxt(config.publicUrl);
  const sitemap = sitemapXml(config.publicUrl);
  const answerFormPost = createFormPosts({
    client,
    config,
    manifest,
    now,
    send,
    sendPage: (req, res, status, html, scripts) =>
      sendHtml(req, res, status, html, scripts, 'no-store'),
  });

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body: string | Buffer,
    scripts: ScriptPolicy = null,
  ) {
    const buffer = typeof body === 'string' ? Buffer.from(body) : body;
    res.writeHead(status, {
      ...securityHeaders(scripts, security),
      'content-length': String(buffer.byteLength),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : buffer);
  }

  function redirect(req: IncomingMessage, res: ServerResponse, status: number, location: string) {
    send(
      req,
      res,
      status,
      { location, 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
      '',
    );
  }

  function sendHtml(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    html: string | Buffer,
    scripts: ScriptPolicy,
    cacheControl: string,
    precompressed: Buffer | null = null,
  ) {
    const accepts =
      pickEncoding({ br: null, gzip: EMPTY }, req.headers['accept-encoding']) === 'gzip';
    // Rendered pages are compressed per response (fast level: ~0.2 ms for 20 KB); the cached landing
    // was compressed once.
    const gzip =
      !accepts || req.method === 'HEAD'
        ? null
        : (precompressed ?? (html.length >= MIN_GZIP_BYTES ? gzipSync(html, { level: 5 }) : null));
    const useGzip = gzip !== null;
    send(
      req,
      res,
      status,
      {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': cacheControl,
        vary: 'Accept-Encoding, Cookie',
        ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
      },
      useGzip && gzip ? gzip : html,
      scripts,
    );
  }

  function serveStatic(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    const asset = assets.get(path === '/favicon.ico' ? '/favicon.svg' : path);
    if (!asset) return false;
    if (req.headers['if-none-match'] === asset.etag) {
      send(req, res, 304, { etag: asset.etag }, '');
      return true;
    }
    const encoding = pickEncoding(asset, req.headers['accept-encoding']);
    const body = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.body;
    send(
      req,
      res,
      200,
      {
        'content-type': asset.type,
        'cache-control': asset.immutable
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=86400',
        etag: asset.etag,
        vary: 'Accept-Encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      },
      body ?? asset.body,
    );
    return true;
  }

  async function servePage(req: IncomingMessage, res: ServerResponse, match: RouteMatch) {
    const cookies = parseCookies(req.headers.cookie);
    const trace = traceOf(req);
    trace.route = match.route.name;
    const admin = match.route.group === 'admin';
    const raw = cookies[admin ? ADMIN_TOKEN_COOKIE : TOKEN_COOKIE] ?? null;
    // A malformed or expired token is no session: the page renders as for an anonymous visitor.
    const jwt = raw !== null && raw !== '' && !isSessionExpired(raw, now()) ? raw : null;
    const tokenPresent = raw !== null && raw !== '';
    const privacy = tokenPresent ? 'private, no-store' : 'no-cache';
    const cacheKey =
      jwt === null && match.route.name === LANDING_ROUTE ? `${match.lang} ${req.url}` : null;
    const cached = cacheKey === null ? undefined : cache.get(cacheKey);
    if (cached) {
      trace.cache = 'hit';
      sendHtml(
        req,
        res,
        cached.status,
        cached.html,
        { hashes: cached.scriptHashes, styleHashes: cached.styleHashes },
        privacy,
        cached.gzip,
      );
      return;
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': clientIp(req, config.trustProxy),
      'x-request-id': trace.id,
      ...(typeof req.headers['accept-language'] === 'string'
        ? { 'accept-language': req.headers['accept-language'] }
        : {}),
      ...(jwt === null ? {} : { authorization: `Bearer ${jwt}` }),
    };
    // Page data the backend marked cacheable is shared only between visitors without any token cookie;
    // the page itself is still rendered per request (fresh nonce).
    const shared = !cookies[TOKEN_COOKIE] && !cookies[ADMIN_TOKEN_COOKIE];
    const kept = shared ? pageData.get(match) : undefined;
    trace.cache = kept ? 'hit' : shared ? 'miss' : 'bypass';
    const load: PageLoad = kept
      ? { kind: 'page', data: kept }
      : await timeUpstream(req, () =>
          loadPage(client, match, { headers, timeoutMs: config.upstreamTimeoutMs }),
        );
    if (shared && !kept && load.kind === 'page') pageData.set(match, load.data);
    if (load.kind === 'redirect') {
      redirect(req, res, 307, load.location);
      return;
    }
    // A signed-in customer has no use for the sign-in form: the account (or back) instead (core signedInRedirect).
    const away =
      load.kind === 'page' ? signedInRedirect(match, isSignedIn(jwt, load.data.roles)) : null;
    if (away !== null) {
      redirect(req, res, 307, away);
      return;
    }
    if (load.kind === 'failure') {
      if (load.status >= 500) {
        trace.upstreamError = true;
        logger.error(
          { reqId: trace.id, status: load.status, code: load.error.code, path: url(req) },
          'upstream failure',
        );
      }
      const nonce = createNonce();
      const page = renderFailure({
        status: load.status,
        lang: match.lang,
        config,
        manifest,
        nonce,
      });
      sendHtml(
        req,
        res,
        load.status,
        page.html,
        { nonce, styleHashes: page.styleHashes },
        'no-store',
      );
      return;
    }
    // Code-split screens (account, admin) and legal texts are loaded before rendering, so the HTML is the screen, not a spinner.
    await preloadScreens(match);
    const cacheable = cacheKey !== null && (load.data.cacheHint ?? 0) > 0;
    const nonce = cacheable ? null : createNonce();
    const page = renderPage({ match, data: load.data, jwt, config, manifest, nonce, now: now() });
    if (cacheable && cacheKey !== null) {
      const html = Buffer.from(page.html);
      cache.set(cacheKey, {
        html,
        gzip: gzipSync(html),
        scriptHashes: page.scriptHashes,
        styleHashes: page.styleHashes,
        status: page.status,
      });
      sendHtml(
        req,
        res,
        page.status,
        html,
        { hashes: page.scriptHashes, styleHashes: page.styleHashes },
        privacy,
      );
      return;
    }
    sendHtml(
      req,
      res,
      page.status,
      page.html,
      nonce === null
        ? { hashes: page.scriptHashes, styleHashes: page.styleHashes }
        : { nonce, styleHashes: page.styleHashes },
      privacy,
    );
  }

  async function health(req: IncomingMessage, res: ServerResponse, path: string) {
    const ok = path === '/healthz' || (await options.ready().catch(() => false));
    send(
      req,
      res,
      ok ? 200 : 503,
      { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      ok ? 'ok' : 'unavailable',
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    const path = url.split('?', 1)[0] ?? '/';
    if ((path === '/healthz' || path === '/readyz') && PAGE_METHODS.has(req.method ?? '')) {
      await health(req, res, path);
      return;
    }
    if (/^\/web[/\\%]/i.test(path)) {
      // /web is one endpoint: a longer path would reach other paths of an upstream (/web/../secret).
      send(
        req,
        res,
        404,
        { 'content-type': 'application/json', 'cache-control': 'no-store' },
        JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: '', data: null }),
      );
      return;
    }
    if (path === '/web') {
      if (options.webHandler) {
        const refusal = bodyRefusal(req, config.maxBodyBytes);
        if (refusal) {
          send(
            req,
            res,
            refusal,
            { 'content-type': 'application/json' },
            JSON.stringify({
              statusCode: refusal,
              code: refusal === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
              message: '',
              data: null,
            }),
          );
          return;
        }
        for (const [name, value] of Object.entries(securityHeaders(null, security))) {
          res.setHeader(name, value);
        }
        // The client IP goes to the embedded backend in-process, never as a header a client could have written.
        const handler = options.webHandler;
        await timeUpstream(req, () =>
          untilAnswered(res, () => handler(req, res, clientIp(req, config.trustProxy))),
        );
      } else {
        await timeUpstream(req, () =>
          proxyWeb(req, res, {
            upstreamUrl: options.upstreamUrl,
            clientIp: clientIp(req, config.trustProxy),
            timeoutMs: config.upstreamTimeoutMs,
            maxBodyBytes: config.maxBodyBytes,
            headers: securityHeaders(null, security),
            logger,
          }),
        );
      }
      return;
    }
    // Forms posted without JavaScript (sign-in, settings): same /web calls, answered by redirect or page.
    if (req.method === 'POST' && url.length <= MAX_URL_LENGTH && (await answerFormPost(req, res)))
      return;
    if (!PAGE_METHODS.has(req.method ?? '')) {
      send(
        req,
        res,
        405,
        { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
        'Method Not Allowed',
      );
      return;
    }
    if (path === '/robots.txt') {
      send(
        req,
        res,
        200,
        { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        robots,
      );
      return;
    }
    if (path === '/sitemap.xml') {
      send(
        req,
        res,
        200,
        {
          'content-type': 'application/xml; charset=utf-8',
          'cache-control': 'public, max-age=3600',
        },
        sitemap,
      );
      return;
    }
    if (serveStatic(req, res, path)) return;
    if (url.length > MAX_URL_LENGTH || !url.startsWith('/')) {
      redirect(req, res, 307, '/404');
      return;
    }
    // Google and Facebook sign-in: its start and the provider's callback (redirects, no page of their own).
    if (await answerSocialSignIn(req, res)) return;
    const match = matchRoute(url);
    if ('redirect' in match) {
      redirect(req, res, match.status, match.redirect);
      return;
    }
    await servePage(req, res, match);
  }

  const server = createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
      maxHeaderSize: 16 * 1024,
    },
    (req, res) => {
      traceRequest(req, res, { logger, metrics, trustProxy: config.trustProxy });
      handle(req, res).catch((error: unknown) => {
        logger.error(
          { reqId: traceOf(req).id, method: req.method, path: url(req), err: error },
          'request failed',
        );
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const nonce = createNonce();
        try {
          const page = renderFailure({ status: 500, lang: 'ru', config, manifest, nonce });
          sendHtml(req, res, 500, page.html, { nonce }, 'no-store');
        } catch {
          send(
            req,
            res,
            500,
            { 'content-type': 'text/plain; charset=utf-8' },
            'Internal Server Error',
          );
        }
      });
    },
  );

  return {
    server,
    listen() {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.hostname, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve(`http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}`);
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        // Refuse new connections, let in-flight requests finish, then drop idle keep-alive sockets.
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
    flushCaches() {
      cache.clear();
      pageData.clear();
    },
  };
}

function bodyRefusal(req: IncomingMessage, maxBytes: number): 411 | 413 | null {
  const length = req.headers['content-length'];
  if (length === undefined) return req.headers['transfer-encoding'] ? 411 : null;
  return Number(length) > maxBytes ? 413 : null;
}

function url(req: IncomingMessage): string {
  return (req.url ?? '/').split('?', 1)[0]?.slice(0, 200) ?? '/';
}
