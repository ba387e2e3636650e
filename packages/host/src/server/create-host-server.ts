import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestIdHeader, timeUpstream, traceOf, traceRequest, untilAnswered } from './access-log';
import { clientIp } from './client-ip';
import type { HostConfig } from './config';
import type { LoadPage } from './decide-page';
import { createDecider, securityOf } from './decide-request';
import { createFormPosts } from './form-post';
import { createGoogleCallback } from './google-callback';
import { providerLocation } from './google-flow-cookie';
import { type MountedSandbox, sandboxRequest } from './google-sandbox-mount';
import { hostRequestOf } from './host-request';
import {
  answer,
  type HostResponse,
  htmlAnswer,
  methodRefused,
  textAnswer,
  writeResponse,
} from './host-response';
import { createLeadStart } from './lead-start';
import { loadPage } from './load-page';
import { createLogger, type HostLogger } from './logger';
import type { HostMetrics } from './metrics';
import { createPageCaches } from './page-caches';
import { proxyWeb } from './proxy-web';
import type { ClientManifest } from './render-document';
import { renderFailure } from './render-page';
import { createNonce, securityHeaders } from './security-headers';
import { createSocialSignIn } from './social-sign-in';
import type { StaticAssets } from './static-assets';
import { type Upstream, upstreamClient } from './upstream';

/** What the host server needs besides its configuration. */
export interface HostServerOptions {
  config: HostConfig;
  /** The /web backend: WEB_API_URL (proxied), or the embedded web-api (mounted, and called in process). */
  upstream: Upstream;
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
  /** The demo's Google double, served under /sandbox/google (config.googleSandbox). */
  sandbox?: MountedSandbox | null;
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

// Node enforces headersTimeout and requestTimeout only when it checks its connections (default every 30 s).
const CONNECTIONS_CHECKING_INTERVAL_MS = 500;

/** Creates the SSR host on node:http: pages, /web, static assets, robots.txt, sitemap.xml — with security headers on every response. */
export function createHostServer(options: HostServerOptions): HostServer {
  const { config, manifest } = options;
  const now = options.now ?? Date.now;
  const logger =
    options.logger ?? createLogger({ level: config.logLevel, pretty: config.prettyLog });
  const metrics = options.metrics ?? null;
  const security = securityOf(config);
  const client = upstreamClient(options.upstream, config.upstreamMaxBytes);
  const caches = createPageCaches(config, now);
  const answerSocialSignIn = createSocialSignIn({ client, config, now });
  const answerGoogleCallback = createGoogleCallback({ client, config, security, now });
  const answerLeadStart = createLeadStart({ client, config, security });

  // The demo's Google double answers as Google would; its redirects back to the site become paths.
  async function sandboxAnswer(req: IncomingMessage): Promise<HostResponse> {
    const sandbox = options.sandbox;
    if (!sandbox)
      return answer({ status: 404, headers: { 'content-type': 'text/plain' }, body: '' }, security);
    const response = await sandbox.handle(await sandboxRequest(req, config.publicUrl));
    const headers: Record<string, string> = { 'cache-control': 'no-store' };
    for (const name of ['content-type', 'www-authenticate']) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const location = response.headers.get('location');
    if (location !== null) headers.location = providerLocation(location, config.publicUrl);
    const body = Buffer.from(await response.arrayBuffer());
    return answer({ status: response.status, headers, body }, security);
  }
  const answerFormPost = createFormPosts({
    client,
    config,
    manifest,
    now,
    send: (req, res, status, headers, body, cookies) =>
      writeResponse(
        res,
        req.method ?? '',
        answer({ status, headers, body, ...(cookies ? { cookies } : {}) }, security),
      ),
    sendPage: (req, res, status, html, scripts) =>
      writeResponse(
        res,
        req.method ?? '',
        htmlAnswer(
          hostRequestOf(req),
          { status, html, scripts, cacheControl: 'no-store' },
          security,
        ),
      ),
  });
  const decide = createDecider({
    config,
    manifest,
    assets: options.assets,
    caches,
    ready: options.ready,
    now,
  });

  // The page load of one request: its client IP, request id, language and session go upstream, timed in its trace.
  function loaderOf(req: IncomingMessage): LoadPage {
    return (match, jwt) => {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'x-forwarded-for': clientIp(req, config.trustProxy),
        'x-request-id': traceOf(req).id,
        ...(typeof req.headers['accept-language'] === 'string'
          ? { 'accept-language': req.headers['accept-language'] }
          : {}),
        ...(jwt === null ? {} : { authorization: `Bearer ${jwt}` }),
      };
      return timeUpstream(req, () =>
        loadPage(client, match, { headers, timeoutMs: config.upstreamTimeoutMs }),
      );
    };
  }

