import type { Db } from '../db/db';
import { WebApiError } from '../http/web-api-error';

/** How many events a key may have within a window. */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

/** Rate rules of the auth calls: code requests per address and per IP, failed sign-ins per address and per IP. */
export const RATE_RULES = {
  codePerTarget: { max: 3, windowSeconds: 15 * 60 },
  codePerIp: { max: 10, windowSeconds: 60 * 60 },
  failedSignInPerTarget: { max: 10, windowSeconds: 15 * 60 },
  failedSignInPerIp: { max: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

/** Refuses with 429 when a key already has `max` events within the window. */
export async function assertUnderLimit(
  db: Db,
  key: string,
  rule: RateRule,
  nowMs: number,
): Promise<void> {
  const since = new Date(nowMs - rule.windowSeconds * 1000);
  const { rows } = await db.query<{ n: number; oldest: Date | null }>(
    'select count(*)::int as n, min(at) as oldest from rate_events where key = $1 and at > $2',
    [key, since],
  );
  const row = rows[0];
  if (!row || row.n < rule.max) return;
  const oldest = row.oldest ? new Date(row.oldest).getTime() : nowMs;
  const retryAfter = Math.max(1, Math.ceil((oldest + rule.windowSeconds * 1000 - nowMs) / 1000));
  throw new WebApiError(
    429,
    'RATE_LIMITED',
    'Too many attempts. Please try again later',
    { retryAfter },
    { 'retry-after': String(retryAfter) },
  );
}

/** Records one event for a key (and forgets events older than a day). */
export async function recordEvent(db: Db, key: string, nowMs: number): Promise<void> {
  await db.query('insert into rate_events (key, at) values ($1, $2)', [key, new Date(nowMs)]);
  await db.query('delete from rate_events where at < $1', [new Date(nowMs - 24 * 3600 * 1000)]);
}
