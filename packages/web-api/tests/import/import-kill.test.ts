import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/open-db';
import { commitImport, parseMapsFile } from '../../src/import';
import { BIG_IMPORT_ROWS, bigImportCsv } from './kill/big-import-csv';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Inside the root node_modules so that the bundle's bare imports (PGlite, pg) resolve.
const bundleDir = here(`../../../../node_modules/.cache/agency-import-kill-${process.pid}`);
const childFile = join(bundleDir, 'import-child.mjs');
let dataDir: string;

beforeAll(async () => {
  mkdirSync(bundleDir, { recursive: true });
  await build({
    entryPoints: [here('./kill/import-child.ts')],
    outfile: childFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay outside the bundle, but the workspace's own (core) come from their sources, as
    // the tests run them, so the child needs no build of them.
    conditions: ['source'],
    plugins: [
      {
        name: 'external-but-workspace',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@agency/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    // The migrations are found relative to the source of the db module, as when run from source.
    define: {
      'import.meta.url': JSON.stringify(pathToFileURL(here('../../src/db/migrate.ts')).href),
    },
    logLevel: 'error',
  });
  dataDir = mkdtempSync(join(tmpdir(), 'import-kill-'));
});

afterAll(() => {
  rmSync(bundleDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

interface Child {
  process: ChildProcess;
  events: Record<string, unknown>[];
  next(event: string): Promise<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startChild(phase: string, arg: string): Child {
  const child = spawn(process.execPath, [childFile, phase, dataDir, arg], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const events: Record<string, unknown>[] = [];
  const waiting: { event: string; resolve: (value: Record<string, unknown>) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const event = JSON.parse(line) as Record<string, unknown>;
    events.push(event);
    for (const waiter of waiting.filter((w) => w.event === event.event)) waiter.resolve(event);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const next = (event: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      waiting.push({ event, resolve });
      exited.then(({ code, signal }) =>
        reject(new Error(`child exited (${code ?? signal}) before "${event}"`)),
      );
    });
  return { process: child, events, next, exited };
}

describe('killing the backend process in the middle of an import', () => {
  it('"nothing committed is lost and no half import remains" after SIGKILL of a PGlite process', async () => {
    // 1. A process imports three locations, commits, and is killed without closing the database.
    const seed = startChild('seed', here('./fixtures/gbp-three-locations.csv'));
    const { ownerId } = await seed.next('committed');
    seed.process.kill('SIGKILL');
    expect(await seed.exited).toEqual({ code: null, signal: 'SIGKILL' });

    // 2. A second process starts a large import (updates of those three, then new rows) and is
    //    killed inside its transaction, after two statements have written 1000 rows.
    const importer = startChild('import', String(ownerId));
    const midway = await importer.next('midway');
    expect(midway.halfImportRowsWritten).toBe(1000);
    importer.process.kill('SIGKILL');
    expect(await importer.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(importer.events.map((event) => event.event)).toEqual(['started', 'midway']);

    // 3. Reopened, the folder holds exactly the committed rows, unchanged, and none of the half import.
    const db = await openDb({ dataDir });
    try {
      const { rows } = await db.query<{ store_code: string; name: string }>(
        'select store_code, name from locations order by store_code',
      );
      expect(rows).toEqual([
        { store_code: 'BER-002', name: 'Bluebird Kaffeerösterei' },
        { store_code: 'KYI-003', name: 'Bluebird Кавʼярня' },
        { store_code: 'NYC-001', name: 'Bluebird Coffee Roasters' },
      ]);

      // 4. The recovered database takes the same import in full afterwards.
      const parsed = parseMapsFile({ bytes: new TextEncoder().encode(bigImportCsv()) });
      if (!parsed.ok) throw new Error(parsed.error.message);
      const result = await commitImport(db, String(ownerId), parsed.preview, 'en');
      expect(result.ok && [result.created, result.updated]).toEqual([BIG_IMPORT_ROWS - 3, 3]);
      const { rows: count } = await db.query<{ n: number }>(
        'select count(*)::int as n from locations',
      );
      expect(count[0]?.n).toBe(BIG_IMPORT_ROWS);
    } finally {
      await db.close();
    }
  }, 120_000);
});
