import type { IncomingMessage } from 'node:http';
import { clientAddress } from '@agency/core';

/** The client's address as the host trusts it: the socket peer, or the X-Forwarded-For entry of the outermost of `trustProxy` proxies. */
export function clientIp(req: IncomingMessage, trustProxy: number): string {
  return clientAddress(req.socket.remoteAddress ?? '', req.headers['x-forwarded-for'], trustProxy);
}
