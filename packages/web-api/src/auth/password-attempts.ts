import type { Db } from '../db/db';
import { dropEvents, forgetKey, RATE_RULES, takeEvents, windowCheck } from './rate-limit';
import { accountWait, pairWait, SIGN_IN_POLICY } from './sign-in-policy';

/** A password check counted before it is made: call passed() when the password was right. */
export interface PasswordCheck {
  passed(): Promise<void>;
}

/** The key a person's password attempts are counted under: kind and normalized e-mail. */
export function passwordAccountKey(kind: 'customer' | 'admin', email: string): string {
  return `${kind}:${email}`;
}

/**
 * Counts one password check of an account from a client IP as a failure BEFORE the password is
 * compared, refusing with 429 (and Retry-After) when the sign-in policy says wait; so concurrent
 * guesses cannot all be checked. Sign-in and the current-password check of changePassword share it.
 */
export async function startPasswordCheck(
  db: Db,
  accountKey: string,
  ipKey: string,
  nowMs: number,
): Promise<PasswordCheck> {
  const pairKey = `password:${accountKey}:ip:${ipKey}`;
  await takeEvents(
    db,
    [windowCheck(`password-check:ip:${ipKey}`, RATE_RULES.passwordChecksPerIp)],
    nowMs,
  );
  const ids = await takeEvents(
    db,
    [
      { key: pairKey, lookbackSeconds: SIGN_IN_POLICY.memorySeconds, wait: pairWait },
      {
        key: `password:${accountKey}`,
        lookbackSeconds: SIGN_IN_POLICY.accountWindowSeconds,
        wait: accountWait,
      },
      windowCheck(`password:ip:${ipKey}`, RATE_RULES.failedSignInPerIp),
    ],
    nowMs,
  );
  return {
    async passed() {
      // A right password is no failure: it forgets this pair's failures and takes its own count back.
      await forgetKey(db, pairKey);
      await dropEvents(db, ids);
    },
  };
}
