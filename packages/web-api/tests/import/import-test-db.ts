import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../src/db/db';
import { openDb } from '../../src/db/open-db';
import { databaseImage } from '../support/fresh-database';

/**
 * A fresh database with the migrations applied: in-memory PGlite from the run's migrated image, or, when WEB_API_TEST_POSTGRES
 * is set (npm run test:postgres), a schema of its own on the PostgreSQL server at DATABASE_URL.
 */
export async function openImportTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!process.env.WEB_API_TEST_POSTGRES)
    return openDb({ inMemory: true, image: databaseImage('none') });
  if (!url) throw new Error('test:postgres needs DATABASE_URL');
  const schema = `import_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return openDb({ databaseUrl: `${url}${url.includes('?') ? '&' : '?'}options=${options}` });
}

/** Inserts a customer and returns its id. */
export async function createCustomer(db: Db, name: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    "insert into users (kind, name) values ('customer', $1) returning id",
    [name],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no user id returned');
  return id;
}
