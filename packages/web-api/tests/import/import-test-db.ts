import { type Db, openDb } from '../../src/db/db';

/** A fresh in-memory database with the migrations applied. */
export function openImportTestDb(): Promise<Db> {
  return openDb({ inMemory: true });
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
