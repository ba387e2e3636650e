import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { traceOf, traceRequest } from './access-log';
import type { HostConfig } from './config';
import { createRequestHandler } from './create-request-handler';
import type { MountedSandbox } from './google-sandbox-mount';
import { hostRequestOf } from './host-request';
import { writeResponse } from './host-response';
import { createLogger, type HostLogger } from './logger';
import type { HostMetrics } from './metrics';
import { createPageCaches } from './page-caches';
import type { ClientManifest } from './render-document';
import type { StaticAssets } from './static-assets';
import type { Upstream } from './upstream';

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

/**
 * Creates the SSR host on node:http: the node:http adapter of the host's request handler. Each
 * request becomes a HostRequest, is decided without a socket, and its HostResponse is written by the
 * one writer (writeResponse); security headers are on every response.
 */
export function createHostServer(options: HostServerOptions): HostServer {
  const { config, manifest } = options;
  const now = options.now ?? Date.now;
  const logger =
    options.logger ?? createLogger({ level: config.logLevel, pretty: config.prettyLog });
  const metrics = options.metrics ?? null;
  const caches = createPageCaches(config, now);

  const handler = createRequestHandler({
    config,
    manifest,
    assets: options.assets,
    caches,
    upstream: options.upstream,
    ready: options.ready,
    now,
    logger,
    sandbox: options.sandbox ?? null,
  });

  const server = createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
      maxHeaderSize: 16 * 1024,
    },
    (req, res) => {
      const trace = traceRequest(req, res, { logger, metrics, trustProxy: config.trustProxy });
      const request = hostRequestOf(req, config.trustProxy, trace.id);
      const failed = (error: unknown) => {
        logger.error(
          {
            reqId: traceOf(req).id,
            method: req.method,
            path: request.path.slice(0, 200),
            err: error,
          },
          'request failed',
        );
        if (res.headersSent) {
          res.destroy();
          return;
        }
        return writeResponse(res, request.method, handler.failure(request));
      };
      try {
        const answer = handler.handle(request, trace);
        // A kept page's hit is written in this turn; every other answer once it is decided.
        const written =
          answer instanceof Promise
            ? answer.then((response) => writeResponse(res, request.method, response))
            : writeResponse(res, request.method, answer);
        written?.catch(failed);
      } catch (error) {
        void failed(error);
      }
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
