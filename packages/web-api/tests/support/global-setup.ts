import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabaseImages } from '../../src/index';
import { TEST_CLOCK_START } from './test-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of this run's database images: none.tar, site.tar and demo.tar (createDatabaseImages). */
    databaseImages: string;
  }
}

/**
 * Builds this run's database images once (one initdb, the migrations, the seed and the demo seed at
 * the tests' clock) and tells the test files where they are; removes them at the end of the run.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'agency-db-images-'));
  // Passwords of the demo seed are hashed as in a test worker (test.env: the suites' scrypt cost).
  const saved = { ...process.env };
  Object.assign(process.env, project.config.env, { VITEST: 'true' });
  try {
    const images = await createDatabaseImages(TEST_CLOCK_START);
    for (const [seed, image] of Object.entries(images))
      writeFileSync(join(dir, `${seed}.tar`), new Uint8Array(await image.arrayBuffer()));
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
  project.provide('databaseImages', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
