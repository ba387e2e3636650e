import { checkBudgets, seoFigure, tailRatio } from './budgets.mjs';
import { HISTORY_COLUMNS, HISTORY_HEADING, historyRow } from './history.mjs';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${value.toFixed(2)} ms`;
const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

function throughputTable(servers) {
  const staticServer = servers.find((server) => server.kind === 'static');
  return table(
    [
      'Server',
      'Path',
      'req/s (median)',
      'rounds',
      'p50',
      'p99',
      'p99/p50',
      'vs static',
      'vs bare render',
    ],
    servers.map((server) => {
      const bare = servers.find(
        (other) => other.kind === 'bare' && other.path === server.path && other !== server,
      );
      return [
        server.name,
        `\`${server.path}\``,
        server.rps.toFixed(0),
        server.rounds.join(' / '),
        ms(server.p50),
        ms(server.p99),
        tailRatio(server).toFixed(1),
        staticServer ? (server.rps / staticServer.rps).toFixed(2) : '–',
        server.kind === 'host' && bare ? (server.rps / bare.rps).toFixed(2) : '–',
      ];
    }),
  );
}

// Older results files have no steady-state tail: the section is left out.
function steadyTailSection(rows, connections) {
  if (!Array.isArray(rows) || rows.length === 0) return [];
  return [
    '### Rendered pages once their connections are open',
    '',
    `The budgeted tail (decision 0059). A Node client on the load core (bench/lib/steady-client.mjs) opens its ${connections} keep-alive connections first, one request on each, not measured; then each connection sends its next request as soon as the last is answered, for as many seconds as a wrk run, its server alone on the server core. Latency runs from a request's write to its answer's last byte.`,
    '',
    table(
      ['Row', 'Path', 'req/s', 'p50', 'p99', 'p99/p50', 'connections opened in', '5xx'],
      rows.map((row) => [
        row.name,
        `\`${row.path}\``,
        row.rps.toFixed(0),
        ms(row.p50),
        ms(row.p99),
        `**${tailRatio(row).toFixed(1)}**`,
        ms(row.rampMs),
        String(row.serverErrors),
      ]),
    ),
    '',
  ];
}

// Older results files have no tail reference, or none measured with the steady-state client: the
// section, or its last column, is left out.
function tailReferenceSection(rows) {
  if (!Array.isArray(rows) || rows.length === 0) return [];
  const steady = rows.every((row) => row.steadyP50 !== undefined);
  return [
    "### The load generator's own tail",
    '',
    `For each rendered row: wrk with the same connections and seconds against node:http that answers as many bytes and spends as long per answer as the row did (1 / its median req/s: node:http's own cost plus a busy loop for the rest; bench/servers/constant-cost-server.mjs). Its work never varies between answers, so its p99/p50 is what wrk and the kernel add at that cost under saturation${steady ? ", and the last column is the steady-state client's on the same server" : ''}.`,
    '',
    table(
      [
        'Rendered row',
        'cost per answer',
        'bytes',
        'constant-cost req/s',
        'p50',
        'p99',
        'p99/p50',
        'host p99/p50',
        ...(steady ? ['connections open first: p99/p50'] : []),
      ],
      rows.map((row) => [
        `\`${row.path}\``,
        `${row.costMs.toFixed(2)} ms`,
        String(row.bytes),
        row.rps.toFixed(0),
        ms(row.p50),
        ms(row.p99),
        (row.p99 / row.p50).toFixed(1),
        (row.hostP99 / row.hostP50).toFixed(1),
        ...(steady ? [(row.steadyP99 / row.steadyP50).toFixed(1)] : []),
      ]),
    ),
    '',
  ];
}

function clientJsTable(clientJs) {
  return table(
    [
      'Route',
      'Files',
      'Linked + static imports (gzip / br)',
      'Loaded in Chromium (gzip / br)',
      'Account/admin chunks',
    ],
    clientJs.routes.map((route) => [
      `\`${route.path}\``,
      String(route.files),
      `${kb(route.linked.gzip)} / ${kb(route.linked.brotli)}`,
      `${kb(route.loaded.gzip)} / ${kb(route.loaded.brotli)}`,
      route.privateChunks.length === 0
        ? 'none'
        : route.privateChunks.map((chunk) => `${chunk.url} (${chunk.groups})`).join(', '),
    ]),
  );
}

function lighthouseTable(pages) {
  return table(
    [
      'Page',
      'Performance',
      'Accessibility',
      'Best Practices',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
      'benchmarkIndex',
      'Audits below 1 (any run)',
    ],
    pages.map((page) =>
      page.scores === null
        ? [
            `\`${page.path}\``,
            '–',
            '–',
            '–',
            '–',
            '–',
            '–',
            '–',
            '–',
            `no run measured: ${page.errors.join('; ')}`,
          ]
        : [
            `\`${page.path}\``,
            String(page.scores.performance),
            String(page.scores.accessibility),
            String(page.scores['best-practices']),
            page.noindex === true
              ? `${seoFigure(page)} (noindex; Lighthouse's own ${page.scores.seo})`
              : String(page.scores.seo),
            `${page.lcp.toFixed(0)} ms`,
            `${page.tbt.toFixed(0)} ms`,
            page.cls.toFixed(3),
            typeof page.benchmarkIndex === 'number' ? String(Math.round(page.benchmarkIndex)) : '–',
            page.missed.join('; ') || '–',
          ],
    ),
  );
}

