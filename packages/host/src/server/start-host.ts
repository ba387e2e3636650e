import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientIp } from './client-ip';
import type { HostConfig } from './config';
import { createHostServer, type HostServer } from './create-host-server';
import { createLogger, type HostLogger } from './logger';
import { createMetrics } from './metrics';
import { startMetricsServer } from './metrics-server';
import type { ClientManifest } from './render-document';
import { loadStaticAssets } from './static-assets';
import { upstreamReady } from './upstream-ready';

/** The host package's build folder (dist/), found from this module both as source and bundled. */
export const DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

/** DATA_DIR value that keeps the embedded backend's database in memory (tests, e2e). */
export const IN_MEMORY = ':memory:';

/** A running site: its local URL and how to stop it. */
export interface RunningHost {
  url: string;
  host: HostServer;
  /** True when the /web backend runs in-process (no WEB_API_URL). */
  embedded: boolean;
  /** The process logger. */
  logger: HostLogger;
  /** URL of GET /metrics (its own port), or null when METRICS is off. */
  metricsUrl: string | null;
  /** Graceful stop: in-flight requests finish, then the embedded backend closes. */
  close(): Promise<void>;
}

/** Reads the client build's manifest; a missing build is a clear error naming the command that makes it. */
export function readManifest(distDir: string = DIST_DIR): ClientManifest {
  const file = join(distDir, 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(
      `The browser bundle is not built (${file} is missing): run \`npm run build -w @agency/host\`.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ClientManifest;
}

function listenLoopback(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** Starts the site: the embedded web-api (unless WEB_API_URL is set) and the SSR host on the configured port. */
export async function startHost(
  config: HostConfig,
  distDir: string = DIST_DIR,
  logger: HostLogger = createLogger({ level: config.logLevel, pretty: config.prettyLog }),
): Promise<RunningHost> {
  const manifest = readManifest(distDir);
  const assets = loadStaticAssets(join(distDir, 'client'));
  let upstreamUrl = config.webApiUrl;
  let webHandler:
    | ((req: IncomingMessage, res: ServerResponse, clientIp: string) => void | Promise<void>)
    | undefined;
  let closeBackend = async () => {};
  let onContentChange: ((listener: () => void) => Promise<void>) | null = null;
  let ready = (): Promise<boolean> =>
    upstreamReady(config.webApiUrl ?? '', config.upstreamTimeoutMs);
  if (upstreamUrl === null) {
    // Loaded only when embedded: a host in front of WEB_API_URL never opens a database.
    const { createWebApi } = await import('@agency/web-api');
    const webApi = await createWebApi({
      ...(config.dataDir === IN_MEMORY ? { inMemory: true } : { dataDir: config.dataDir }),
      siteUrl: config.publicUrl,
      log: (line: string) => logger.info(line),
    });
    // The server's own page loads reach the embedded backend over loopback, like any upstream. Only the
    // host calls this port, and it writes X-Forwarded-For itself (the client IP it trusts): one trusted hop.
    const internal = createServer((req, res) => webApi.handle(req, res, clientIp(req, 1)));
    upstreamUrl = await listenLoopback(internal);
    webHandler = (req, res, ip) => webApi.handle(req, res, ip);
    ready = () => webApi.ready();
    onContentChange = (listener) => webApi.onContentChange(listener);
    closeBackend = async () => {
      await new Promise<void>((resolve) => internal.close(() => resolve()));
      await webApi.close();
    };
  }
  const metrics = config.metrics ? createMetrics() : null;
  const host = createHostServer({
    config,
    logger,
    metrics,
    upstreamUrl,
    webHandler,
    assets,
    manifest,
    ready,
  });
  // An edit on this process or another one on the same database empties the caches at once; the
  // cache hint bounds the staleness only when a notification was missed.
  await onContentChange?.(() => host.flushCaches());
  const url = await host.listen();
  const metricsServer =
    metrics && config.metrics ? await startMetricsServer(metrics, config.metrics) : null;
  return {
    url,
    host,
    embedded: webHandler !== undefined,
    logger,
    metricsUrl: metricsServer?.url ?? null,
    async close() {
      await metricsServer?.close();
      await host.close();
      await closeBackend();
    },
  };
}
