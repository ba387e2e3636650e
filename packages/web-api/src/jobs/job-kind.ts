import type { RateWindow } from './rate-windows';
import type { RetryPolicy } from './retry-policy';

/** The job a handler runs: which row, of which kind, at which try (1-based). */
export interface RunningJob {
  id: string;
  kind: string;
  attempts: number;
}

/**
 * What a run may answer besides success (resolving with nothing) and a throw (retried with
 * back-off, failed after the last try): try again after a delay the remote named, without counting
 * a try (a 429 with Retry-After), or fail for good (a request the remote refuses as wrong).
 */
export type JobOutcome =
  | { outcome: 'retry-after'; delayMs: number; reason: string }
  | { outcome: 'failed'; reason: string };

/** The shortest wait of a retry-after: a remote answering "0" must not make the worker spin. */
export const MIN_RETRY_AFTER_MS = 1000;

/** "Try again in delayMs" (at least MIN_RETRY_AFTER_MS): the job waits that long and the try is not counted. */
export function retryAfter(delayMs: number, reason: string): JobOutcome {
  return { outcome: 'retry-after', delayMs: Math.max(MIN_RETRY_AFTER_MS, delayMs), reason };
}

/** "No retry can mend this": the job fails at once and stays for admins. */
export function failedForGood(reason: string): JobOutcome {
  return { outcome: 'failed', reason };
}

/** A kind of job, as its module defines it. */
export interface JobDefinition<P> {
  /** The name stored in `jobs.kind` (`google.patch-location`); never changes once jobs of it exist. */
  kind: string;
  /** Reads a stored payload; undefined when it is not of this kind's shape (the job then fails for good). */
  parse(payload: unknown): P | undefined;
  /** The rate windows a run takes a place in, all taken before it starts. */
  windows?(payload: P): readonly RateWindow[];
  run(payload: P, job: RunningJob): Promise<JobOutcome | undefined>;
  /** Tries and back-off of this kind (else the worker's). */
  retry?: RetryPolicy;
}

/** A stored payload bound to its kind's code: ready to take its windows and run. */
export interface PreparedJob {
  windows: readonly RateWindow[];
  run(job: RunningJob): Promise<JobOutcome | undefined>;
}

/** A kind of job as the worker and enqueueJob see it; `P` types the payload enqueueJob takes. */
export interface JobKind<P> {
  readonly kind: string;
  readonly retry: RetryPolicy | undefined;
  /** The stored payload parsed and bound, or undefined when it is not of this kind's shape. */
  prepare(payload: unknown): PreparedJob | undefined;
  /** Carries the payload type only (never set). */
  readonly payload?: P;
}

/** Defines a kind of job from its parse, windows and run. */
export function defineJob<P>(definition: JobDefinition<P>): JobKind<P> {
  return {
    kind: definition.kind,
    retry: definition.retry,
    prepare(stored) {
      const payload = definition.parse(stored);
      if (payload === undefined) return undefined;
      return {
        windows: definition.windows?.(payload) ?? [],
        run: (job) => definition.run(payload, job),
      };
    },
  };
}
