// `npm run dev`: rebuilds the browser and server bundles on change and restarts the server when they change.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(root, '../..');
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'server/main.js'))) {
  const first = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (first.status !== 0) process.exit(first.status ?? 1);
}
const children = [
  spawn(process.execPath, [join(root, 'scripts/build.mjs'), '--watch'], { stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path', dist, join(dist, 'server/main.js')], {
    cwd: repo,
    stdio: 'inherit',
    env: { DATA_DIR: join(repo, '.data'), ...process.env },
  }),
];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
