import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenDbOptions } from '../src/db/open-db';

// Loading a database driver costs memory and start-up even unused; the mocks record any import of
// theirs and refuse to open. Each test mocks both anew (vi.doMock) and imports a fresh open-db.
const loaded = { pglite: false, pg: false };

function mockDrivers() {
  vi.doMock('@electric-sql/pglite', () => {
    loaded.pglite = true;
    return {
      PGlite: class {
        static defaultStartParams: string[] = [];
        constructor() {
          throw new Error('the test opens no embedded database');
        }
      },
    };
  });
  vi.doMock('pg', () => {
    loaded.pg = true;
    const refuse = class {
      constructor() {
        throw new Error('the test connects to no server');
      }
    };
    return { default: { Pool: refuse, Client: refuse } };
  });
}

async function openDb(options: OpenDbOptions) {
  return (await import('../src/db/open-db')).openDb(options);
}

describe('a database driver is loaded only when it is used', () => {
  beforeEach(() => {
    vi.resetModules();
    mockDrivers();
    loaded.pglite = false;
    loaded.pg = false;
  });

  it('a process on DATABASE_URL imports pg and never PGlite', async () => {
    await expect(openDb({ databaseUrl: 'postgres://agency@127.0.0.1:1/agency' })).rejects.toThrow(
      /connects to no server/,
    );
    expect(loaded).toEqual({ pglite: false, pg: true });
  });

  it('the embedded database imports PGlite and never pg', async () => {
    await expect(openDb({ inMemory: true })).rejects.toThrow(/opens no embedded database/);
    expect(loaded).toEqual({ pglite: true, pg: false });
  });
});
