import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { fieldError } from '../base/web-api-error';
import type { Db } from '../db/db';
import { dropEvents, rateLimited, takeEvents, windowCheck } from './rate-limit';

/** What a code is for. */
export type CodePurpose = 'phone-sign-in' | 'recovery' | 'phone-change';

/**
 * Codes live 10 minutes and allow 5 wrong tries. Per target, at most 20 tries a day, and 100 wrong
 * codes ever: then codes stop until the owner acts (signs in with a password, recovers it, or an
 * admin changes the number). Against six digits that caps an attacker's chance at 100 in a million,
 * for good (docs/security.md).
 */
export const CODE_RULES = {
  ttlSeconds: 600,
  attempts: 5,
  digits: 6,
  triesPerDay: 20,
  lifetimeFailures: 100,
} as const;

const DAY_SECONDS = 24 * 3600;

/** Whether a target's wrong codes reached the lifetime ceiling (its codes stop until the owner acts). */
export async function codesLocked(db: Db, purpose: CodePurpose, target: string): Promise<boolean> {
  const { rows } = await db.query<{ failures: number }>(
    'select failures from code_failures where purpose = $1 and target = $2',
    [purpose, target],
  );
  return (rows[0]?.failures ?? 0) >= CODE_RULES.lifetimeFailures;
}

/** The owner acted (a password sign-in, a recovery, a new number): the target's wrong codes are forgotten. */
export async function forgetCodeFailures(
  db: Db,
  targets: ReadonlyArray<{ purpose: CodePurpose; target: string | null }>,
): Promise<void> {
  for (const { purpose, target } of targets) {
    if (target === null) continue;
    await db.query('delete from code_failures where purpose = $1 and target = $2', [
      purpose,
      target,
    ]);
  }
}

async function countFailure(db: Db, purpose: CodePurpose, target: string): Promise<void> {
  await db.query(
    `insert into code_failures (purpose, target, failures) values ($1, $2, 1)
       on conflict (purpose, target) do update set failures = code_failures.failures + 1`,
    [purpose, target],
  );
}

function digest(secret: Uint8Array, purpose: CodePurpose, target: string, code: string): string {
  // An HMAC under the server secret: a leaked table does not give the six-digit codes away.
  return createHmac('sha256', secret).update(`${purpose}\n${target}\n${code}`).digest('hex');
}

/** Creates a code for a target (phone or e-mail), replacing earlier ones; returns the plain code to send. */
export async function issueCode(
  db: Db,
  secret: Uint8Array,
  purpose: CodePurpose,
  target: string,
  nowMs: number,
): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0');
  await db.query(
    'update one_time_codes set used_at = $3 where purpose = $1 and target = $2 and used_at is null',
    [purpose, target, new Date(nowMs)],
  );
  await db.query(
    `insert into one_time_codes (purpose, target, code_hash, expires_at, created_at) values ($1, $2, $3, $4, $5)`,
    [
      purpose,
      target,
      digest(secret, purpose, target, code),
      new Date(nowMs + CODE_RULES.ttlSeconds * 1000),
      new Date(nowMs),
    ],
  );
  return code;
}

/**
 * Spends a code: passes when it matches the latest unused code of the target. Every try is counted
 * BEFORE the comparison, in one conditional update, so concurrent tries cannot all be compared: 5
 * tries per code (a wrong one answers 400 invalid), then the code is dead (429); past 10 minutes it
 * is expired (400).
 */
export async function consumeCode(
  db: Db,
  secret: Uint8Array,
  purpose: CodePurpose,
  target: string,
  code: string,
  nowMs: number,
): Promise<void> {
  if (await codesLocked(db, purpose, target)) throw rateLimited(DAY_SECONDS, 'auth.codesLocked');
  // Each try counts toward the day's ceiling before it is compared; a right code takes its count back.
  const tries = await takeEvents(
    db,
    [
      windowCheck(`code-try:${purpose}:${target}`, {
        max: CODE_RULES.triesPerDay,
        windowSeconds: DAY_SECONDS,
      }),
    ],
    nowMs,
  );
  const { rows } = await db.query<{ id: string; expires_at: Date }>(
    `select id, expires_at from one_time_codes
      where purpose = $1 and target = $2 and used_at is null order by created_at desc limit 1`,
    [purpose, target],
  );
  const row = rows[0];
  if (!row) throw fieldError('code', 'invalid', 'auth.codeWrongAskNew');
  if (new Date(row.expires_at).getTime() <= nowMs) {
    throw fieldError('code', 'expired', 'auth.codeExpired');
  }
  const counted = await db.query<{ code_hash: string }>(
    `update one_time_codes set attempts = attempts + 1
      where id = $1 and used_at is null and attempts < $2 returning code_hash`,
    [row.id, CODE_RULES.attempts],
  );
  const hash = counted.rows[0]?.code_hash;
  if (hash === undefined) {
    // No try left (or the code was spent meanwhile); a new one may be asked for at once (within the request limits).
    throw rateLimited(1, 'auth.tooManyCodes');
  }
  const expected = Buffer.from(hash, 'hex');
  const given = Buffer.from(digest(secret, purpose, target, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await countFailure(db, purpose, target);
    throw fieldError('code', 'invalid', 'auth.codeWrong');
  }
  // Spent once: of two concurrent right tries only one finds it unused.
  const spent = await db.query(
    'update one_time_codes set used_at = $2 where id = $1 and used_at is null returning id',
    [row.id, new Date(nowMs)],
  );
  if (spent.rows.length === 0) throw fieldError('code', 'invalid', 'auth.codeWrongAskNew');
  await dropEvents(db, tries);
}
