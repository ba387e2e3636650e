// `npm run typecheck` and `npm run build`: each workspace's script of that name, as many at a time
// as the machine has cores (the bundlers use about one core each, TypeScript 7's tsc more, decision
// 0058). No workspace's script reads another's output: workspace packages resolve to their sources
// (the "source" condition). A workspace's output is printed whole when it ends; the run fails when
// any of them fails.
// Usage: node scripts/run-workspaces.mjs <script>
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (path) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
const script = process.argv[2];
if (!script) throw new Error('usage: node scripts/run-workspaces.mjs <script>');

// Longest first (measured on 2 cores), so the last to start is a short one.
const ORDER = ['packages/host', 'packages/ui', 'packages/web-api', 'packages/core'];
const workspaces = read('package.json')
  .workspaces.filter((dir) => read(`${dir}/package.json`).scripts?.[script])
  .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));

function run(dir) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script, '--silent', '-w', dir], { cwd: ROOT });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      process.stdout.write(
        `${script} ${dir}: ${code === 0 ? 'ok' : `failed (${code ?? signal})`}\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const lane = async () => {
  let ok = true;
  for (let dir = queue.shift(); dir; dir = queue.shift()) ok = (await run(dir)) && ok;
  return ok;
};
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, lane);
if (!(await Promise.all(lanes)).every(Boolean)) process.exitCode = 1;
