import type { IncomingMessage } from 'node:http';

/**
 * The client's address: the socket peer, or — when `trustProxy` proxies sit in front — the
 * X-Forwarded-For entry that the outermost trusted proxy saw. Entries further left are
 * client-controlled and never trusted.
 */
export function clientIp(req: IncomingMessage, trustProxy: number): string {
  const peer = req.socket.remoteAddress ?? '';
  if (trustProxy <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - trustProxy)] ?? peer;
}
