import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pinned } from './pinning.mjs';
import { runAlone } from './throughput.mjs';

const run = promisify(execFile);
const CLIENT = fileURLToPath(new URL('steady-client.mjs', import.meta.url));

/**
 * One run of the steady-state client on the load core (decision 0059): `connections` connections
 * opened first, then kept busy for `seconds`; req/s, p50, p90, p99 and max in ms of that window, how
 * long opening them took, how many sockets answered and how many answers were 5xx.
 */
export async function steadyRun(url, { connections, seconds, headers = {} }) {
  const [command, args] = pinned('load', process.execPath, [
    CLIENT,
    url,
    String(connections),
    String(seconds),
    JSON.stringify(headers),
  ]);
  const { stdout } = await run(command, args, { maxBuffer: 1 << 20 });
  const line = stdout.split('\n').find((text) => text.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`the steady client printed no figures:\n${stdout}`);
  return JSON.parse(line.slice('BENCH_JSON '.length));
}

/**
 * The tail of each rendered target once its connections are open: one steady run per target, its
 * server alone on the server core (the others paused, all resumed at the end).
 */
export async function measureSteadyTails(targets, { connections, seconds, servers, log }) {
  try {
    const rows = [];
    for (const target of targets) {
      runAlone(target.server, servers);
      const figures = await steadyRun(target.url, {
        connections,
        seconds,
        headers: target.headers,
      });
      rows.push({ name: target.name, path: target.path, ...figures });
      log(
        `  ${target.name.padEnd(48)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${figures.p50.toFixed(2)} ms  p99 ${figures.p99.toFixed(2)} ms  p99/p50 ${(figures.p99 / figures.p50).toFixed(1)}  (${figures.sockets} connections opened in ${figures.rampMs.toFixed(0)} ms)`,
      );
    }
    return rows;
  } finally {
    for (const server of servers) server.resume();
  }
}
