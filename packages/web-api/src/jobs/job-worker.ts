import type { Db } from '../db/db';
import { JOBS_CHANNEL } from './enqueue-job';
import type { JobOutcome, RunningJob } from './job-kind';
import type { JobRegistry } from './job-registry';
import type { QueueTable } from './queue-table';
import { createQueueWorker, type QueueWorker } from './queue-worker';
import { acquireWindows } from './rate-windows';
import { afterFailure, errorText, LAST_ERROR_LENGTH, type RetryPolicy } from './retry-policy';

/** Five tries within about eight minutes, then the job is failed and shown to admins. */
export const DEFAULT_JOB_RETRY: RetryPolicy = {
  attempts: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 10 * 60_000,
};

/** Options of createJobWorker. */
export interface JobWorkerOptions {
  db: Db;
  registry: JobRegistry;
  now: () => number;
  log: (line: string) => void;
  /** Tries and back-off of kinds that set none. */
  retry?: RetryPolicy;
  /** How long a claimed job stays reserved for this process (longer than any run takes). */
  leaseMs?: number;
  /** Longest wait between two looks at the table when nothing wakes the worker. */
  pollMs?: number;
  /** Jobs claimed at once. */
  batch?: number;
}

/** A job a worker claimed: reserved for it until the lease ends. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  revision: number;
}

const JOBS_TABLE: QueueTable = {
  name: 'jobs',
  returning: 'id, kind, payload, attempts, revision',
};

/** What becomes of a claimed job after its run. */
type Settlement =
  | { kind: 'done' }
  | { kind: 'failed'; reason: string }
  | { kind: 'retry'; atMs: number; reason: string; counted: boolean };

/**
 * The job worker of this process, on the queue core the outbox shares: claims due jobs of the
 * registry's kinds (FOR UPDATE SKIP LOCKED, a counted try, a lease), takes a place in each of the
 * job's rate windows before it runs (a full window puts the job off to the window's end, the try
 * not counted), runs it, and records the outcome: done, retry after the remote's delay (not
 * counted), retry with back-off, or failed. A job whose payload changed while it ran (a coalesced
 * edit) is not marked done or failed: it runs again at once with the new payload. Logs name the job
 * and the error, never its payload.
 */
export function createJobWorker(options: JobWorkerOptions): QueueWorker {
  const { db, registry, now, log } = options;
  const defaultRetry = options.retry ?? DEFAULT_JOB_RETRY;

  async function settle(row: ClaimedJob, settlement: Settlement): Promise<void> {
    const at = new Date(now());
    if (settlement.kind === 'retry') {
      await db.query(
        `update jobs set next_attempt_at = $2, last_error = $3, updated_at = $4,
                attempts = attempts - $5 where id = $1`,
        [
          row.id,
          new Date(settlement.atMs),
          settlement.reason.slice(0, LAST_ERROR_LENGTH),
          at,
          settlement.counted ? 0 : 1,
        ],
      );
      return;
    }
    const { rows } =
      settlement.kind === 'done'
        ? await db.query(
            `update jobs set status = 'done', done_at = $2, updated_at = $2, last_error = null
              where id = $1 and revision = $3 returning id`,
            [row.id, at, row.revision],
          )
        : await db.query(
            `update jobs set status = 'failed', done_at = $2, updated_at = $2, last_error = $4
              where id = $1 and revision = $3 returning id`,
            [row.id, at, row.revision, settlement.reason.slice(0, LAST_ERROR_LENGTH)],
          );
    if (rows.length > 0) return;
    // A newer payload came in during the run: it gets a run of its own, with fresh tries.
    await db.query(
      `update jobs set attempts = 0, next_attempt_at = $2, last_error = null, updated_at = $2
        where id = $1 and status = 'pending'`,
      [row.id, at],
    );
  }

  function settlementOf(row: ClaimedJob, result: JobOutcome | undefined | Error): Settlement {
    const retry = registry.get(row.kind)?.retry ?? defaultRetry;
    const what = `[jobs] ${row.kind} #${row.id} try ${row.attempts} of ${retry.attempts}`;
    if (result === undefined) return { kind: 'done' };
    if (result instanceof Error) {
      const reason = errorText(result);
      const next = afterFailure(retry, row.attempts, result, now());
      if (next.kind === 'give-up') {
        log(`${what} failed: ${reason}; given up`);
        return { kind: 'failed', reason };
      }
      log(
        `${what} failed: ${reason}; next try in ${Math.round((next.retryAtMs - now()) / 1000)} s`,
      );
      return { kind: 'retry', atMs: next.retryAtMs, reason, counted: true };
    }
    const reason = result.reason;
    if (result.outcome === 'failed') {
      log(`${what} failed for good: ${reason}`);
      return { kind: 'failed', reason };
    }
    log(`${what}: ${reason}; retried after ${Math.round(result.delayMs / 1000)} s`);
    return { kind: 'retry', atMs: now() + result.delayMs, reason, counted: false };
  }

  async function runJob(row: ClaimedJob): Promise<void> {
    const kind = registry.get(row.kind);
    const payload = typeof row.payload === 'string' ? safeParse(row.payload) : row.payload;
    const prepared = kind?.prepare(payload);
    if (!prepared) {
      const reason = `the payload is not of the shape of ${row.kind}`;
      log(`[jobs] ${row.kind} #${row.id}: ${reason}; failed`);
      await settle(row, { kind: 'failed', reason });
      return;
    }
    const taken = await acquireWindows(db, prepared.windows, now());
    if (!taken.ok) {
      // A full window is not the job's failure: it waits for the next window, the try not counted.
      await db.query(
        'update jobs set attempts = attempts - 1, next_attempt_at = $2 where id = $1',
        [row.id, new Date(taken.retryAtMs)],
      );
      return;
    }
    const job: RunningJob = { id: row.id, kind: row.kind, attempts: row.attempts };
    let result: JobOutcome | undefined | Error;
    try {
      result = await prepared.run(job);
    } catch (error) {
      result = error instanceof Error ? error : new Error(String(error));
    }
    await settle(row, settlementOf(row, result));
  }

  return createQueueWorker<ClaimedJob>({
    db,
    table: JOBS_TABLE,
    channel: JOBS_CHANNEL,
    now,
    log,
    logPrefix: '[jobs]',
    run: runJob,
    kinds: registry.kinds,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    pollMs: options.pollMs ?? 60_000,
    batch: options.batch ?? 20,
  });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
