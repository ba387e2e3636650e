import { createHash } from 'node:crypto';
import fresh from 'fresh';
import type { HostRequest } from './host-request';

/**
 * The entity tag of a body's bytes: weak (RFC 9110 §8.8.3), as one tag stands for each encoding the
 * body is sent in (identity, gzip, brotli), and If-None-Match compares tags weakly.
 */
export function entityTag(bytes: Buffer): string {
  return `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether the client's stored copy is current: its If-None-Match names `etag` (or is `*`; compared
 * weakly, RFC 9110 §13.1.2), and it did not ask for a copy from the origin with Cache-Control:
 * no-cache (an end-to-end reload, as jshttp's `fresh` reads it for Express and Koa). Only those two
 * fields are handed to `fresh`: If-Modified-Since is ignored when If-None-Match is present (RFC 9110
 * §13.1.3), which `fresh` 0.5 does not do itself.
 */
export function storedCopyCurrent(headers: HostRequest['headers'], etag: string): boolean {
  const given = headers['if-none-match'];
  if (given === undefined) return false;
  return fresh({ 'if-none-match': given, 'cache-control': headers['cache-control'] }, { etag });
}
