// `npm run bench`: builds the site, measures throughput and latency (wrk), client JS per route,
// server CPU per fuzzed answer, Lighthouse, memory (embedded database and DATABASE_URL) and the
// start-up, prints every figure, and writes bench/results.json and docs/benchmarks.md (appending
// a full run's line to its history table).
// Quick run: BENCH_SECONDS=2 BENCH_ROUNDS=1 BENCH_LIGHTHOUSE_RUNS=1 BENCH_MEMORY_TOTAL=20000 npm run bench
// Kept-page rows only (static, hits, misses, bare renderToString; printed and written to
// bench/results.kept.json, docs untouched): BENCH_ONLY=kept npm run bench
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { hitName, missName, renderMissName } from './lib/budgets.mjs';
import { measureClientJs } from './lib/client-js.mjs';
import { demoSessions } from './lib/demo-sessions.mjs';
import { measureFuzzCost, measureHostileCost } from './lib/fuzz-cost.mjs';
import { groupChunks } from './lib/group-chunks.mjs';
import { isFullRun, readHistory } from './lib/history.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { describeMachine } from './lib/machine.mjs';
import { measureMemory } from './lib/memory.mjs';
import { measureMemoryPostgres } from './lib/memory-postgres.mjs';
import { mixedPaths } from './lib/mixed-paths.mjs';
import { startReferenceServers } from './lib/reference-servers.mjs';
import { renderReport } from './lib/report.mjs';
import { buildSite, ROOT } from './lib/site-build.mjs';
import { startSite } from './lib/start-site.mjs';
import { measureStartup } from './lib/startup.mjs';
import { measureSteadyTails } from './lib/steady-tail.mjs';
import { measureTailReference } from './lib/tail-reference.mjs';
import { readSuiteSection } from './lib/test-timings.mjs';
import { measureThroughput, whilePaused } from './lib/throughput.mjs';

function setting(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive integer, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const config = {
  seconds: setting('BENCH_SECONDS', 10),
  rounds: setting('BENCH_ROUNDS', 3),
  connections: setting('BENCH_CONNECTIONS', 50),
  lighthouseRuns: setting('BENCH_LIGHTHOUSE_RUNS', 3),
  memoryFirst: setting('BENCH_MEMORY_FIRST', 10_000),
  memoryTotal: setting('BENCH_MEMORY_TOTAL', 100_000),
};
const log = (line) => console.log(line);
// Kept anonymous pages (issue 30): hits are the same URL again; misses ask the same URL of a host that
// keeps no page and no page data (KEPT_PAGES=0, PAGE_DATA_ENTRIES=0), so every answer loads the page
// data, renders the page and makes its kept entry, as the first request after a content change does;
// render misses ask a host that keeps no page but keeps page data (KEPT_PAGES=0), so the page is
// rendered each time from page data in memory (a kept page expired or pushed out before its data).
const KEPT_HITS = ['/', '/en', '/en/privacy-policy', '/404'];
const RENDERED = ['/en/privacy-policy', '/404'];
const ACCOUNT = '/en/account';
const ADMIN_LIST = '/en/admin/settings/users';
const JS_ROUTES = ['/', '/en', '/en/privacy-policy', '/sign-in', '/404'];
const LIGHTHOUSE_PAGES = ['/', '/en', '/en/privacy-policy', '/sign-in'];

const keptOnly = process.env.BENCH_ONLY === 'kept';
if (process.env.BENCH_ONLY !== undefined && !keptOnly) {
  console.error(`BENCH_ONLY must be "kept", got "${process.env.BENCH_ONLY}"`);
  process.exit(2);
}

const machine = describeMachine();
log(`bench: ${machine.cores} cores (${machine.cpu}), Node ${machine.node}, React ${machine.react}`);
log('building the site (production)…');
// The chunks are classified right after the build, from the same sources (others edit the tree).
let distDir = buildSite();
let classified = await groupChunks(`${distDir}client`);
for (let attempt = 1; attempt < 3 && classified.matched < classified.total; attempt += 1) {
  log(
    `  ${classified.matched} of ${classified.total} chunks matched the metafile; building again…`,
  );
  distDir = buildSite({ force: true });
  classified = await groupChunks(`${distDir}client`);
}
const manifest = JSON.parse(readFileSync(`${distDir}manifest.json`, 'utf8'));
const paths = mixedPaths(manifest);

const running = [];
// Interrupted, the bench stops its servers first: a server paused for another's row would otherwise
// stay stopped, unable to act on its own signals.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    Promise.all(running.map((server) => server.stop())).finally(() => process.exit(code));
  });
}
// BENCH_RESUME=1 keeps the sections an interrupted run already measured (bench/results.partial.json).
const partialFile = `${ROOT}bench/results.partial.json`;
const kept =
  process.env.BENCH_RESUME === '1' && existsSync(partialFile)
    ? JSON.parse(readFileSync(partialFile, 'utf8'))
    : {};
