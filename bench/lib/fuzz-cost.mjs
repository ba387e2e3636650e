import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import fc from 'fast-check';
import { hostileRequests } from './hostile-inputs.mjs';
import { ROOT } from './site-build.mjs';

/** How many inputs of each kind are sampled: as many as the fuzz test's properties run. */
export const FUZZ_RUNS = { paths: 400, queries: 300, headers: 300 };

/**
 * The host tests' fuzz inputs (packages/host/tests/support/fuzz-inputs.ts), bundled by esbuild into
 * bench/.work so this plain-Node bench imports the same arbitraries the fuzz test sends.
 */
export async function loadFuzzInputs() {
  const outfile = `${ROOT}bench/.work/fuzz-inputs.mjs`;
  await build({
    entryPoints: [`${ROOT}packages/host/tests/support/fuzz-inputs.ts`],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'silent',
  });
  return import(`${pathToFileURL(outfile).href}?at=${Date.now()}`);
}

/** The fuzzed requests, sampled with the fuzz test's seed: paths, queries on pages, headers on pages. */
export function sampleRequests(inputs, runs = FUZZ_RUNS) {
  const options = (numRuns) => ({ numRuns, seed: inputs.SEED });
  const pages = fc.constantFrom(...inputs.PAGES);
  return [
    ...fc.sample(inputs.path, options(runs.paths)).map((path) => ({ kind: 'path', path })),
    ...fc.sample(fc.tuple(pages, inputs.query), options(runs.queries)).map(([page, search]) => ({
      kind: 'query',
      path: search === '' ? page : `${page}?${search}`,
    })),
    ...fc
      .sample(fc.tuple(pages, inputs.headers), options(runs.headers))
      .map(([path, headers]) => ({ kind: 'headers', path, headers })),
  ];
}

/** CPU time in nanoseconds a process has used so far: every thread's, from /proc (Linux). */
export function processCpuNs(pid) {
  let total = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return total;
}

// One request on its own connection; resolves once the answer is read and the connection closed,
// so the server's work for it (rendering, compression, closing) is over.
function send(base, { path, headers, method = 'GET', body }) {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, headers, method, agent: false },
      (res) => {
        res.resume();
        res.on('error', reject);
        res.on('end', () => {
          const done = () => resolve(res.statusCode ?? 0);
          if (!req.socket || req.socket.destroyed) done();
          else req.socket.once('close', done);
        });
      },
    );
    // node:http refuses a request line or headers over its limits (431) and resets the connection
    // while the client may still be writing: that refusal is the answer (status 0 here).
    req.on('error', (error) => (error.code === 'ECONNRESET' ? resolve(0) : reject(error)));
    req.on('socket', (socket) => socket.on('error', () => {}));
    req.end(body);
  });
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (value) => Math.round(value * 100) / 100;

/**
 * Server CPU per fuzzed answer: the host process's CPU time across each request, one request at a
 * time. After a warm-up over the pages, every input is sent twice; the second pass is the warm
 * cost the budget checks (the first pass, with code paths still cold, is reported beside it).
 */
export async function measureFuzzCost(site, { log = () => {}, runs = FUZZ_RUNS } = {}) {
  const pid = site.child.pid;
  const inputs = await loadFuzzInputs();
  const requests = sampleRequests(inputs, runs);
  for (let round = 0; round < 5; round += 1) {
    for (const path of inputs.PAGES) await send(site.url, { path });
  }
  const passes = [];
  for (let pass = 0; pass < 2; pass += 1) {
    const costs = [];
    for (const input of requests) {
      const before = processCpuNs(pid);
      const status = await send(site.url, input);
      costs.push({ ms: (processCpuNs(pid) - before) / 1e6, status, input });
    }
    passes.push(costs);
  }
  const [cold, warm] = passes.map((costs) => {
    const sorted = costs.map((cost) => cost.ms).sort((a, b) => a - b);
    const worst = costs.reduce((a, b) => (b.ms > a.ms ? b : a));
    return {
      p50Ms: round(quantile(sorted, 0.5)),
      p99Ms: round(quantile(sorted, 0.99)),
      worstMs: round(worst.ms),
      worstInput: `${worst.input.kind} ${worst.input.path.slice(0, 120)}`,
      serverErrors: costs.filter((cost) => cost.status >= 500).length,
      resets: costs.filter((cost) => cost.status === 0).length,
    };
  });
  const figures = { requests: requests.length, warm, firstPass: cold };
  log(
    `  ${requests.length} fuzzed requests, server CPU per answer (warm): p50 ${warm.p50Ms} ms, p99 ${warm.p99Ms} ms, worst ${warm.worstMs} ms (${warm.worstInput}); first pass worst ${cold.worstMs} ms`,
  );
  return figures;
}

/**
 * Server CPU of each of the security audits' pathological requests (bench/lib/hostile-inputs.mjs), on
 * a demo-mode host (some need the demo customer or admin): each sent twice, the second figure kept,
 * with its status, so a regression shows by name.
 */
export async function measureHostileCost(demoSite, { log = () => {} } = {}) {
  const pid = demoSite.child.pid;
  const requests = await hostileRequests(demoSite.url);
  const figures = {};
  for (const input of requests) {
    let cost = 0;
    let status = 0;
    for (let pass = 0; pass < 2; pass += 1) {
      const before = processCpuNs(pid);
      status = await send(demoSite.url, input);
      cost = (processCpuNs(pid) - before) / 1e6;
    }
    figures[input.label] = { ms: round(cost), status };
    log(`  ${input.label}: ${round(cost)} ms (answered ${status})`);
  }
  return figures;
}