function memoryTable(embedded, postgres) {
  const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  const measured = [embedded, postgres].filter((memory) => memory?.total);
  const cell = (memory, figure) =>
    memory?.total ? figure(memory) : `not measured${memory?.skipped ? ` (${memory.skipped})` : ''}`;
  const line = (label, figure) => [
    label(measured[0] ?? embedded),
    cell(embedded, figure),
    cell(postgres, figure),
  ];
  return table(
    ['Requests (mixed routes)', 'Host RSS, embedded database', 'Host RSS, DATABASE_URL'],
    [
      line(
        () => '0 (after start)',
        (memory) => mib(memory.atStart),
      ),
      line(
        (memory) => String(memory?.first?.requests ?? '–'),
        (memory) => mib(memory.first.rss),
      ),
      line(
        (memory) => String(memory?.total?.requests ?? '–'),
        (memory) => mib(memory.total.rss),
      ),
      line(
        () => 'growth',
        (memory) =>
          `${(memory.growth * 100).toFixed(1)}% (5xx: ${memory.serverErrors}, socket errors: ${memory.socketErrors}, over 2 s: ${memory.timeouts ?? 'not counted'})`,
      ),
    ],
  );
}

function startupSection(startup) {
  if (startup?.medianMs === undefined)
    return `Not measured${startup?.skipped ? ` (${startup.skipped})` : ''}.`;
  return `\`npm start\` (the demo on the embedded database, no NODE_ENV) on the tree the bench built, on the server core, with a data dir whose database an earlier start created (that first start: ${startup.firstMs} ms): from the spawn of \`npm start\` to the first 200 of /readyz (the /web backend's database answers), polled every 10 ms. Starts: ${startup.runs.map((ms) => `${ms} ms`).join(' / ')} (the host logged its "Site:" line at ${(startup.siteLoggedMs ?? []).map((ms) => (ms === null ? '–' : `${ms} ms`)).join(' / ') || '–'}); median **${(startup.medianMs / 1000).toFixed(2)} s**.`;
}

function fuzzSection(fuzz) {
  if (!fuzz) return 'Not measured.';
  const line = (pass) =>
    `p50 ${ms(pass.p50Ms)}, p99 ${ms(pass.p99Ms)}, worst ${ms(pass.worstMs)} (\`${pass.worstInput}\`)`;
  return [
    `The fuzz test's inputs (packages/host/tests/support/fuzz-inputs.ts, its seed): ${fuzz.requests} requests (paths, queries on pages, hostile headers), one at a time, each on its own connection; the host process's CPU time (every thread, /proc schedstat) across each. Every input is sent twice after a warm-up over the pages.`,
    '',
    `- warm (second pass, the budget): ${line(fuzz.warm)}`,
    `- first pass (code paths still cold): ${line(fuzz.firstPass)}`,
    ...(fuzz.hostile
      ? [
          `- the security audits' pathological inputs (bench/lib/hostile-inputs.mjs, on a demo host, second of two sends): ${Object.entries(
            fuzz.hostile,
          )
            .map(([label, cost]) => `${label} ${ms(cost.ms)} (${cost.status})`)
            .join('; ')}`,
        ]
      : []),
  ].join('\n');
}

// Whether each run had the server core to its server alone: results from before decision 0055 did not.
function rowsAlone(machine) {
  return machine.rowsAlone === true
    ? 'each run has the server core to its own server (every other server of the run paused with SIGSTOP until it ends, decision 0055)'
    : 'every server of the run shared the server core during each run (before decision 0055)';
}

// How the bench started the host: results from before it took `npm run serve`'s options have none.
function hostStart(machine) {
  if (machine.hostFlags === undefined) return 'with no Node options';
  const flags = machine.hostFlags.length === 0 ? 'none' : machine.hostFlags.join(' ');
  return `with the Node options of \`npm run serve\` (${flags})`;
}

/**
 * docs/benchmarks.md from a bench result: machine, versions, every figure, the budgets, and the
 * history table: the earlier lines `history` (readHistory) and, when `append`, this run's line;
 * `testSuite`, the test-suite section `npm run test:timings` keeps (readSuiteSection), follows as it was.
 */
