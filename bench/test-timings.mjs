// `npm run test:timings`: runs the whole suite as `npm test` does and prints the slowest 20 files,
// each project's sums and the totals. `-- --record` also adds the run's line to the "Test suite"
// history of docs/benchmarks.md. Other arguments go to vitest (a project, a file filter).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseCLI, startVitest } from 'vitest/node';
import {
  fileTiming,
  readSuiteRows,
  renderSuiteSection,
  renderTimings,
  withSuiteSection,
} from './lib/test-timings.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const record = process.argv.includes('--record');
const { filter: filters, options } = parseCLI([
  'vitest',
  ...process.argv.slice(2).filter((arg) => arg !== '--record'),
]);
const load = () => loadavg().map((value) => Math.round(value * 100) / 100);

const loadStart = load();
const started = performance.now();
let files = [];
const vitest = await startVitest('test', filters, {
  ...options,
  root: ROOT,
  watch: false,
  reporters: [
    'dot',
    {
      onTestRunEnd(modules) {
        files = modules.map(fileTiming);
      },
    },
  ],
});
const wallMs = performance.now() - started;
await vitest?.close();
const failed = process.exitCode !== undefined && process.exitCode !== 0;

const run = {
  commit: execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).trim(),
  date: new Date().toISOString(),
  node: process.version,
  cores: availableParallelism(),
  loadStart,
  loadEnd: load(),
  wallMs,
  files,
};
console.log(`\n${renderTimings(run)}`);

if (record) {
  if (failed || filters.length > 0 || options.project) {
    console.log('not recorded: only a whole, passing run goes into the history');
  } else {
    const report = `${ROOT}docs/benchmarks.md`;
    const markdown = readFileSync(report, 'utf8');
    writeFileSync(
      report,
      withSuiteSection(markdown, renderSuiteSection(readSuiteRows(markdown), run)),
    );
    spawnSync(`${ROOT}node_modules/.bin/biome`, ['format', '--write', 'docs/benchmarks.md'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    console.log('added the run to the "Test suite" history of docs/benchmarks.md');
  }
}
