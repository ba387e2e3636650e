// `npm run dev`: rebuilds the browser and server bundles on change (esbuild watch) and restarts the
// server whenever a rebuild changes what it serves.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, unwatchFile, watchFile } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(root, '../..');
const dist = join(root, 'dist');
const main = join(dist, 'server/main.js');
const manifest = join(dist, 'manifest.json');

if (!existsSync(main) || !existsSync(manifest)) {
  const first = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (first.status !== 0) process.exit(first.status ?? 1);
}

const builder = spawn(process.execPath, [join(root, 'scripts/build.mjs'), '--watch'], {
  stdio: 'inherit',
});
let server = null;
let timer = null;
const operator = ['DATABASE_URL', 'WEB_API_URL', 'NODE_ENV'].some((name) => process.env[name]);

function startServer() {
  server = spawn(process.execPath, [main], {
    cwd: repo,
    stdio: 'inherit',
    // The demo accounts only on the embedded database, as `npm start` decides (scripts/start.mjs).
    env: {
      DATA_DIR: join(repo, '.data'),
      ...(operator ? {} : { AGENCY_DEMO: '1' }),
      ...process.env,
    },
  });
}

function restart() {
  clearTimeout(timer);
  // Client and server bundles finish a moment apart: restart once both have landed.
  timer = setTimeout(() => {
    if (server === null || server.exitCode !== null) {
      startServer();
      return;
    }
    server.once('exit', startServer);
    server.kill('SIGTERM');
  }, 300);
}

startServer();
for (const file of [main, manifest]) watchFile(file, { interval: 300 }, restart);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const file of [main, manifest]) unwatchFile(file);
    builder.kill(signal);
    server?.kill(signal);
    process.exit(0);
  });
}
