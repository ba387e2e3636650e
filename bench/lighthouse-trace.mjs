// Lighthouse's mobile run of pages of a running site, `runs` times each, with what each throttled load's
// trace shows standing in the way of Total Blocking Time (long tasks, main-thread work, scripts).
// Usage: node bench/lighthouse-trace.mjs <origin> [--runs N] [--out file.json] [--customer] <path>...
// --customer: the demo customer signed in (the site started with AGENCY_DEMO=1).
import { writeFileSync } from 'node:fs';
import { demoTokens, SESSION_COOKIES } from './lib/demo-sessions.mjs';
import { lighthouseBreakdown } from './lib/lighthouse-breakdown.mjs';

const args = process.argv.slice(2);
const origin = args.shift();
let runs = 3;
let out = null;
let customer = false;
const paths = [];
while (args.length > 0) {
  const arg = args.shift();
  if (arg === '--runs') runs = Number(args.shift());
  else if (arg === '--out') out = args.shift();
  else if (arg === '--customer') customer = true;
  else paths.push(arg);
}
if (!origin || paths.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error(
    'usage: node bench/lighthouse-trace.mjs <origin> [--runs N] [--out file.json] <path>...',
  );
  process.exit(2);
}

const headers = customer
  ? { cookie: `${SESSION_COOKIES.customer}=${(await demoTokens(origin)).customer}` }
  : undefined;
const results = [];
for (const path of paths) {
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouseBreakdown(`${origin}${path}`, headers);
    results.push({ path, run, ...result });
    const tasks = result.longTasks
      .map((task) => `${task.duration} ms @${task.startTime} ${task.url || '(no script)'}`)
      .join('; ');
    console.log(
      `${path} run ${run}: ${Object.values(result.scores).join('/')}, TBT ${result.tbt} ms, FCP ${result.fcp} ms, LCP ${result.lcp} ms, CLS ${result.cls?.toFixed(3) ?? `none (${result.runtimeError})`}; long tasks: ${tasks || 'none'}${result.missed.length > 0 ? `; missed: ${result.missed.join(', ')}` : ''}`,
    );
    for (const script of result.scripts)
      console.log(
        `    ${script.url}: ${script.total} ms (scripting ${script.scripting}, parse/compile ${script.parseCompile})`,
      );
  }
}
if (out) writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
