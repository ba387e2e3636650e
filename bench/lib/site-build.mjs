import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The bench's own copy of the host build, so a rebuild elsewhere in the tree cannot change it mid-run. */
export const BENCH_DIST = fileURLToPath(new URL('../.work/dist/', import.meta.url));

// Other work in the tree (the host tests' global setup, npm start) may rebuild packages/host/dist
// at any moment: a copy is used only when it is whole (manifest, entry, area stylesheet, every script
// precompressed).
function isWhole(dir) {
  if (!existsSync(`${dir}manifest.json`) || !existsSync(`${dir}server/main.js`)) return false;
  try {
    const manifest = JSON.parse(readFileSync(`${dir}manifest.json`, 'utf8'));
    const assets = `${dir}client/assets/`;
    const scripts = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
    return (
      existsSync(`${dir}client${manifest.entry}`) &&
      typeof manifest.areaStyles === 'string' &&
      existsSync(`${dir}client${manifest.areaStyles}`) &&
      scripts.every(
        (name) => existsSync(`${assets}${name}.gz`) && existsSync(`${assets}${name}.br`),
      )
    );
  } catch {
    return false;
  }
}

/** Production build of the host (unless BENCH_SKIP_BUILD=1 and a build exists), copied whole to bench/.work/dist. */
export function buildSite({ force = false } = {}) {
  const source = `${ROOT}packages/host/dist/`;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    if (force || process.env.BENCH_SKIP_BUILD !== '1' || attempt > 1 || !isWhole(source)) {
      const build = spawnSync('npm', ['run', 'build', '-w', '@agency/host'], {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      if (build.status !== 0) throw new Error('npm run build -w @agency/host failed');
    }
    rmSync(BENCH_DIST, { recursive: true, force: true });
    try {
      cpSync(source, BENCH_DIST, { recursive: true });
    } catch {
      continue;
    }
    if (isWhole(BENCH_DIST)) return BENCH_DIST;
  }
  throw new Error('could not copy a whole host build (packages/host/dist kept changing)');
}
