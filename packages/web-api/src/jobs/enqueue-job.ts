import type { Db } from '../db/db';
import type { JobKind } from './job-kind';

/** The PostgreSQL channel on which a committed job wakes the job workers of every process. */
export const JOBS_CHANNEL = 'agency_jobs';

/** How a job is queued: the key that coalesces edits of one thing, and when it may run first. */
export interface EnqueueOptions {
  /** A pending job of the same kind and key takes this payload instead of a new job being made. */
  dedupeKey?: string;
  /** Not before this time (default now). */
  runAtMs?: number;
}

/**
 * Queues a job, inside the caller's transaction when given one: the job exists, and the workers are
 * woken, only if that transaction commits. With a dedupe key, a pending job of the same kind and key
 * takes the newer payload (its time and tries stay; `revision` counts the change) and no second job
 * is made: the last edit of a thing wins and nothing runs twice.
 */
export async function enqueueJob<P>(
  tx: Db,
  kind: JobKind<P>,
  payload: P,
  nowMs: number,
  options: EnqueueOptions = {},
): Promise<{ id: string; coalesced: boolean }> {
  const { rows } = await tx.query<{ id: string; revision: number }>(
    `insert into jobs (kind, dedupe_key, payload, next_attempt_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5)
     on conflict (kind, dedupe_key) where status = 'pending' and dedupe_key is not null
     do update set payload = excluded.payload, revision = jobs.revision + 1,
                   updated_at = excluded.updated_at
     returning id, revision`,
    [
      kind.kind,
      options.dedupeKey ?? null,
      JSON.stringify(payload),
      new Date(options.runAtMs ?? nowMs),
      new Date(nowMs),
    ],
  );
  await tx.query('select pg_notify($1, $2)', [JOBS_CHANNEL, kind.kind]);
  const row = rows[0] as { id: string; revision: number };
  // A fresh row starts at revision 0; only a coalesced one was raised.
  return { id: String(row.id), coalesced: row.revision > 0 };
}
