import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './support/http';

// Runs with `WEB_API_TEST_POSTGRES=1`: a throwaway PostgreSQL cluster of its own (OUTAGE_PGPORT, else a free
// port), stopped and started again under a running site.
const enabled = process.env.WEB_API_TEST_POSTGRES === '1';
const MAIN = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error('PostgreSQL server binaries are not installed');
  return join(root, version, 'bin');
}

// initdb and pg_ctl refuse to run as root: as root they run as the postgres user.
function runPg(command: string, args: string[]): void {
  const [file, argv] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
  execFileSync(file, argv, { stdio: 'ignore' });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function eventually(check: () => Promise<boolean>, attempts = 100): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the condition never held');
}

describe.runIf(enabled)('a PostgreSQL outage under a running site', () => {
  let dir: string;
  let data: string;
  let bin: string;
  let port: number;
  let site: ChildProcess;
  let url = '';
  let output = '';

  const startPg = () =>
    runPg(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-l',
      join(dir, 'log'),
      '-w',
      'start',
    ]);
  const stopPg = (mode: 'fast' | 'immediate') =>
    runPg(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop']);
  const alive = () => site.exitCode === null && site.signalCode === null;
  const pageLoad = (lang: string) =>
    rawRequest(url, `/web?controller=Index&subaction=index&lang=${lang}&route=%2F${lang}`);

  beforeAll(async () => {
    bin = postgresBin();
    port = Number(process.env.OUTAGE_PGPORT) || (await freePort());
    dir = mkdtempSync(join(tmpdir(), 'agency-outage-'));
    data = join(dir, 'data');
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
    runPg(join(bin, 'initdb'), ['-D', data, '-U', 'agency', '--auth=trust']);
    startPg();
    site = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        AGENCY_DEMO: '',
        DATABASE_URL: `postgres://agency@127.0.0.1:${port}/postgres`,
        JWT_SECRET: 'outage-test-secret-0123456789abcdefghijklmnop',
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'https://agency.example',
        DATA_DIR: dir,
        WEB_API_DATA_DIR: dir,
        LANDING_CACHE_SECONDS: '0',
        UPSTREAM_TIMEOUT_MS: '8000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    site.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    site.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await eventually(async () => {
      const found = /Site: (http:\/\/\S+)/.exec(output);
      if (found?.[1]) url = found[1];
      if (!alive()) throw new Error(`the site exited at start:\n${output}`);
      return url !== '';
    }, 300);
  });

  afterAll(async () => {
    if (site && alive()) {
      site.kill('SIGTERM');
      await new Promise((resolve) => site.once('exit', resolve));
    }
    if (data && existsSync(join(data, 'postmaster.pid'))) stopPg('immediate');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves, answers 503 in the page language while the database is down, and recovers by itself', async () => {
    expect((await rawRequest(url, '/readyz')).status).toBe(200);
    expect((await rawRequest(url, '/en/privacy-policy')).status).toBe(200);
    expect((await pageLoad('en')).status).toBe(200);

    // A fast stop ends every connection, the idle ones in the pool included.
    stopPg('fast');
    // The site has seen the database go (the pool's dropped idle connections killed the process before).
    await eventually(async () => (await rawRequest(url, '/readyz')).status === 503);
    expect(alive(), output).toBe(true);

    const page = await rawRequest(url, '/en/privacy-policy');
    expect(page.status).toBe(503);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="en"');
    const call = await pageLoad('ua');
    expect(call.status).toBe(503);
    expect(call.headers['retry-after']).toBeDefined();
    expect(JSON.parse(call.body)).toMatchObject({
      statusCode: 503,
      code: 'INTERNAL',
      message: 'Сервіс тимчасово недоступний. Спробуйте за хвилину',
    });
    const post = await rawRequest(url, '/web', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        controller: 'Auth',
        subaction: 'signIn',
        lang: 'en',
        email: 'someone@example.com',
        password: 'whatever-password',
      }),
    });
    expect(post.status).toBe(503);
    expect((await rawRequest(url, '/readyz')).status).toBe(503);
    expect((await rawRequest(url, '/healthz')).status).toBe(200);
    expect(alive(), output).toBe(true);

    // An immediate stop (a crash) while the site is idle.
    startPg();
    await eventually(async () => (await rawRequest(url, '/readyz')).status === 200);
    stopPg('immediate');
    await eventually(async () => (await rawRequest(url, '/readyz')).status === 503);
    expect(alive(), output).toBe(true);
    expect((await pageLoad('en')).status).toBe(503);

    startPg();
    await eventually(async () => (await rawRequest(url, '/readyz')).status === 200);
    expect((await rawRequest(url, '/en/privacy-policy')).status).toBe(200);
    expect((await pageLoad('en')).status).toBe(200);
    expect(alive(), output).toBe(true);
  }, 120_000);
});
