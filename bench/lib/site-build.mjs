import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The bench's own copy of the host build, so a rebuild elsewhere in the tree cannot change it mid-run. */
export const BENCH_DIST = fileURLToPath(new URL('../.work/dist/', import.meta.url));

/** Production build of the host (unless BENCH_SKIP_BUILD=1 and a build exists), copied to bench/.work/dist. */
export function buildSite() {
  const source = `${ROOT}packages/host/dist/`;
  if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(`${source}server/main.js`)) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@agency/host'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (build.status !== 0) throw new Error('npm run build -w @agency/host failed');
  }
  rmSync(BENCH_DIST, { recursive: true, force: true });
  cpSync(source, BENCH_DIST, { recursive: true });
  return BENCH_DIST;
}
