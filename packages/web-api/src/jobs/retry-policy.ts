/** How often a queued row is tried and how long a worker waits between tries (doubling from the first delay up to the longest). */
export interface RetryPolicy {
  attempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** The wait after the given failed try (1-based): the first delay, doubled per try, capped; no jitter, so a test clock knows it. */
export function retryDelayMs(policy: RetryPolicy, failedAttempt: number): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failedAttempt - 1));
}

/** A failure no retry can mend: the row fails at once, whatever tries are left. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** What follows a failed try: another one at `retryAtMs`, or giving up. */
export type AfterFailure = { kind: 'retry'; retryAtMs: number } | { kind: 'give-up' };

/**
 * The one back-off rule of every queue: a permanent error or the last try gives up; anything else
 * is tried again after retryDelayMs. `attempts` counts the failed try itself.
 */
export function afterFailure(
  policy: RetryPolicy,
  attempts: number,
  error: unknown,
  nowMs: number,
): AfterFailure {
  if (error instanceof PermanentJobError || attempts >= policy.attempts) return { kind: 'give-up' };
  return { kind: 'retry', retryAtMs: nowMs + retryDelayMs(policy, attempts) };
}

/** The message of an error, for the log line. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The longest `last_error` kept in a queue table. */
export const LAST_ERROR_LENGTH = 500;
