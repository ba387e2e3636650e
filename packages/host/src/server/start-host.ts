import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostConfig } from './config';
import { createHostServer, type HostServer } from './create-host-server';
import { DIST_DIR } from './dist-dir';
import { mountGoogleSandbox } from './google-sandbox-mount';
import { createLogger, type HostLogger } from './logger';
import { type BackendMetrics, createMetrics } from './metrics';
import { startMetricsServer } from './metrics-server';
import type { ClientManifest } from './render-document';
import { loadStaticAssets } from './static-assets';
import type { Upstream } from './upstream';
import { upstreamReady } from './upstream-ready';

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
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<ClientManifest>;
  // A build from before the area stylesheet (decision 0063) would fail every page it renders.
  if (
    typeof manifest.entry !== 'string' ||
    !Array.isArray(manifest.imports) ||
    !Array.isArray(manifest.styles) ||
    manifest.styles.length === 0 ||
    typeof manifest.areaStyles !== 'string'
  ) {
    throw new Error(
      `The browser bundle at ${distDir} is from another version of the site (${file} lacks its entry, imports, stylesheets or area stylesheet): run \`npm run build -w @agency/host\`.`,
    );
  }
  return manifest as ClientManifest;
}

/** What a test may hand the embedded backend: with DATA_DIR=:memory:, a database image to start from. */
export interface EmbeddedBackendOptions {
  /** The in-memory database starts from this image (createDatabaseImages) instead of an empty cluster. */
  pgliteImage?: Blob;
}

/** Starts the site: the embedded web-api (unless WEB_API_URL is set) and the SSR host on the configured port. */
export async function startHost(
  config: HostConfig,
  distDir: string = DIST_DIR,
  logger: HostLogger = createLogger({ level: config.logLevel, pretty: config.prettyLog }),
  embedded: EmbeddedBackendOptions = {},
): Promise<RunningHost> {
  const manifest = readManifest(distDir);
  const assets = loadStaticAssets(join(distDir, 'client'));
  let upstream: Upstream | null =
    config.webApiUrl === null ? null : { kind: 'remote', url: config.webApiUrl };
  let closeBackend = async () => {};
  let backendMetrics: (() => Promise<BackendMetrics>) | null = null;
  let onContentChange: ((listener: () => void) => Promise<void>) | null = null;
  let ready = (): Promise<boolean> =>
    upstreamReady(config.webApiUrl ?? '', config.upstreamTimeoutMs);
  // The demo's Google double, when the demo has no Google client (never in an operator's start).
  const sandbox = config.googleSandbox ? await mountGoogleSandbox(config.publicUrl) : null;
  if (sandbox)
    logger.info(
      `Google Business Profile: the Sandbox at ${config.publicUrl}/sandbox/google (demo)`,
    );
  if (upstream === null) {
    // Loaded only when embedded: a host in front of WEB_API_URL never opens a database.
    const { createWebApi } = await import('@agency/web-api');
    const webApi = await createWebApi({
      ...(sandbox ? { google: sandbox.google } : {}),
      ...(config.dataDir === IN_MEMORY
        ? { inMemory: true, ...(embedded.pgliteImage ? { pgliteImage: embedded.pgliteImage } : {}) }
        : { dataDir: config.dataDir }),
      siteUrl: config.publicUrl,
      log: (line: string) => logger.info(line),
      logError: (line: string) => logger.error(line),
    });
    upstream = { kind: 'embedded', answer: webApi.answer, fetch: webApi.fetch };
    ready = () => webApi.ready();
    onContentChange = (listener) => webApi.onContentChange(listener);
    closeBackend = () => webApi.close();
    backendMetrics = () => webApi.metrics();
  }
  const metrics = config.metrics ? await createMetrics(backendMetrics) : null;
  const host = createHostServer({
    config,
    logger,
    metrics,
    upstream,
    assets,
    manifest,
    ready,
    sandbox,
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
    embedded: upstream.kind === 'embedded',
    logger,
    metricsUrl: metricsServer?.url ?? null,
    async close() {
      await metricsServer?.close();
      await host.close();
      await closeBackend();
    },
  };
}
