import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { ROOT } from './site-build.mjs';

const POSTGRES_LIB = '/usr/lib/postgresql';

/** Whether the machine has the PostgreSQL server binaries .ci/with-postgres.sh starts a cluster with. */
export function hasPostgres() {
  return (
    existsSync(POSTGRES_LIB) &&
    readdirSync(POSTGRES_LIB).some((version) =>
      existsSync(`${POSTGRES_LIB}/${version}/bin/postgres`),
    )
  );
}

/**
 * The memory run with DATABASE_URL: bench/memory-postgres.mjs under .ci/with-postgres.sh (a
 * throwaway cluster on PGPORT_CI, else a free port); the same figures as measureMemory, or
 * `{ skipped }` naming why nothing was measured.
 */
export async function measureMemoryPostgres(paths, { connections, first, total }) {
  if (!hasPostgres()) return { skipped: `no PostgreSQL server binary under ${POSTGRES_LIB}` };
  const out = `${ROOT}bench/.work/memory-postgres.json`;
  rmSync(out, { force: true });
  const port = process.env.PGPORT_CI || String(await freePort());
  const child = spawn(
    'bash',
    [`${ROOT}.ci/with-postgres.sh`, process.execPath, `${ROOT}bench/memory-postgres.mjs`, out],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PGPORT_CI: port,
        BENCH_MEMORY_RUN: JSON.stringify({ paths, connections, first, total }),
      },
    },
  );
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0 || !existsSync(out))
    throw new Error(`the DATABASE_URL memory run exited with ${code}`);
  return JSON.parse(readFileSync(out, 'utf8'));
}
