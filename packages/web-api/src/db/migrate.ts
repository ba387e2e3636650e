import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';
import { MIGRATION_STEPS } from './migration-steps';

// The migrations folder sits at the package root: two levels up from src/db, one from dist.
function migrationsDir(): string {
  for (const relative of ['../../migrations/', '../migrations/']) {
    const dir = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(dir)) return dir;
  }
  throw new Error('web-api: the migrations folder is missing');
}

/** Applies the numbered .sql files of migrations/ not applied yet (each with its MIGRATION_STEPS), each in its own transaction, in order. */
export async function migrate(db: Db): Promise<string[]> {
  const dir = migrationsDir();
  const files = (await readdir(dir)).filter((name) => /^\d+_[\w-]+\.sql$/.test(name)).sort();
  await db.query(
    'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
  );
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(`${dir}${file}`, 'utf8');
    const done = await db.transaction(async (tx) => {
      // Two processes starting at once on one server: the lock makes the second wait, then skip.
      await tx.query('select pg_advisory_xact_lock(424242)');
      const seen = await tx.query('select 1 from schema_migrations where version = $1', [file]);
      if (seen.rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await MIGRATION_STEPS[file]?.(tx);
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}

// Our migrations hold plain DDL: statements end with a semicolon at the end of a line.
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((part) =>
      part
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((part) => part.length > 0);
}
