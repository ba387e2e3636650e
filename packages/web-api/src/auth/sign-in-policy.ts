import { secondsUntil } from './rate-limit';

/**
 * The password-attempt policy. One account from one client IP: 5 failures free, then each further
 * attempt waits after the last failure 15 s, doubling per failure up to an hour; failures are
 * remembered a day, and a right password forgets them. One account from every IP together: past 50
 * failures in 15 minutes, attempts are spaced 2 s apart — slowed, never locked.
 */
export const SIGN_IN_POLICY = {
  freeFailures: 5,
  firstDelaySeconds: 15,
  maxDelaySeconds: 3600,
  memorySeconds: 24 * 3600,
  accountCeiling: 50,
  accountWindowSeconds: 15 * 60,
  accountSpacingSeconds: 2,
} as const;

/** Seconds one (account, client IP) pair waits before its next password attempt, given its remembered failures (ms). */
export function pairWait(failures: readonly number[], nowMs: number): number {
  const p = SIGN_IN_POLICY;
  const remembered = failures.filter((at) => at > nowMs - p.memorySeconds * 1000);
  if (remembered.length < p.freeFailures) return 0;
  const delay = Math.min(
    p.maxDelaySeconds,
    p.firstDelaySeconds * 2 ** (remembered.length - p.freeFailures),
  );
  return secondsUntil(Math.max(...remembered) + delay * 1000, nowMs);
}

/** Seconds any password attempt on an account waits, given the account's failures from every IP (ms). */
export function accountWait(failures: readonly number[], nowMs: number): number {
  const p = SIGN_IN_POLICY;
  const recent = failures.filter((at) => at > nowMs - p.accountWindowSeconds * 1000);
  if (recent.length < p.accountCeiling) return 0;
  return secondsUntil(Math.max(...recent) + p.accountSpacingSeconds * 1000, nowMs);
}
