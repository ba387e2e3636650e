import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds the browser and server bundles once before the host tests start real servers. */
export default function setup() {
  const script = fileURLToPath(new URL('../../scripts/build.mjs', import.meta.url));
  execFileSync(process.execPath, [script], { stdio: 'inherit' });
}
