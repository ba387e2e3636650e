import { describe, expect, it, vi } from 'vitest';
import { openDb } from '../src/db/open-db';

// Loading PGlite costs memory even unused; the mock records any import of it and refuses to open.
const pglite = vi.hoisted(() => ({ imported: false }));
vi.mock('@electric-sql/pglite', () => {
  pglite.imported = true;
  return {
    PGlite: class {
      static defaultStartParams: string[] = [];
      constructor() {
        throw new Error('the test opens no embedded database');
      }
    },
  };
});

describe('the embedded database is loaded only when it is used', () => {
  it('a process on DATABASE_URL never imports PGlite', async () => {
    // Nothing listens on port 1: the PostgreSQL path fails to connect, without touching PGlite.
    await expect(openDb({ databaseUrl: 'postgres://agency@127.0.0.1:1/agency' })).rejects.toThrow();
    expect(pglite.imported).toBe(false);
  });

  it('the embedded path does import it (the mock is in force)', async () => {
    await expect(openDb({ inMemory: true })).rejects.toThrow(/opens no embedded database/);
    expect(pglite.imported).toBe(true);
  });
});
