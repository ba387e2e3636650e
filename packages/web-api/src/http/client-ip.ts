import type { IncomingMessage } from 'node:http';
import { clientAddress } from '@agency/core';

/** The client IP of a request reaching the backend directly: the socket peer, or X-Forwarded-For only as far as `trustProxy` proxies vouch for it. */
export function clientIp(req: IncomingMessage, trustProxy: number): string {
  return clientAddress(
    req.socket.remoteAddress ?? 'unknown',
    req.headers['x-forwarded-for'],
    trustProxy,
  );
}

/** TRUST_PROXY of the standalone backend: how many reverse proxies in front to trust (0..32, default 0: the socket peer). */
export function trustProxySetting(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 32) {
    throw new Error(`TRUST_PROXY must be a whole number from 0 to 32, got "${raw}"`);
  }
  return value;
}