export function renderReport(results, { history = [], append = false, testSuite = '' } = {}) {
  const m = results.machine;
  const c = results.config;
  const checks = checkBudgets(results);
  const sections = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (bench/run.mjs) on ${m.date.slice(0, 10)} at commit ${m.commit}; \`npm run budgets\` checks the targets against bench/results.json. Benchmarks print figures; they are never timed tests.`,
    '',
    `Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB memory, load average ${m.loadAverage.join(' / ')} at start and ${results.loadAtEnd.join(' / ')} at the end. Node ${m.node}, React ${m.react} (react-dom ${m.reactDom}), ${m.chromium}, ${m.wrk.split(' Copyright')[0]}, Lighthouse ${m.lighthouse}.`,
    '',
    '## Throughput and latency',
    '',
    `wrk on loopback, ${c.connections} connections, ${c.seconds} s per run, ${c.rounds} alternating rounds (every server once per round), medians; ${rowsAlone(m)}; ${m.pinned ? 'servers pinned to core 0 and wrk to core 1 with taskset' : 'no pinning (taskset or a second core missing)'}. The host is the production build started as its own process ${hostStart(m)} and the embedded /web backend (in-memory database); "static" is node:http answering with the landing's final HTML bytes; "bare renderToString" renders the same App with the same props (the state the host serialised into that page) per request, with no host logic. The signed-in rows run on a second host process of the same build in demo mode (AGENCY_DEMO=1, the demo accounts), signed in through /web Auth/signIn (demo customer, \`token\` cookie) and Admin/login (demo admin, \`admin-token\` cookie); the mixed row rotates over the ${results.mixedPaths.length} routes of the memory run (bench/lib/mixed-paths.mjs) on a third host process of its own, so its rotating keys touch no other row's caches or heap. Kept anonymous pages (decision 0029): a "hit" asks for the same URL again and is served from memory; a "miss" asks for the same URL of a fourth host process that keeps no page and no page data (KEPT_PAGES=0, PAGE_DATA_ENTRIES=0, decision 0045), so every answer loads the page data from the backend, renders the page and makes its kept entry, as the first request after a content change does; a "render miss" asks a fifth that keeps page data but no page (KEPT_PAGES=0), so every answer renders the page from data in memory. wrk's p99 holds the first request of each of its connections, which a saturated host accepts one turn of its event loop after another; the rendered pages' budgeted tail is measured once the connections are open (below).`,
    '',
    throughputTable(results.throughput),
    '',
    ...steadyTailSection(results.steadyTails, c.connections),
    ...tailReferenceSection(results.tailReference),
    '## Client JS per route',
    '',
    `Scripts the served HTML links (script, modulepreload and the bootstrap's entry) followed through their static imports in the built chunks, and what headless Chromium really fetched until the network was idle; sizes of the precompressed files the host serves. Account/admin chunks are found from an esbuild metafile of the same client build (${results.clientJs.chunksClassified.matched} of ${results.clientJs.chunksClassified.total} served chunks matched byte for byte).`,
    '',
    clientJsTable(results.clientJs),
    '',
    '## Server CPU per fuzzed answer',
    '',
    fuzzSection(results.fuzzCost),
    '',
    '## Lighthouse',
    '',
    `Lighthouse ${m.lighthouse}, default mobile profile (simulated throttling), ${c.lighthouseRuns} runs per page, median of each figure, against ${m.chromium} (headless, offline). \`/en/account\` runs on a demo-mode host with the demo customer's \`token\` cookie on every request. On a noindex page (robots meta tag or X-Robots-Tag) the is-crawlable audit fails by design, so its SEO figure is recomputed without that audit from the category's audit weights, as Lighthouse computes a category score; Lighthouse's own score follows in brackets. benchmarkIndex is Lighthouse's own measure of this machine's CPU (median of the runs): its 4× CPU throttling is meant for a machine of 1,000 or more, and under that Lighthouse calls the CPU slower than it expects, so the same page's Total Blocking Time stands for a slower phone than a mid-range one (Lighthouse's docs/throttling.md).`,
    '',
    lighthouseTable(results.lighthouse),
    '',
    '## Memory',
    '',
    `A fresh host process; wrk with ${c.connections} connections over ${results.mixedPaths.length} rotating routes (bench/lib/mixed-paths.mjs: cached and rendered pages in every language, error pages, redirects, robots, sitemap, an asset; rotating query strings). "DATABASE_URL": the same run against a host on a throwaway PostgreSQL cluster started by .ci/with-postgres.sh (the PostgreSQL server's own memory is not counted: it is another process).`,
    '',
    memoryTable(results.memory, results.memoryPostgres),
    '',
    '## Start-up',
    '',
    startupSection(results.startup),
    '',
    '## Budgets',
    '',
    table(
      ['Target', 'Budget', 'Measured', ''],
      checks.map((check) => [
        check.name,
        check.target,
        check.measured,
        check.ok ? 'met' : '**missed**',
      ]),
    ),
    '',
    HISTORY_HEADING,
    '',
    'One line per full run (default settings); `npm run bench` appends to it and keeps the earlier lines.',
    '',
    [
      row(HISTORY_COLUMNS),
      row(HISTORY_COLUMNS.map(() => '---')),
      ...history,
      ...(append ? [row(historyRow(results))] : []),
    ].join('\n'),
    '',
    ...(testSuite ? [testSuite, ''] : []),
  ];
  return sections.join('\n');
}
