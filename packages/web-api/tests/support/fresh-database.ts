import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { ImageSeed, WebApiOptions } from '../../src/index';

/** On PostgreSQL (npm run test:postgres) a URL to a schema of its own on the shared server; else undefined. */
export async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL;
  if (!process.env.WEB_API_TEST_POSTGRES) return undefined;
  if (!url) throw new Error('test:postgres needs DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

const loaded = new Map<ImageSeed, Blob>();

/** This run's database image of `seed` (built once by the global setup), read once per test file. */
export function databaseImage(seed: ImageSeed): Blob {
  let image = loaded.get(seed);
  if (!image) {
    image = new Blob([readFileSync(join(inject('databaseImages'), `${seed}.tar`))]);
    loaded.set(seed, image);
  }
  return image;
}

/**
 * createWebApi options for a database of the test's own: a new schema on PostgreSQL (test:postgres),
 * else in-memory PGlite started from the run's image of `seed`: migrated, and seeded at the tests'
 * clock as a first start with that seed would be ('demo': a first demo start).
 */
export async function freshDatabase(
  seed: ImageSeed = 'demo',
): Promise<Pick<WebApiOptions, 'databaseUrl' | 'inMemory' | 'pgliteImage'>> {
  const databaseUrl = await postgresUrl();
  if (databaseUrl) return { databaseUrl };
  return { inMemory: true, pgliteImage: databaseImage(seed) };
}
