// The steady-state load client (decision 0059), run as its own process on the load core:
//   node steady-client.mjs <url> <connections> <seconds> [headers as JSON]
// It opens every connection first (one request on each, all at once, not measured), then keeps each
// connection busy for <seconds>, one request after another, and prints `BENCH_JSON {...}`: the
// latency of every request of that window, from its write to its answer's last byte.
import { Agent, request } from 'node:http';

const [url, connectionsArg, secondsArg, headersArg = '{}'] = process.argv.slice(2);
const connections = Number(connectionsArg);
const seconds = Number(secondsArg);
if (!url || !Number.isInteger(connections) || connections < 1 || !(seconds > 0)) {
  console.error('usage: node steady-client.mjs <url> <connections> <seconds> [headers as JSON]');
  process.exit(2);
}
const target = new URL(url);
const headers = JSON.parse(headersArg);
// Exactly `connections` sockets, kept open between requests and never more.
const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
const sockets = new Set();

/** One request: its latency in ms and whether the server failed it (5xx). */
function once() {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        agent,
        headers,
      },
      (res) => {
        sockets.add(res.socket);
        res.on('data', () => {});
        res.on('end', () =>
          resolve({
            ms: performance.now() - start,
            failed: res.statusCode >= 500,
          }),
        );
      },
    );
    // A request unanswered this long fails the run instead of holding the bench.
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${url} in 30 s`)));
    req.on('error', reject);
    req.end();
  });
}

const rampStart = performance.now();
await Promise.all(Array.from({ length: connections }, once));
const rampMs = performance.now() - rampStart;

const latencies = [];
let serverErrors = 0;
const start = performance.now();
const until = start + seconds * 1000;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < until) {
      const answer = await once();
      latencies.push(answer.ms);
      if (answer.failed) serverErrors += 1;
    }
  }),
);
const elapsed = performance.now() - start;
agent.destroy();

latencies.sort((a, b) => a - b);
const at = (share) =>
  latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))];
console.log(
  `BENCH_JSON ${JSON.stringify({
    requests: latencies.length,
    rps: (latencies.length / elapsed) * 1000,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: latencies.at(-1),
    rampMs,
    sockets: sockets.size,
    serverErrors,
  })}`,
);