const results = { machine: kept.machine ?? machine, config: kept.config ?? config };
// Each section's figures are kept as soon as they exist, so a failure later loses nothing.
function save(section, figures) {
  results[section] = figures;
  writeFileSync(`${ROOT}bench/results.partial.json`, `${JSON.stringify(results, null, 2)}\n`);
  return figures;
}
try {
  log('starting the host and the reference servers…');
  const site = await startSite();
  running.push(site);
  const { staticServer, bare } = await startReferenceServers(site.url, ['/', ...RENDERED]);
  running.push(staticServer, bare);
  // The signed-in pages need the demo accounts: a second host of the same build in demo mode.
  const demoSite = keptOnly ? null : await startSite({ demo: true });
  if (demoSite) running.push(demoSite);
  const sessions = demoSite
    ? await demoSessions(demoSite.url, { customerPage: ACCOUNT, adminPage: ADMIN_LIST })
    : null;
  // The mixed run has a host of its own, so its rotating keys never touch the other rows' caches and heap.
  const mixedSite = keptOnly ? null : await startSite();
  if (mixedSite) running.push(mixedSite);
  // The misses: hosts that keep nothing (every answer is a first request after a content change),
  // and that keep page data only (every answer renders from data in memory).
  const missSite = await startSite({ env: { KEPT_PAGES: '0', PAGE_DATA_ENTRIES: '0' } });
  running.push(missSite);
  const renderMissSite = await startSite({ env: { KEPT_PAGES: '0' } });
  running.push(renderMissSite);

  log('throughput and latency (wrk):');
  const targets = [
    {
      name: 'static landing bytes',
      kind: 'static',
      path: '/',
      url: `${staticServer.url}/`,
      server: staticServer,
    },
    ...KEPT_HITS.map((path) => ({
      name: hitName(path),
      kind: 'host',
      server: site,
      path,
      url: `${site.url}${path}`,
    })),
    ...RENDERED.map((path) => ({
      name: missName(path),
      kind: 'host',
      server: missSite,
      rendered: true,
      path,
      url: `${missSite.url}${path}`,
    })),
    ...RENDERED.map((path) => ({
      name: renderMissName(path),
      kind: 'host',
      server: renderMissSite,
      rendered: true,
      path,
      url: `${renderMissSite.url}${path}`,
    })),
    ...(keptOnly ? [] : signedInAndMixed()),
    ...['/', ...RENDERED].map((path) => ({
      name: `bare renderToString ${path}`,
      kind: 'bare',
      server: bare,
      path,
      url: `${bare.url}${path}`,
    })),
  ];
  function signedInAndMixed() {
    return [
      {
        name: `host ${ACCOUNT} (rendered, signed in)`,
        kind: 'host',
        server: demoSite,
        rendered: true,
        path: ACCOUNT,
        url: `${demoSite.url}${ACCOUNT}`,
        headers: { cookie: sessions.customer },
      },
      {
        name: `host ${ADMIN_LIST} (rendered, admin)`,
        kind: 'host',
        server: demoSite,
        rendered: true,
        path: ADMIN_LIST,
        url: `${demoSite.url}${ADMIN_LIST}`,
        headers: { cookie: sessions.admin },
      },
      {
        name: `host mixed (${paths.length} rotating routes)`,
        kind: 'mixed',
        server: mixedSite,
        path: `${paths.length} rotating routes`,
        url: mixedSite.url,
        paths,
      },
    ];
  }
  if (keptOnly) {
    const throughput = await measureThroughput(targets, { ...config, log, servers: running });
    const staticRps = throughput.find((row) => row.kind === 'static').rps;
    const bareRps = (path) =>
      throughput.find((row) => row.name === `bare renderToString ${path}`).rps;
    log('ratios (hits vs static bytes, misses vs bare renderToString of the same page):');
    for (const row of throughput.filter((each) => each.kind === 'host')) {
      const ratio = row.name.includes('hit') ? row.rps / staticRps : row.rps / bareRps(row.path);
      log(`  ${row.name.padEnd(48)} ${row.rps.toFixed(0).padStart(7)} req/s  ${ratio.toFixed(2)}`);
    }
    const keptFile = `${ROOT}bench/results.kept.json`;
    writeFileSync(
      keptFile,
      `${JSON.stringify({ machine, config, loadAtEnd: loadavg(), throughput }, null, 2)}\n`,
    );
    // Written as the repository's formatter writes JSON (short arrays on one line), so the committed
    // file passes the lint step.
    spawnSync('npx', ['biome', 'format', '--write', keptFile], { cwd: ROOT, stdio: 'ignore' });
    await Promise.all(running.map((server) => server.stop()));
    process.exit(0);
  }
  const throughput = save(
    'throughput',
    kept.throughput ?? (await measureThroughput(targets, { ...config, log, servers: running })),
  );
  log('rendered pages once their connections are open (the steady-state tail, decision 0059):');
  const steadyTails = save(
    'steadyTails',
    kept.steadyTails ??
      (await measureSteadyTails(
        targets.filter((each) => each.rendered === true),
        { ...config, log, servers: running },
      )),
  );
  log("the load generator's own tail (a server of constant cost per answer):");
  const renderedRows = [];
  for (const target of targets.filter((each) => each.rendered === true)) {
    const url = target.paths ? `${target.url}${target.paths[0].replace('{n}', '0')}` : target.url;
    const answer = await fetch(url, {
      headers: { ...target.headers, 'accept-encoding': 'identity' },
    });
    const bytes = (await answer.arrayBuffer()).byteLength;
    const row = throughput.find((each) => each.name === target.name);
    renderedRows.push({ ...row, bytes });
  }
  const tailReference = save(
    'tailReference',
    kept.tailReference ??
      (await whilePaused(running, () => measureTailReference(renderedRows, { ...config, log }))),
  );
  await Promise.all([
    staticServer.stop(),
    bare.stop(),
    demoSite.stop(),
    mixedSite.stop(),
    missSite.stop(),
    renderMissSite.stop(),
  ]);

  log('client JS per route:');
  const clientJs = save(
    'clientJs',
    kept.clientJs ?? (await measureClientJs(site.url, distDir, JS_ROUTES, classified)),
  );
  for (const route of clientJs.routes) {
    log(
      `  ${route.path.padEnd(20)} ${route.files} files  gzip ${(route.loaded.gzip / 1000).toFixed(1)} kB  brotli ${(route.loaded.brotli / 1000).toFixed(1)} kB  account/admin chunks: ${route.privateChunks.map((chunk) => chunk.url).join(', ') || 'none'}`,
    );
  }

  log('server CPU per fuzzed answer:');
  const fuzzCost = save('fuzzCost', kept.fuzzCost ?? (await measureFuzzCost(site, { log })));
  await site.stop();
  if (fuzzCost.hostile === undefined) {
    log("server CPU of the security audits' pathological requests:");
    const hostileSite = await startSite({ demo: true });
    running.push(hostileSite);
    fuzzCost.hostile = await measureHostileCost(hostileSite, { log });
    save('fuzzCost', fuzzCost);
    await hostileSite.stop();
  }

  log('Lighthouse:');
  // Lighthouse counts http on a non-localhost name as insecure; localhost is the page's real origin here.
  const lighthouseSite = await startSite({ hostname: 'localhost' });
  running.push(lighthouseSite);
  const origin = lighthouseSite.url.replace('127.0.0.1', 'localhost');
  let lighthouse = kept.lighthouse;
  if (!lighthouse) {
    // The account needs the demo customer: a demo-mode host, signed in through /web like a browser.
    const accountSite = await startSite({ hostname: 'localhost', demo: true });
    running.push(accountSite);
    const accountOrigin = accountSite.url.replace('127.0.0.1', 'localhost');
    const { customer } = await demoSessions(accountOrigin, {
      customerPage: ACCOUNT,
      adminPage: ADMIN_LIST,
    });
    lighthouse = await measureLighthouse(
      origin,
      [
        ...LIGHTHOUSE_PAGES,
        { path: ACCOUNT, origin: accountOrigin, headers: { Cookie: customer } },
      ],
      { runs: config.lighthouseRuns, log },
    );
    await accountSite.stop();
  }
  save('lighthouse', lighthouse);
  await lighthouseSite.stop();

  log('memory (fresh host, mixed routes):');
  const memorySite = kept.memory ? null : await startSite();
  if (memorySite) running.push(memorySite);
  const memory = save(
    'memory',
    kept.memory ??
      (await measureMemory(memorySite, paths, {
        connections: config.connections,
        first: config.memoryFirst,
        total: config.memoryTotal,
        log,
      })),
  );
  await memorySite?.stop();

  log('memory with DATABASE_URL (fresh host on a throwaway PostgreSQL, mixed routes):');
  const memoryPostgres = save(
    'memoryPostgres',
    kept.memoryPostgres ??
      (await measureMemoryPostgres(paths, {
        connections: config.connections,
        first: config.memoryFirst,
        total: config.memoryTotal,
      })),
  );
  if (memoryPostgres.skipped) log(`  not measured: ${memoryPostgres.skipped}`);

  log('start-up (npm start on a built tree with existing data):');
  const startup = save(
    'startup',
    kept.startup ?? (await measureStartup({ runs: config.rounds, log })),
  );

  Object.assign(results, {
    loadAtEnd: loadavg().map((value) => Math.round(value * 100) / 100),
    throughput,
    steadyTails,
    tailReference,
    clientJs,
    fuzzCost,
    lighthouse,
    memory,
    memoryPostgres,
    startup,
    mixedPaths: paths,
  });
  writeFileSync(`${ROOT}bench/results.json`, `${JSON.stringify(results, null, 2)}\n`);
  const report = `${ROOT}docs/benchmarks.md`;
  // The history table keeps every earlier line; only a run with the default settings adds one.
  const earlier = existsSync(report) ? readFileSync(report, 'utf8') : '';
  writeFileSync(
    report,
    renderReport(results, {
      history: readHistory(earlier),
      append: isFullRun(results.config),
      // The test suite's own history (npm run test:timings) is kept as it is.
      testSuite: readSuiteSection(earlier),
    }),
  );
  // The written files are formatted as the repository's lint expects.
  spawnSync(
    `${ROOT}node_modules/.bin/biome`,
    ['format', '--write', 'docs/benchmarks.md', 'bench/results.json'],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  log('wrote bench/results.json and docs/benchmarks.md; `npm run budgets` checks the targets.');
} finally {
  await Promise.all(running.map((server) => server.stop()));
}
