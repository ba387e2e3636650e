import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.mjs';
import { median } from './median.mjs';
import { pinned } from './pinning.mjs';
import { ROOT } from './site-build.mjs';

const REBUILT = 'Building the site';

// `npm start` as a newcomer types it (no NODE_ENV, DATABASE_URL or WEB_API_URL: the demo on the
// embedded database), on the server core, in its own process group so the whole tree stops.
function spawnStart(port, dataDir) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'WEB_API_URL', 'AGENCY_DEMO']) delete env[name];
  const [command, args] = pinned('server', 'npm', ['start']);
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let logged;
  const collect = (chunk) => {
    output += chunk.toString();
    // When the host logged that it listens: the rest of the wait is the backend's database.
    if (logged === undefined && /Site: http/.test(output)) logged = performance.now();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output, logged: () => logged };
}

async function readyAt(port, started, { exited, output }, timeoutMs) {
  let gone = false;
  exited.then(() => {
    gone = true;
  });
  while (performance.now() - started < timeoutMs) {
    if (gone) throw new Error(`npm start exited before it was ready:\n${output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status === 200;
      })
      .catch(() => false);
    if (ok) return performance.now() - started;
    await sleep(10);
  }
  throw new Error(`npm start was not ready within ${timeoutMs} ms:\n${output()}`);
}

async function stop({ child, exited }) {
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/**
 * `npm start` on a built tree with existing data: one start creates the database in a fresh data
 * dir, then `runs` starts on it, each timed from the spawn to the first 200 of /readyz (the /web
 * backend's database answers); a start that rebuilt the site (sources newer than the build) is not
 * counted. Milliseconds of each start, when each logged its "Site:" line, and their median.
 */
export async function measureStartup({ runs, log }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const port = await freePort();
    let first;
    let firstMs;
    // A start that rebuilt the site can fail when another build in the tree overwrites dist meanwhile.
    for (let attempt = 1; firstMs === undefined; attempt += 1) {
      first = spawnStart(port, dataDir);
      try {
        firstMs = await readyAt(port, performance.now(), first, 600_000);
      } catch (error) {
        if (attempt === 3 || !first.output().includes(REBUILT)) throw error;
        log('  the first start failed while rebuilding the site: starting again');
      } finally {
        await stop(first);
      }
    }
    log(
      `  first start (creates the database${first.output().includes(REBUILT) ? ', rebuilt the site' : ''}): ${firstMs.toFixed(0)} ms`,
    );
    const times = [];
    const listening = [];
    let rebuilds = 0;
    while (times.length < runs && rebuilds < 3) {
      const started = performance.now();
      const start = spawnStart(port, dataDir);
      const ms = await readyAt(port, started, start, 600_000)
        .catch((error) => {
          if (!start.output().includes(REBUILT)) throw error;
        })
        .finally(() => stop(start));
      if (start.output().includes(REBUILT)) {
        rebuilds += 1;
        log(`  start rebuilt the site (the sources changed): not counted`);
        continue;
      }
      times.push(ms);
      listening.push(start.logged() === undefined ? null : Math.round(start.logged() - started));
      log(
        `  start ${times.length}: ready in ${ms.toFixed(0)} ms (the host logged "Site:" at ${listening.at(-1) ?? '–'} ms)`,
      );
    }
    if (times.length === 0)
      return { skipped: 'every start rebuilt the site (sources kept changing)' };
    return {
      runs: times.map((ms) => Math.round(ms)),
      siteLoggedMs: listening,
      medianMs: Math.round(median(times)),
      firstMs: Math.round(firstMs),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
