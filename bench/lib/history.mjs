import { hitName, isRendered, renderMissName, seoFigure, tailRatio } from './budgets.mjs';

/** The heading of docs/benchmarks.md's history table. */
export const HISTORY_HEADING = '## History';

/** The history table's columns: one line per full run, the headline figures. */
export const HISTORY_COLUMNS = [
  'Commit',
  'Date',
  'cached vs static (/, /en)',
  'rendered vs bare (/en/privacy-policy, /404)',
  'rendered p99/p50 (worst; wrk before decision 0059, then connections open first)',
  'mixed req/s',
  'landing JS gzip',
  'Lighthouse below 100',
  'RSS after mixed run (embedded / DATABASE_URL)',
  'start-up',
];

/** Whether a run used at least the default settings (so its figures compare with the other lines). */
export function isFullRun(config) {
  return (
    config.seconds >= 10 &&
    config.rounds >= 3 &&
    config.lighthouseRuns >= 3 &&
    config.memoryTotal >= 100_000
  );
}

const ratio = (a, b) => (a && b ? (a.rps / b.rps).toFixed(2) : '–');
const mib = (memory) => (memory?.total ? `${(memory.total.rss / 2 ** 20).toFixed(0)} MiB` : '–');

/** The history line of a bench result (table cells). */
export function historyRow(results) {
  const servers = results.throughput ?? [];
  const byName = (name) => servers.find((server) => server.name === name);
  // Results before issue 30 named the landing hits "cached" and the rendered pages (their data kept)
  // "rendered"; kept-page render misses are the same work.
  const either = (name, older) => byName(name) ?? byName(older);
  const staticServer = byName('static landing bytes');
  // Results before decision 0059 have only wrk's tails.
  const tails = (results.steadyTails ?? servers.filter(isRendered)).map(tailRatio);
  const mixed = servers.find((server) => server.kind === 'mixed');
  const landing = results.clientJs?.routes.find((route) => route.path === '/');
  const below = (results.lighthouse ?? [])
    .filter((page) => page.scores !== null)
    .map((page) => {
      const scores = [
        page.scores.performance,
        page.scores.accessibility,
        page.scores['best-practices'],
        seoFigure(page),
      ];
      return scores.every((score) => score === 100) ? null : `${page.path} ${scores.join('/')}`;
    })
    .filter((line) => line !== null);
  return [
    results.machine.commit,
    results.machine.date.slice(0, 10),
    ['/', '/en']
      .map((path) => ratio(either(hitName(path), `host ${path} (cached)`), staticServer))
      .join(', '),
    ['/en/privacy-policy', '/404']
      .map((path) =>
        ratio(
          either(renderMissName(path), `host ${path} (rendered)`),
          byName(`bare renderToString ${path}`),
        ),
      )
      .join(', '),
    tails.length === 0 ? '–' : Math.max(...tails).toFixed(1),
    mixed ? mixed.rps.toFixed(0) : '–',
    landing ? `${(landing.loaded.gzip / 1000).toFixed(1)} kB` : '–',
    results.lighthouse ? below.join('; ') || 'none' : '–',
    `${mib(results.memory)} / ${mib(results.memoryPostgres)}`,
    results.startup?.medianMs === undefined
      ? '–'
      : `${(results.startup.medianMs / 1000).toFixed(2)} s`,
  ];
}

/** The history lines already in docs/benchmarks.md (markdown table rows, header and rule left out). */
export function readHistory(markdown) {
  const lines = markdown.split('\n');
  const start = lines.indexOf(HISTORY_HEADING);
  if (start === -1) return [];
  const rows = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (line.startsWith('| ') && !line.startsWith('| Commit |') && !/^\|[\s|-]+\|$/.test(line))
      rows.push(line);
  }
  return rows;
}
