import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCreateAdmin } from '../src/cli/run-create-admin';
import { createWebApi, DEMO_CREDENTIALS } from '../src/index';
import { postgresUrl } from './support/fresh-database';
import { createHandlerCaller } from './support/handler-caller';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Inside the root node_modules so that the bundle's bare imports (PGlite, pg) resolve.
const bundleDir = here(`../../../node_modules/.cache/agency-create-admin-${process.pid}`);
const cli = join(bundleDir, 'create-admin.mjs');
const dirs: string[] = [];

beforeAll(async () => {
  mkdirSync(bundleDir, { recursive: true });
  await build({
    entryPoints: [here('../src/cli/create-admin.ts')],
    outfile: cli,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    external: ['@electric-sql/pglite', 'pg'],
    // The migrations are found relative to the source of the db module, as when run from source.
    define: {
      'import.meta.url': JSON.stringify(pathToFileURL(here('../src/db/migrate.ts')).href),
    },
    logLevel: 'error',
  });
});

afterAll(() => {
  rmSync(bundleDir, { recursive: true, force: true });
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Where a run keeps its data: a fresh PGlite folder, or a fresh schema under test:postgres. */
async function database(): Promise<Record<string, string>> {
  const url = await postgresUrl();
  if (url) return { DATABASE_URL: url };
  const dir = mkdtempSync(join(tmpdir(), 'create-admin-'));
  dirs.push(dir);
  return { DATA_DIR: dir };
}

/** Runs the command as its own node process (the bundle), as an operator does. */
function run(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _, ADMIN_PASSWORD: __, AGENCY_DEMO: ___, ...inherited } = process.env;
  const child = spawn(process.execPath, [cli, ...args], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs the command in this process with the given environment and no terminal: its exit code and output lines. */
async function runHere(args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCreateAdmin(args, {
    env,
    terminal: false,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

async function site(env: Record<string, string>, demo: boolean) {
  const api = await createWebApi({
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR }),
    demo,
    jwtSecret: 'test-secret-of-at-least-thirty-two-characters',
    log: () => {},
    outbox: async () => {},
  });
  const call = createHandlerCaller(api.handle);
  const login = async (email: string, password: string) =>
    (await call('POST', { controller: 'Admin', subaction: 'login', lang: 'en', email, password }))
      .status;
  return { login, close: () => api.close() };
}

describe('create-admin: the first admin of a production database', () => {
  it('creates an admin from ADMIN_PASSWORD who can sign in, then resets the password', async () => {
    const db = await database();
    const created = await run(['Owner@Example.com'], {
      ...db,
      ADMIN_PASSWORD: 'violet-harbour-lantern-42',
    });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('created');
    expect(created.stdout).not.toContain('violet-harbour-lantern-42');

    const reset = await run(['owner@example.com'], {
      ...db,
      ADMIN_PASSWORD: 'quiet-copper-meadow-77',
    });
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('reset');

    // Demo mode on a database that has people in it seeds no demo account.
    const started = await site(db, true);
    try {
      expect(await started.login('owner@example.com', 'quiet-copper-meadow-77')).toBe(200);
      expect(await started.login('owner@example.com', 'violet-harbour-lantern-42')).not.toBe(200);
      expect(
        await started.login(DEMO_CREDENTIALS.admin.email, DEMO_CREDENTIALS.admin.password),
      ).not.toBe(200);
    } finally {
      await started.close();
    }
  }, 120_000);

  it.each([
    ['too short', 'Ab3$xyz', 'too short'],
    ['common', 'iloveyou', 'common passwords'],
    ['common in another case', 'Password1', 'common passwords'],
  ])(
    'refuses a %s password with a clear line and exit code 1',
    async (_, password, line) => {
      const db = await database();
      const refused = await runHere(['owner@example.com'], { ...db, ADMIN_PASSWORD: password });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(line);
      expect(refused.stdout).toBe('');
    },
    60_000,
  );

  it('without ADMIN_PASSWORD and no terminal, or without a valid e-mail, says what is missing and exits 1', async () => {
    const db = await database();
    const noPassword = await runHere(['owner@example.com'], db);
    expect(noPassword.code).toBe(1);
    expect(noPassword.stderr).toContain('ADMIN_PASSWORD');
    const noEmail = await runHere(['not-an-address'], {
      ...db,
      ADMIN_PASSWORD: 'violet-harbour-lantern-42',
    });
    expect(noEmail.code).toBe(1);
    expect(noEmail.stderr).toContain('Usage');
  }, 60_000);

  it('as a process: a refusal is one line on stderr and exit code 1, before any database is opened', async () => {
    const db = await database();
    const refused = await run(['owner@example.com'], { ...db, ADMIN_PASSWORD: 'iloveyou' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('common passwords');
    expect(refused.stdout).toBe('');
    const noPassword = await run(['owner@example.com'], db);
    expect(noPassword.code).toBe(1);
    expect(noPassword.stderr).toContain('ADMIN_PASSWORD');
    if (db.DATA_DIR) expect(existsSync(join(db.DATA_DIR, 'pglite'))).toBe(false);
  }, 60_000);
});
