import { median } from './median.mjs';
import { wrkMixed, wrkRun } from './wrk.mjs';

// A target with `paths` is the mixed run (wrk rotating over them from `url`, an origin); any other
// is one URL, with the target's `headers` (a session cookie) on every request.
async function runOnce(target, { connections, seconds }) {
  if (target.paths === undefined)
    return wrkRun(target.url, { connections, seconds, headers: target.headers });
  const mixed = await wrkMixed(target.url, target.paths, {
    connections,
    seconds,
    ...(target.rotate === undefined ? {} : { rotate: target.rotate }),
  });
  return {
    ...mixed,
    errors: { connect: mixed.socketErrors, read: 0, write: 0, timeout: mixed.timeouts },
  };
}

/**
 * Lets only `server` run among `servers` (the others paused), so no other server's timers or
 * collections land on the shared server core during its row.
 */
export function runAlone(server, servers) {
  for (const other of servers) if (other !== server) other.pause();
  server.resume();
}

/** Runs `work` with every one of `servers` paused (a reference server of its own measured alone). */
export async function whilePaused(servers, work) {
  for (const server of servers) server.pause();
  try {
    return await work();
  } finally {
    for (const server of servers) server.resume();
  }
}

/**
 * wrk against each target in alternating rounds (every target once per round, so a noisy moment
 * hits all of them alike), after a short warm-up; medians of req/s, p50 and p99 per target. Each
 * target's `server` (one of `servers`) runs alone during its runs; all run again at the end.
 */
export async function measureThroughput(targets, { rounds, seconds, connections, log, servers }) {
  const stray = targets.find((target) => !servers.includes(target.server));
  if (stray) throw new Error(`the target "${stray.name}" has no server among the run's servers`);
  const once = (target, runSeconds) => {
    runAlone(target.server, servers);
    return runOnce(target, { connections, seconds: runSeconds });
  };
  try {
    for (const target of targets) await once(target, Math.min(2, seconds));
    const runs = new Map(targets.map((target) => [target.name, []]));
    for (let round = 1; round <= rounds; round += 1) {
      for (const target of targets) {
        const result = await once(target, seconds);
        runs.get(target.name).push(result);
        log(
          `  round ${round} ${target.name.padEnd(34)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms`,
        );
      }
    }
    return summarize(targets, runs);
  } finally {
    for (const server of servers) server.resume();
  }
}

function summarize(targets, runs) {
  return targets.map((target) => {
    const results = runs.get(target.name);
    const socketErrors = results.reduce(
      (sum, { errors }) => sum + errors.connect + errors.read + errors.write + errors.timeout,
      0,
    );
    return {
      name: target.name,
      kind: target.kind,
      path: target.path,
      rendered: target.rendered === true,
      rps: median(results.map((result) => result.rps)),
      p50: median(results.map((result) => result.p50)),
      p99: median(results.map((result) => result.p99)),
      rounds: results.map((result) => Math.round(result.rps)),
      socketErrors,
      ...(target.paths === undefined
        ? {}
        : { serverErrors: results.reduce((sum, result) => sum + result.serverErrors, 0) }),
    };
  });
}
