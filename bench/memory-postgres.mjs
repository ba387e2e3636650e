// The DATABASE_URL memory run, started by bench/lib/memory-postgres.mjs under .ci/with-postgres.sh
// (a throwaway PostgreSQL; DATABASE_URL in the environment): a fresh host on that database, the
// mixed run of bench/lib/memory.mjs, and its figures written as JSON to the file named by argv[2].
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureMemory } from './lib/memory.mjs';
import { startSite } from './lib/start-site.mjs';

const [out] = process.argv.slice(2);
const { paths, connections, first, total } = JSON.parse(process.env.BENCH_MEMORY_RUN ?? '{}');
if (!out || !process.env.DATABASE_URL || !Array.isArray(paths)) {
  console.error(
    'usage: DATABASE_URL=… BENCH_MEMORY_RUN={…} node bench/memory-postgres.mjs <out.json>',
  );
  process.exit(2);
}
// The host keeps only its JWT secret in the data dir; the database is DATABASE_URL's.
const dataDir = mkdtempSync(join(tmpdir(), 'bench-host-'));
const site = await startSite({ dataDir });
try {
  const figures = await measureMemory(site, paths, {
    connections,
    first,
    total,
    log: (line) => console.log(line),
  });
  writeFileSync(out, JSON.stringify(figures));
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
