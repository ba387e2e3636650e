/** The database cannot be reached for the moment (down, restarting, connection lost); the call may be retried later. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';

  constructor(cause: unknown) {
    super(`database unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

// Node socket errors of a lost or refused connection.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that is shutting down, starting up or dropped the connection
// (class 08 connection exception; 57P01-57P03 operator intervention).
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123])/;

/** True when a node-postgres error means the server is unreachable, not that the query was wrong. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    return true;
  }
  // node-postgres words for a connection that ended or never came within connectionTimeoutMillis.
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i.test(
    error.message,
  );
}
