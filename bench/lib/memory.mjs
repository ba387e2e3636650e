import { setTimeout as sleep } from 'node:timers/promises';
import { wrkMixed } from './wrk.mjs';

/** RSS of a fresh host after start, after 10,000 and after 100,000 requests of mixed routes, and the growth between the last two. */
export async function measureMemory(server, paths, { connections, first, total, log }) {
  await sleep(1000);
  const atStart = server.rss();
  const warm = await wrkMixed(server.url, paths, { connections, seconds: 600, limit: first });
  await sleep(1000);
  const afterFirst = server.rss();
  log(`  after ${warm.responses} requests: RSS ${(afterFirst / 2 ** 20).toFixed(1)} MiB`);
  const rest = await wrkMixed(server.url, paths, {
    connections,
    seconds: 1200,
    limit: total - warm.responses,
  });
  await sleep(1000);
  const afterTotal = server.rss();
  log(
    `  after ${warm.responses + rest.responses} requests: RSS ${(afterTotal / 2 ** 20).toFixed(1)} MiB`,
  );
  return {
    atStart,
    first: { requests: warm.responses, rss: afterFirst },
    total: { requests: warm.responses + rest.responses, rss: afterTotal },
    growth: (afterTotal - afterFirst) / afterFirst,
    serverErrors: warm.serverErrors + rest.serverErrors,
    socketErrors: warm.socketErrors + rest.socketErrors,
    timeouts: warm.timeouts + rest.timeouts,
    rps: rest.rps,
  };
}
