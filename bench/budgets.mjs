// `npm run budgets`: checks the targets of R17.1 against bench/results.json (written by
// `npm run bench`) and exits 1 naming each missed target, 2 when there is no result to check.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkBudgets } from './lib/budgets.mjs';

const file = process.argv[2] ?? fileURLToPath(new URL('results.json', import.meta.url));
if (!existsSync(file)) {
  console.error(`No bench result at ${file}: run \`npm run bench\` first.`);
  process.exit(2);
}
let results;
try {
  results = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file} is not a bench result: ${error.message}`);
  process.exit(2);
}
const checks = checkBudgets(results);
const missed = checks.filter((check) => !check.ok);
console.log(`Budgets of the bench run of ${results.machine?.date ?? 'unknown date'}:`);
for (const check of checks) {
  console.log(
    `${check.ok ? '  met   ' : '  MISSED'} ${check.name}: ${check.measured} (target ${check.target})`,
  );
}
if (missed.length > 0) {
  console.error(`\n${missed.length} of ${checks.length} targets missed:`);
  for (const check of missed)
    console.error(`- ${check.name}: ${check.measured}, target ${check.target}`);
  process.exit(1);
}
console.log(`\nAll ${checks.length} targets met.`);
