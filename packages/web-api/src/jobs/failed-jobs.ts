import type { Db } from '../db/db';
import { JOBS_CHANNEL } from './enqueue-job';

/** A job given up on, as an admin sees it (never its payload, which may name a customer's data). */
export interface FailedJob {
  id: string;
  kind: string;
  dedupeKey: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  failedAt: string;
}

/** The failed jobs, newest first. */
export async function listFailedJobs(db: Db, limit = 100): Promise<FailedJob[]> {
  const { rows } = await db.query<{
    id: string;
    kind: string;
    dedupe_key: string | null;
    attempts: number;
    last_error: string | null;
    created_at: Date | string;
    done_at: Date | string;
  }>(
    `select id, kind, dedupe_key, attempts, last_error, created_at, done_at
       from jobs where status = 'failed' order by done_at desc, id desc limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    dedupeKey: row.dedupe_key,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    failedAt: new Date(row.done_at).toISOString(),
  }));
}

/**
 * Puts a failed job back in the queue with fresh tries (an admin fixed the cause). 'superseded' when
 * a newer job of the same kind and key is already pending: that one carries the later payload.
 */
export async function retryFailedJob(
  db: Db,
  id: string,
  nowMs: number,
): Promise<'queued' | 'not-found' | 'superseded'> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ kind: string; dedupe_key: string | null }>(
      `select kind, dedupe_key from jobs where id = $1 and status = 'failed' for update`,
      [id],
    );
    const job = rows[0];
    if (!job) return 'not-found';
    if (job.dedupe_key !== null) {
      const pending = await tx.query(
        `select 1 from jobs where kind = $1 and dedupe_key = $2 and status = 'pending'`,
        [job.kind, job.dedupe_key],
      );
      if (pending.rows.length > 0) return 'superseded';
    }
    await tx.query(
      `update jobs set status = 'pending', attempts = 0, next_attempt_at = $2, done_at = null,
              updated_at = $2 where id = $1`,
      [id, new Date(nowMs)],
    );
    await tx.query('select pg_notify($1, $2)', [JOBS_CHANNEL, job.kind]);
    return 'queued';
  });
}

/** Deletes jobs done before `beforeMs` (failed ones stay until an admin retries them); the count deleted. */
export async function purgeDoneJobs(db: Db, beforeMs: number): Promise<number> {
  const { rows } = await db.query(
    `delete from jobs where status = 'done' and done_at < $1 returning id`,
    [new Date(beforeMs)],
  );
  return rows.length;
}
