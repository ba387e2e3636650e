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
 * Whether the client's stored copy is current: its If-None-Match names `etag` (or is `*`), and it did
 * not ask for a copy from the origin with Cache-Control: no-cache (RFC 9110 §13.1.2, read by jshttp's
 * `fresh`, as Express and Koa read it).
 */
export function storedCopyCurrent(headers: HostRequest['headers'], etag: string): boolean {
  return headers['if-none-match'] !== undefined && fresh(headers, { etag });
}
