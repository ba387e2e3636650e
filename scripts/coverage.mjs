// `npm run coverage [-- <package>…]` and `npm run coverage -w @agency/<package>`: runs the tests with
// V8 coverage (all packages, or only the named packages' tests over their own sources), prints the
// files with uncovered lines, then one line per package. Core must keep 95% of lines and branches
// (the threshold in vitest.config.ts fails the run below that).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const packages = process.argv.slice(2);
const summaryFile = join(root, 'coverage', 'coverage-summary.json');

const args = ['vitest', 'run', '--coverage'];
for (const name of packages) {
  // `ui*`, `web-api*`, `host*`: a package's projects, its isolated ones included (vitest.workspace.ts).
  args.push('--project', `${name}*`, `--coverage.include=packages/${name}/src/**/*.{ts,tsx}`);
}
rmSync(join(root, 'coverage'), { recursive: true, force: true });
const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });

/** Sums the per-file counts of the V8 summary by package folder. */
function byPackage(summary) {
  const totals = new Map();
  for (const [file, counts] of Object.entries(summary)) {
    if (file === 'total') continue;
    const name = relative(root, file).split('/')[1];
    const sum = totals.get(name) ?? { lines: [0, 0], branches: [0, 0], functions: [0, 0] };
    for (const key of Object.keys(sum)) {
      sum[key][0] += counts[key].covered;
      sum[key][1] += counts[key].total;
    }
    totals.set(name, sum);
  }
  return totals;
}

const percent = ([covered, total]) =>
  `${(total === 0 ? 100 : (100 * covered) / total).toFixed(2).padStart(6)}%`;

try {
  const totals = byPackage(JSON.parse(readFileSync(summaryFile, 'utf8')));
  console.log('\nCoverage per package      lines  branches functions');
  for (const [name, sum] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    const cells = [sum.lines, sum.branches, sum.functions].map(percent).join('  ');
    console.log(`  ${name.padEnd(20)} ${cells}`);
  }
} catch (error) {
  console.error(`No coverage summary (${error.message}).`);
}
process.exit(run.status ?? 1);
