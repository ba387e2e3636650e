// `npm start`: runs the site (the SSR host with its embedded /web backend) once the host package provides it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const host = JSON.parse(readFileSync(new URL('../packages/host/package.json', import.meta.url), 'utf8'));
if (!host.scripts?.serve) {
  console.error('The site is not built yet: packages/host does not provide a server. `npm test` runs what exists.');
  process.exit(1);
}
const result = spawnSync('npm', ['run', 'serve', '-w', '@agency/host'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
