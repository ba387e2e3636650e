import type pg from 'pg';

// A lost listening connection is retried at this pace until it is back or stopped.
const RECONNECT_MS = 1000;
const CONNECT_TIMEOUT_MS = 3000;

/**
 * Keeps one dedicated connection (outside the pool) LISTENing on `channel`: `onChange` runs for every
 * notification and after every reconnection, since what was sent while the connection was away is lost.
 * Resolves once listening, with the way to stop.
 */
export async function listenPostgres(
  databaseUrl: string,
  channel: string,
  onChange: () => void,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`web-api: bad channel name ${channel}`);
  const { Client } = (await import('pg')).default;
  let current: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // Without an 'error' listener a dropped connection would kill the process.
    client.on('error', (error) => log(`[web-api] listening connection lost: ${error.message}`));
    client.on('notification', (message) => {
      if (message.channel === channel) onChange();
    });
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      if (!stopped) retry();
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
  }

  function retry(): void {
    timer = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) onChange();
        },
        () => {
          if (!stopped) retry();
        },
      );
    }, RECONNECT_MS);
    timer.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
