// `npm run typecheck`: each workspace's `typecheck` script, as many at a time as the machine has
// cores (tsc uses one each; one after another they took 75 s of CI on 2 cores, decision 0056). A
// workspace's output is printed whole when it ends; the run fails when any of them fails.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (path) => JSON.parse(readFileSync(new URL(path, `file://${ROOT}`), 'utf8'));

// Longest first (the host's takes longest), so the last to start is a short one.
const ORDER = ['packages/host', 'packages/ui', 'packages/web-api', 'packages/core'];
const workspaces = read('package.json')
  .workspaces.filter((dir) => read(`${dir}/package.json`).scripts?.typecheck)
  .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));

function typecheck(dir) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'typecheck', '--silent', '-w', dir], { cwd: ROOT });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`typecheck ${dir}: ${code === 0 ? 'ok' : `failed (${code})`}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const lane = async () => {
  let ok = true;
  for (let dir = queue.shift(); dir; dir = queue.shift()) ok = (await typecheck(dir)) && ok;
  return ok;
};
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, lane);
if (!(await Promise.all(lanes)).every(Boolean)) process.exitCode = 1;
