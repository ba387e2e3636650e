/** One small query interface over PGlite or node-postgres. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Calls `onChange` for every NOTIFY on `channel` (once its transaction commits) and after every
   * reconnection of the listening connection (what was sent meanwhile is lost); resolves, once
   * listening, with the way to stop.
   */
  listen(channel: string, onChange: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
