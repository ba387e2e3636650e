import { type ServerText, WebApiError } from '../base/web-api-error';
import type { Db } from '../db/db';

/** How many events a key may have within a window. */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

/** Rate rules of the auth calls: code requests per address and per IP, password checks and social sign-in finishes per IP. */
export const RATE_RULES = {
  codePerTarget: { max: 3, windowSeconds: 15 * 60 },
  codePerIp: { max: 10, windowSeconds: 60 * 60 },
  failedSignInPerIp: { max: 30, windowSeconds: 15 * 60 },
  // Every password check costs a full scrypt hash, right or wrong: each counts, and is never taken back.
  passwordChecksPerIp: { max: 60, windowSeconds: 15 * 60 },
  // Each finish may call the provider's token endpoint: a flood from one address is cut off.
  socialFinishPerIp: { max: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

/** One key to take an event on: how far back its events matter, and how long they make the next one wait. */
export interface RateCheck {
  key: string;
  lookbackSeconds: number;
  /** Seconds to wait before one more event, given the times (ms) of the key's earlier events; 0: at once. */
  wait(times: readonly number[], nowMs: number): number;
}

// Events older than this are forgotten; no rule looks further back.
const MEMORY_MS = 24 * 3600 * 1000;

/** Seconds until a fixed-window rule admits one more event (0: now). */
export function windowWait(rule: RateRule, times: readonly number[], nowMs: number): number {
  const recent = times.filter((at) => at > nowMs - rule.windowSeconds * 1000).sort((a, b) => a - b);
  if (recent.length < rule.max) return 0;
  // The oldest event that keeps the count at max must leave the window first.
  const leaving = recent[recent.length - rule.max] ?? nowMs;
  return secondsUntil(leaving + rule.windowSeconds * 1000, nowMs);
}

/** A fixed-window rule as the check of one key. */
export function windowCheck(key: string, rule: RateRule): RateCheck {
  return {
    key,
    lookbackSeconds: rule.windowSeconds,
    wait: (times, nowMs) => windowWait(rule, times, nowMs),
  };
}

/** Whole seconds from now until a moment (0 when it has passed). */
export function secondsUntil(atMs: number, nowMs: number): number {
  return atMs <= nowMs ? 0 : Math.ceil((atMs - nowMs) / 1000);
}

/** The 429 answer: wait this many seconds (at least one). */
export function rateLimited(seconds: number, text: ServerText = 'auth.tooManyAttempts') {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  return new WebApiError(
    429,
    'RATE_LIMITED',
    text,
    { retryAfter },
    { 'retry-after': String(retryAfter) },
  );
}

/**
 * Takes one event on every key, or none and 429 when any key must wait. Callers on the same key are
 * serialized (a transaction-scoped advisory lock per key, in key order), so concurrent calls cannot
 * all pass the same check. Returns the ids of the events taken.
 */
export async function takeEvents(
  db: Db,
  checks: readonly RateCheck[],
  nowMs: number,
): Promise<string[]> {
  const ordered = [...checks].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const ids = await db.transaction(async (tx) => {
    for (const check of ordered) {
      await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `rate:${check.key}`,
      ]);
    }
    let wait = 0;
    for (const check of ordered) {
      const { rows } = await tx.query<{ at: Date }>(
        'select at from rate_events where key = $1 and at > $2',
        [check.key, new Date(nowMs - check.lookbackSeconds * 1000)],
      );
      const times = rows.map((row) => new Date(row.at).getTime());
      wait = Math.max(wait, check.wait(times, nowMs));
    }
    if (wait > 0) throw rateLimited(wait);
    const taken: string[] = [];
    for (const check of ordered) {
      const { rows } = await tx.query<{ id: string }>(
        'insert into rate_events (key, at) values ($1, $2) returning id::text as id',
        [check.key, new Date(nowMs)],
      );
      if (rows[0]) taken.push(rows[0].id);
    }
    return taken;
  });
  await db.query('delete from rate_events where at < $1', [new Date(nowMs - MEMORY_MS)]);
  return ids;
}

/** Takes events back (an attempt that turned out not to count). */
export async function dropEvents(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query('delete from rate_events where id = any($1::bigint[])', [ids]);
}

/** Forgets every event of a key. */
export async function forgetKey(db: Db, key: string): Promise<void> {
  await db.query('delete from rate_events where key = $1', [key]);
}

/** Counts a one-time-code request for a target, or refuses it (429) above the per-target or per-address limit. */
export async function countCodeRequest(
  db: Db,
  target: string,
  ipKey: string,
  nowMs: number,
): Promise<void> {
  await takeEvents(
    db,
    [
      windowCheck(`code:${target}`, RATE_RULES.codePerTarget),
      windowCheck(`code:ip:${ipKey}`, RATE_RULES.codePerIp),
    ],
    nowMs,
  );
}
