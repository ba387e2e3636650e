import pg from 'pg';
import type { Db } from './db';

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    // One client, one transaction: a nested call joins the outer one.
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}

/** Opens a node-postgres pool on a PostgreSQL server. */
export async function openPostgresDb(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const value = await fn(clientDb(client));
        await client.query('commit');
        return value;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
