import { fileURLToPath } from 'node:url';
import { startNodeServer } from './processes.mjs';
import { steadyRun } from './steady-tail.mjs';
import { wrkRun } from './wrk.mjs';

const SERVER = fileURLToPath(new URL('../servers/constant-cost-server.mjs', import.meta.url));

/**
 * The busy loop, in whole microseconds, that makes a server whose bare answer takes `baseRps`' time
 * answer `rps` requests a second at saturation: 1/rps less the bare answer's own cost.
 */
export function busyMicros(rps, baseRps) {
  return Math.max(0, Math.round(1e6 / rps - 1e6 / baseRps));
}

/**
 * For each rendered row of the throughput table: wrk, with the same connections and seconds, against
 * a server that answers as many bytes and spends as long per answer as that row at saturation
 * (1/its req/s: node:http's own cost plus a busy loop for the rest); its p99/p50 beside the row's own,
 * and the steady-state client's (decision 0059) on the same server.
 */
export async function measureTailReference(rows, { connections, seconds, log }) {
  const server = await startNodeServer(SERVER, { ready: /Constant cost: (http:\/\/\S+)/ });
  try {
    const figures = [];
    for (const row of rows) {
      // What node:http itself costs per answer of this size, so the loop adds only the rest.
      const base = await wrkRun(`${server.url}/0/${row.bytes}`, {
        connections,
        seconds: Math.min(2, seconds),
      });
      const micros = busyMicros(row.rps, base.rps);
      const url = `${server.url}/${micros}/${row.bytes}`;
      await wrkRun(url, { connections, seconds: Math.min(2, seconds) });
      const run = await wrkRun(url, { connections, seconds });
      const steady = await steadyRun(url, { connections, seconds });
      figures.push({
        name: row.name,
        path: row.path,
        costMs: 1000 / row.rps,
        busyMs: micros / 1000,
        bytes: row.bytes,
        rps: run.rps,
        p50: run.p50,
        p99: run.p99,
        hostP50: row.p50,
        hostP99: row.p99,
        steadyP50: steady.p50,
        steadyP99: steady.p99,
      });
      log(
        `  ${row.path.padEnd(28)} ${(1000 / row.rps).toFixed(2)} ms per answer (${run.rps.toFixed(0)} req/s): p50 ${run.p50.toFixed(2)} ms  p99 ${run.p99.toFixed(2)} ms  p99/p50 ${(run.p99 / run.p50).toFixed(1)} (host ${(row.p99 / row.p50).toFixed(1)}); connections open first: p99/p50 ${(steady.p99 / steady.p50).toFixed(1)}`,
      );
    }
    return figures;
  } finally {
    await server.stop();
  }
}
