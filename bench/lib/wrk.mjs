import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pinned } from './pinning.mjs';

const run = promisify(execFile);
const REPORT = fileURLToPath(new URL('../wrk/report.lua', import.meta.url));
const MIXED = fileURLToPath(new URL('../wrk/mixed.lua', import.meta.url));

function parse(stdout) {
  const line = stdout.split('\n').find((text) => text.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
  return JSON.parse(line.slice('BENCH_JSON '.length));
}

/**
 * One wrk run against `url` on the load core (with `headers`, e.g. a session cookie): req/s, p50,
 * p90, p99 and max in ms, and the error counts.
 */
export async function wrkRun(url, { connections, seconds, headers = {} }) {
  const [command, args] = pinned('load', 'wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    '-s',
    REPORT,
    url,
  ]);
  const { stdout } = await run(command, args, { maxBuffer: 1 << 20 });
  const figures = parse(stdout);
  return {
    rps: figures.requests / (figures.durationUs / 1e6),
    p50: figures.p50 / 1000,
    p90: figures.p90 / 1000,
    p99: figures.p99 / 1000,
    max: figures.max / 1000,
    requests: figures.requests,
    errors: figures.errors,
  };
}

/**
 * wrk over rotating paths (bench/wrk/mixed.lua) until `limit` responses (0: for `seconds`):
 * responses, 5xx answers, socket errors and latency in ms.
 */
export function wrkMixed(origin, paths, { connections, seconds, limit = 0, rotate = 1000 }) {
  const [command, args] = pinned('load', 'wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    '-s',
    MIXED,
    origin,
  ]);
  const child = spawn(command, args, {
    env: {
      ...process.env,
      BENCH_PATHS: paths.join(' '),
      BENCH_LIMIT: String(limit),
      BENCH_ROTATE: String(rotate),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk.toString();
    // wrk ends early and still reports on SIGINT.
    if (stdout.includes('BENCH_LIMIT_REACHED') && child.signalCode === null) child.kill('SIGINT');
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (!stdout.includes('BENCH_JSON ')) {
        reject(new Error(`wrk exited with ${code}:\n${stdout}`));
        return;
      }
      const figures = parse(stdout);
      resolve({
        responses: figures.responses,
        serverErrors: figures.serverErrors,
        socketErrors: figures.errors.connect + figures.errors.read + figures.errors.write,
        // Requests wrk gave up on after its 2 s timeout.
        timeouts: figures.errors.timeout,
        rps: figures.responses / (figures.durationUs / 1e6),
        p50: figures.p50 / 1000,
        p99: figures.p99 / 1000,
        max: figures.max / 1000,
      });
    });
  });
}
