// `npm start`: builds the site when its build is missing or older than the sources, then serves it
// (the SSR host with the embedded /web backend, data in .data/) on PORT (default 3000); the demo
// unless the environment is an operator's.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_NODE_FLAGS } from './host-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'packages/host/dist/server/main.js');
const manifest = join(root, 'packages/host/dist/manifest.json');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const sources = ['core', 'ui', 'web-api', 'host', 'google-sandbox']
  .flatMap((name) => [join(root, 'packages', name, 'src'), join(root, 'packages', name, 'public')])
  .filter((dir) => existsSync(dir));
const stale =
  !existsSync(built) ||
  !existsSync(manifest) ||
  Math.max(...sources.map(newest)) > statSync(manifest).mtimeMs;
if (stale) {
  console.log('Building the site…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@agency/host'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The newcomer's demo (demo accounts, codes printed) only on the embedded database of a plain
// `npm start`: an operator who sets DATABASE_URL, WEB_API_URL or NODE_ENV gets no known password.
// AGENCY_DEMO in the environment (1 or 0) decides explicitly either way.
const operator = ['DATABASE_URL', 'WEB_API_URL', 'NODE_ENV'].some((name) => process.env[name]);
// Less resident memory for the same throughput (docs/operations.md); `npm run serve` and
// deploy/agency-site.service pass the same options.
const child = spawn(process.execPath, [...HOST_NODE_FLAGS, built], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    DATA_DIR: join(root, '.data'),
    // The demo's log is read by a person in a terminal; an operator's is JSON lines for a collector.
    ...(operator ? {} : { AGENCY_DEMO: '1', LOG_FORMAT: 'pretty' }),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
