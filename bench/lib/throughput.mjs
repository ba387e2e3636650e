import { median } from './median.mjs';
import { wrkRun } from './wrk.mjs';

/**
 * wrk against each target in alternating rounds (every target once per round, so a noisy moment
 * hits all of them alike), after a short warm-up; medians of req/s, p50 and p99 per target.
 */
export async function measureThroughput(targets, { rounds, seconds, connections, log }) {
  for (const target of targets) {
    await wrkRun(target.url, { connections, seconds: Math.min(2, seconds) });
  }
  const runs = new Map(targets.map((target) => [target.name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      const result = await wrkRun(target.url, { connections, seconds });
      runs.get(target.name).push(result);
      log(
        `  round ${round} ${target.name.padEnd(34)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms`,
      );
    }
  }
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
      rps: median(results.map((result) => result.rps)),
      p50: median(results.map((result) => result.p50)),
      p99: median(results.map((result) => result.p99)),
      rounds: results.map((result) => Math.round(result.rps)),
      socketErrors,
    };
  });
}
