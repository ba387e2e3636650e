import { readFileSync } from 'node:fs';
import { ROOT } from './site-build.mjs';

/**
 * The Node options `npm run serve` starts the host with (`node <options> dist/server/main.js` in
 * packages/host/package.json), so the bench measures the host as it is run (docs/operations.md);
 * throws when the script has another shape, rather than measuring a host started some other way.
 */
export function serveNodeFlags(script) {
  const words = script.trim().split(/\s+/);
  const main = words.indexOf('dist/server/main.js');
  const flags = words.slice(1, main);
  if (
    words[0] !== 'node' ||
    main !== words.length - 1 ||
    flags.some((flag) => !flag.startsWith('--'))
  )
    throw new Error(
      `the host's serve script is not "node [--options] dist/server/main.js": ${script}`,
    );
  return flags;
}

/** The Node options of the host's own `serve` script. */
export function hostServeFlags() {
  const manifest = JSON.parse(readFileSync(`${ROOT}packages/host/package.json`, 'utf8'));
  return serveNodeFlags(manifest.scripts.serve);
}
