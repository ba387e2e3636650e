// `npm run soak` (not in CI): 5 minutes (SOAK_SECONDS) at 50 connections over mixed routes against
// the production build; passes with zero errors and RSS flat within 10% from the first minute on.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { mixedPaths } from './lib/mixed-paths.mjs';
import { buildSite } from './lib/site-build.mjs';
import { startSite } from './lib/start-site.mjs';
import { wrkMixed } from './lib/wrk.mjs';

const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
if (
  !Number.isInteger(seconds) ||
  seconds < 10 ||
  !Number.isInteger(connections) ||
  connections < 1
) {
  console.error('SOAK_SECONDS must be an integer ≥ 10 and SOAK_CONNECTIONS a positive integer');
  process.exit(2);
}
const distDir = buildSite();
const manifest = JSON.parse(readFileSync(`${distDir}manifest.json`, 'utf8'));
const site = await startSite();
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
try {
  // The first minute (or a fifth of a short soak) warms up: JIT, caches, pools.
  const warmSeconds = Math.min(60, Math.floor(seconds / 5));
  const paths = mixedPaths(manifest);
  const warm = await wrkMixed(site.url, paths, { connections, seconds: warmSeconds });
  await sleep(500);
  const baseline = site.rss();
  console.log(`after ${warmSeconds} s warm-up (${warm.responses} responses): RSS ${mib(baseline)}`);
  const samples = [];
  const sampler = setInterval(() => samples.push(site.rss()), 5000);
  const soak = await wrkMixed(site.url, paths, { connections, seconds: seconds - warmSeconds });
  clearInterval(sampler);
  await sleep(500);
  samples.push(site.rss());
  const highest = Math.max(...samples);
  const last = samples.at(-1);
  const drift = (highest - baseline) / baseline;
  const serverErrors = warm.serverErrors + soak.serverErrors;
  const socketErrors = warm.socketErrors + soak.socketErrors;
  const timeouts = warm.timeouts + soak.timeouts;
  // A request wrk gave up on after 2 s failed for its visitor too: it counts as an error.
  const errors = serverErrors + socketErrors + timeouts;
  console.log(
    `soak: ${soak.responses} responses in ${seconds - warmSeconds} s (${soak.rps.toFixed(0)} req/s), p50 ${soak.p50.toFixed(1)} ms, p99 ${soak.p99.toFixed(1)} ms`,
  );
  console.log(
    `errors: ${errors} (5xx ${serverErrors}, socket ${socketErrors}, no answer within 2 s ${timeouts}); RSS ${mib(baseline)} -> highest ${mib(highest)}, last ${mib(last)} (${(drift * 100).toFixed(1)}%)`,
  );
  const failures = [];
  if (errors > 0) failures.push(`${errors} errors (target 0)`);
  if (drift >= 0.1) failures.push(`RSS grew ${(drift * 100).toFixed(1)}% (target < 10%)`);
  if (failures.length > 0) {
    console.error(`soak failed: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('soak passed: zero errors, RSS flat within 10%.');
  }
} finally {
  await site.stop();
}
