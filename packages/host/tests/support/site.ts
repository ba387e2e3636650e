import { loadConfig } from '../../src/server/config';
import type { HostLogger } from '../../src/server/logger';
import { type RunningHost, startHost } from '../../src/server/start-host';
import { pagesUpstream } from './upstream';

/** The public URL every test site is configured with: links must be built from it, never from request headers. */
export const PUBLIC_URL = 'https://agency.example';

/**
 * The configuration tests start a host with: loopback, PUBLIC_URL, `webApiUrl` as the /web backend
 * (by default a port nothing answers on), then `env`.
 */
export function testConfig(env: Record<string, string> = {}, webApiUrl = 'http://127.0.0.1:9') {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL,
    WEB_API_URL: webApiUrl,
    // Only stops a hang: a loopback answer on a loaded machine can take over a second.
    UPSTREAM_TIMEOUT_MS: '10000',
    // Access-log lines of every test request would bury the test output; tests that read the log set their own.
    LOG_LEVEL: 'warn',
    ...env,
  });
}

/** Starts the real host on an ephemeral loopback port, calling `upstreamUrl` as its /web backend. */
export function startSite(
  upstreamUrl: string,
  env: Record<string, string> = {},
  logger?: HostLogger,
): Promise<RunningHost> {
  return startHost(testConfig(env, upstreamUrl), undefined, logger);
}

/** Starts the real host over its own pagesUpstream(); closing it closes both. */
export async function startPagesSite(): Promise<RunningHost> {
  const upstream = await pagesUpstream();
  const site = await startSite(upstream.url).catch(async (error: unknown) => {
    await upstream.close();
    throw error;
  });
  return {
    ...site,
    close: async () => {
      await site.close();
      await upstream.close();
    },
  };
}
