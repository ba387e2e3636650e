import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const ACCEPTED = /^[A-Za-z0-9._-]{8,128}$/;

/** The request's id: a proxy's X-Request-Id when the host trusts a proxy and the value is a plain token, else a new UUID. */
export function requestId(req: IncomingMessage, trustProxy: number): string {
  const given = req.headers['x-request-id'];
  if (trustProxy > 0 && typeof given === 'string' && ACCEPTED.test(given)) return given;
  return randomUUID();
}
