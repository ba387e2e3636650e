import { loadConfig } from '../../src/server/config';
import type { HostLogger } from '../../src/server/logger';
import { type RunningHost, startHost } from '../../src/server/start-host';

/** The public URL every test site is configured with: links must be built from it, never from request headers. */
export const PUBLIC_URL = 'https://agency.example';

/** Starts the real host on an ephemeral loopback port, calling `upstreamUrl` as its /web backend. */
export function startSite(
  upstreamUrl: string,
  env: Record<string, string> = {},
  logger?: HostLogger,
): Promise<RunningHost> {
  return startHost(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL,
      WEB_API_URL: upstreamUrl,
      // Only stops a hang: a loopback answer on a loaded machine can take over a second.
      UPSTREAM_TIMEOUT_MS: '10000',
      // Access-log lines of every test request would bury the test output; tests that read the log set their own.
      LOG_LEVEL: 'warn',
      ...env,
    }),
    undefined,
    logger,
  );
}
