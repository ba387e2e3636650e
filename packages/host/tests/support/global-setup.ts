import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createDatabaseImages } from '@agency/web-api';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of this run's database images: none.tar, site.tar and demo.tar (createDatabaseImages). */
    databaseImages: string;
  }
}

// The host project and host-own-process (vitest.workspace.ts) both name this file, and Vitest loads
// it once for each, one after the other, in its own process: the run's first call builds and seeds,
// the second waits for the same work (kept on globalThis, which both loads share).
const PREPARED = Symbol.for('agency.host-tests.prepared');
const shared = globalThis as { [PREPARED]?: Promise<string> };

/**
 * Before the host tests start real servers: builds the browser and server bundles (a child process)
 * and, meanwhile, the database images the embedded backends start from (seeded at the run's start,
 * as the tests' real clock would); removes the images at the end of the run.
 */
export default async function setup(project: TestProject) {
  shared[PREPARED] ??= prepare(project);
  const dir = await shared[PREPARED];
  project.provide('databaseImages', dir);
  // A watch restart in the same process prepares anew.
  return () => {
    delete shared[PREPARED];
    rmSync(dir, { recursive: true, force: true });
  };
}

async function prepare(project: TestProject): Promise<string> {
  const script = fileURLToPath(new URL('../../scripts/build.mjs', import.meta.url));
  const build = promisify(execFile)(process.execPath, [script]);
  const dir = mkdtempSync(join(tmpdir(), 'agency-db-images-'));
  // Passwords of the demo seed are hashed as in a test worker (test.env: the suites' scrypt cost).
  const saved = { ...process.env };
  Object.assign(process.env, project.config.env, { VITEST: 'true' });
  try {
    const images = await createDatabaseImages(Date.now());
    for (const [seed, image] of Object.entries(images))
      writeFileSync(join(dir, `${seed}.tar`), new Uint8Array(await image.arrayBuffer()));
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
  const { stdout, stderr } = await build;
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  return dir;
}
