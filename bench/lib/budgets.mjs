/** Landing JS budget: gzip bytes of every script the landing loads. */
export const LANDING_JS_GZIP_BUDGET = 80 * 1000;

/** Fuzz budget: server CPU milliseconds of the costliest warm answer to a fuzzed request. */
export const FUZZ_ANSWER_CPU_MS_BUDGET = 100;

const find = (list, name) => list.find((item) => item.name === name);

/**
 * The targets checked against a bench result: each with what was measured and whether it
 * was met. A figure the result lacks is a missed target (a skipped section proves nothing).
 */
export function checkBudgets(results) {
  const checks = [];
  const add = (name, target, measured, ok) => checks.push({ name, target, measured, ok });
  const servers = results.throughput ?? [];
  const staticServer = find(servers, 'static landing bytes');
  for (const path of ['/', '/en']) {
    const host = find(servers, `host ${path} (cached)`);
    const ratio = host && staticServer ? host.rps / staticServer.rps : null;
    add(
      `cached landing ${path}: throughput vs static bytes`,
      '≥ 0.50',
      ratio === null ? 'not measured' : ratio.toFixed(2),
      ratio !== null && ratio >= 0.5,
    );
  }
  for (const path of ['/en/privacy-policy', '/404']) {
    const host = find(servers, `host ${path} (rendered)`);
    const bare = find(servers, `bare renderToString ${path}`);
    const ratio = host && bare ? host.rps / bare.rps : null;
    add(
      `rendered ${path}: throughput vs bare renderToString`,
      '≥ 0.75',
      ratio === null ? 'not measured' : ratio.toFixed(2),
      ratio !== null && ratio >= 0.75,
    );
  }
  for (const host of servers.filter((server) => server.kind === 'host')) {
    add(`${host.name}: p99 latency`, '< 25 ms', `${host.p99.toFixed(1)} ms`, host.p99 < 25);
  }
  const routes = results.clientJs?.routes ?? [];
  const landing = routes.find((route) => route.path === '/');
  add(
    'landing (/) client JS, gzip',
    `≤ ${LANDING_JS_GZIP_BUDGET / 1000} kB`,
    landing ? `${(landing.loaded.gzip / 1000).toFixed(1)} kB` : 'not measured',
    landing !== undefined && landing.loaded.gzip <= LANDING_JS_GZIP_BUDGET,
  );
  for (const route of routes) {
    add(
      `${route.path}: no account/admin chunk loaded`,
      'none',
      route.privateChunks.length === 0
        ? 'none'
        : route.privateChunks.map((chunk) => `${chunk.url} (${chunk.groups})`).join(', '),
      route.privateChunks.length === 0,
    );
  }
  if (routes.length === 0)
    add('account/admin chunks on public pages', 'none', 'not measured', false);
  const pages = results.lighthouse ?? [];
  for (const page of pages) {
    if (page.scores === null) {
      add(`Lighthouse ${page.path}`, '100/100/100/100, CLS 0', 'no run measured', false);
      continue;
    }
    const scores = Object.values(page.scores);
    add(
      `Lighthouse ${page.path}: Performance/Accessibility/Best Practices/SEO`,
      '100/100/100/100',
      scores.join('/'),
      scores.every((score) => score === 100),
    );
    add(`Lighthouse ${page.path}: CLS`, '0', page.cls.toFixed(3), page.cls === 0);
  }
  if (pages.length === 0) add('Lighthouse', '100/100/100/100, CLS 0', 'not measured', false);
  const fuzz = results.fuzzCost?.warm;
  add(
    'fuzzed requests: server CPU of the costliest warm answer',
    `≤ ${FUZZ_ANSWER_CPU_MS_BUDGET} ms`,
    fuzz ? `${fuzz.worstMs} ms (${fuzz.worstInput})` : 'not measured',
    fuzz !== undefined && fuzz.worstMs <= FUZZ_ANSWER_CPU_MS_BUDGET,
  );
  const memory = results.memory;
  add(
    `memory: RSS growth from ${memory?.first.requests ?? 10_000} to ${memory?.total.requests ?? 100_000} requests`,
    '< 10%',
    memory ? `${(memory.growth * 100).toFixed(1)}%` : 'not measured',
    memory !== undefined && memory !== null && memory.growth < 0.1,
  );
  return checks;
}