  async function serveWeb(req: IncomingMessage, res: ServerResponse) {
    const upstream = options.upstream;
    if (upstream.kind === 'embedded') {
      const refusal = bodyRefusal(req, config.maxBodyBytes);
      if (refusal) {
        writeResponse(
          res,
          req.method ?? '',
          answer(
            {
              status: refusal,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                statusCode: refusal,
                code: refusal === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
                message: '',
                data: null,
              }),
            },
            security,
          ),
        );
        return;
      }
      for (const [name, value] of Object.entries({
        ...securityHeaders(null, security),
        ...requestIdHeader(res),
      })) {
        res.setHeader(name, value);
      }
      // The client IP goes to the embedded backend in-process, never as a header a client could have written.
      await timeUpstream(req, () =>
        untilAnswered(res, () => upstream.handle(req, res, clientIp(req, config.trustProxy))),
      );
      return;
    }
    await timeUpstream(req, () =>
      proxyWeb(req, res, {
        upstreamUrl: upstream.url,
        clientIp: clientIp(req, config.trustProxy),
        timeoutMs: config.upstreamTimeoutMs,
        maxBodyBytes: config.maxBodyBytes,
        headers: securityHeaders(null, security),
        logger,
      }),
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const request = hostRequestOf(req);
    const decision = await decide(request, loaderOf(req));
    if (decision.kind === 'web') return serveWeb(req, res);
    if (decision.kind === 'form') {
      if (await answerFormPost(req, res)) return;
      writeResponse(res, request.method, methodRefused(security));
      return;
    }
    if (decision.kind === 'social') {
      await answerSocialSignIn(req, res);
      return;
    }
    if (decision.kind === 'sandbox') {
      writeResponse(res, request.method, await sandboxAnswer(req));
      return;
    }
    if (decision.kind === 'leadStart') {
      const upstream = {
        accept: 'application/json',
        'x-forwarded-for': clientIp(req, config.trustProxy),
        'x-request-id': traceOf(req).id,
      };
      writeResponse(res, request.method, await answerLeadStart(upstream, request.cookies));
      return;
    }
    if (decision.kind === 'google') {
      const upstream = {
        accept: 'application/json',
        'x-forwarded-for': clientIp(req, config.trustProxy),
        'x-request-id': traceOf(req).id,
      };
      writeResponse(
        res,
        request.method,
        await answerGoogleCallback(request, decision.match, upstream),
      );
      return;
    }
    const trace = traceOf(req);
    if (decision.route !== null) trace.route = decision.route;
    if (decision.notes !== null) {
      trace.cache = decision.notes.cache;
      const failure = decision.notes.upstreamFailure;
      if (failure !== null) {
        trace.upstreamError = true;
        logger.error(
          { reqId: trace.id, status: failure.status, code: failure.code, path: url(req) },
          'upstream failure',
        );
      }
    }
    writeResponse(res, request.method, decision.response);
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
          writeResponse(
            res,
            req.method ?? '',
            htmlAnswer(
              hostRequestOf(req),
              { status: 500, html: page.html, scripts: { nonce }, cacheControl: 'no-store' },
              security,
            ),
          );
        } catch {
          writeResponse(
            res,
            req.method ?? '',
            textAnswer(500, {}, 'Internal Server Error', security),
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
      caches.landing.clear();
      caches.pageData.clear();
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
