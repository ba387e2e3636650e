import { freePort } from './free-port.mjs';
import { startNodeServer } from './processes.mjs';
import { hostServeFlags } from './serve-flags.mjs';
import { BENCH_DIST } from './site-build.mjs';

/**
 * Starts the built host (bench/.work/dist) as its own process on the server core, with the Node
 * options of `npm run serve` (hostServeFlags): production mode, the embedded /web backend with an
 * in-memory database (or `dataDir`; with DATABASE_URL in the environment and a `dataDir`, that
 * PostgreSQL), public URL = its own loopback origin; `demo` seeds the demo accounts
 * (AGENCY_DEMO=1), as `npm start` does; `env` adds settings (KEPT_PAGES, …).
 */
export async function startSite({
  hostname = '127.0.0.1',
  demo = false,
  dataDir = ':memory:',
  env = {},
} = {}) {
  const port = await freePort();
  return startNodeServer(`${BENCH_DIST}server/main.js`, {
    nodeArgs: hostServeFlags(),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://${hostname}:${port}`,
      DATA_DIR: dataDir,
      ...(demo ? { AGENCY_DEMO: '1' } : {}),
      ...env,
    },
    ready: /Site: (http:\/\/\S+)/,
  });
}
