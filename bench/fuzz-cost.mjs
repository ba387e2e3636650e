// `npm run bench:fuzz`: the fuzz section of `npm run bench` alone. Builds the site (BENCH_SKIP_BUILD=1
// reuses a whole build), measures the server's CPU per fuzzed answer, prints it, and writes it into
// bench/results.json (fuzzCost), which `npm run budgets` checks.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { measureFuzzCost, measureHostileCost } from './lib/fuzz-cost.mjs';
import { buildSite, ROOT } from './lib/site-build.mjs';
import { startSite } from './lib/start-site.mjs';

const file = `${ROOT}bench/results.json`;
buildSite();
const site = await startSite();
let fuzzCost;
try {
  console.log('server CPU per fuzzed answer:');
  fuzzCost = await measureFuzzCost(site, { log: (line) => console.log(line) });
} finally {
  await site.stop();
}
const demoSite = await startSite({ demo: true });
try {
  console.log("server CPU of the security audits' pathological requests:");
  fuzzCost.hostile = await measureHostileCost(demoSite, { log: (line) => console.log(line) });
} finally {
  await demoSite.stop();
}
const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
results.fuzzCost = fuzzCost;
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
spawnSync(`${ROOT}node_modules/.bin/biome`, ['format', '--write', 'bench/results.json'], {
  cwd: ROOT,
  stdio: 'ignore',
});
console.log('wrote fuzzCost into bench/results.json; `npm run budgets` checks it.');
