import type pg from 'pg';
import { DatabaseUnavailableError, isConnectionError } from './database-unavailable';
import type { Db } from './db';
import { listenPostgres } from './postgres-listener';

// How long a request waits for a connection before the database counts as unavailable.
const CONNECT_TIMEOUT_MS = 3000;

function unavailableOr(error: unknown): unknown {
  return isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
}

function clientDb(client: pg.PoolClient, listen: Db['listen']): Db {
  const db: Db = {
    query: async <T>(sql: string, params?: unknown[]) => {
      try {
        const result = await client.query(sql, params);
        return { rows: result.rows as T[] };
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    // One client, one transaction: a nested call joins the outer one.
    transaction: (fn) => fn(db),
    listen,
    close: async () => {},
  };
  return db;
}

/** Opens a node-postgres pool on a PostgreSQL server; a lost server makes calls fail with DatabaseUnavailableError until it returns. */
export async function openPostgresDb(
  databaseUrl: string,
  log: (line: string) => void = (line) => console.error(line),
  poolMax = 10,
): Promise<Db> {
  // Imported here, not at the top: the embedded database's start-up never loads pg (~130 ms).
  const { Pool } = (await import('pg')).default;
  const pool = new Pool({
    connectionString: databaseUrl,
    max: poolMax,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server drops emits 'error' on the pool; without a listener the process dies.
  // The pool discards that connection and opens a fresh one on the next call.
  pool.on('error', (error) => log(`[web-api] database connection lost: ${error.message}`));
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const listeners = new Set<() => Promise<void>>();
  const listen: Db['listen'] = async (channel, onChange) => {
    const stop = await listenPostgres(databaseUrl, channel, onChange, log);
    listeners.add(stop);
    return async () => {
      listeners.delete(stop);
      await stop();
    };
  };
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      try {
        const result = await pool.query(sql, params);
        return { rows: result.rows as T[] };
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    transaction: async (fn) => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw unavailableOr(error);
      }
      // A checked-out client has no pool listener: a connection dropped between two queries must not kill the process.
      const onError = (error: Error) => log(`[web-api] database connection lost: ${error.message}`);
      client.on('error', onError);
      let broken = false;
      try {
        await client.query('begin');
        const value = await fn(clientDb(client, listen));
        await client.query('commit');
        return value;
      } catch (error) {
        broken = isConnectionError(error) || error instanceof DatabaseUnavailableError;
        if (!broken) await client.query('rollback').catch(() => {});
        throw unavailableOr(error);
      } finally {
        client.off('error', onError);
        // A client whose connection broke is destroyed, not put back in the pool.
        client.release(broken);
      }
    },
    listen,
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
