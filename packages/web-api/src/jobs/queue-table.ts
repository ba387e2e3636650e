import type { Db } from '../db/db';

/**
 * A table of queued rows that the shared claim works on: `id` (bigint), `status` ('pending' until
 * done or failed), `attempts`, `next_attempt_at`, `last_error`, `done_at`; the outbox and the jobs
 * table both have these columns. The name and the returned columns are constants of the code, never input.
 */
export interface QueueTable {
  readonly name: 'outbox' | 'jobs';
  /** The columns a claim returns, comma-separated. */
  readonly returning: string;
}

/** Which due rows to claim, and for how long. */
export interface ClaimOptions {
  nowMs: number;
  /** How long a claimed row stays reserved for the claimant (longer than any try takes). */
  leaseMs: number;
  batch: number;
  /** Only rows of these kinds (the jobs a process has handlers for); every row when unset. */
  kinds?: readonly string[];
}

/**
 * Claims up to `batch` due rows for `leaseMs`: each try is counted and the row is not due again
 * before the lease ends. `SKIP LOCKED` passes over rows another claim holds at this moment, so
 * concurrent claims on several connections (processes) never take the same row. Rows come back in
 * id order.
 */
export async function claimDue<Row extends { id: string }>(
  db: Db,
  table: QueueTable,
  options: ClaimOptions,
): Promise<Row[]> {
  const { nowMs, leaseMs, batch, kinds } = options;
  const params: unknown[] = [new Date(nowMs), new Date(nowMs + leaseMs), batch];
  if (kinds) params.push([...kinds]);
  const { rows } = await db.query<Row>(
    `update ${table.name} set attempts = attempts + 1, next_attempt_at = $2
      where id in (
        select id from ${table.name} where status = 'pending' and next_attempt_at <= $1
           ${kinds ? 'and kind = any($4::text[])' : ''}
         order by id limit $3 for update skip locked)
      returning ${table.returning}`,
    params,
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/** When the earliest pending row (of these kinds) falls due, or null when none is pending. */
export async function nextDueMs(
  db: Db,
  table: QueueTable,
  kinds?: readonly string[],
): Promise<number | null> {
  const { rows } = await db.query<{ due: Date | string | null }>(
    `select min(next_attempt_at) as due from ${table.name} where status = 'pending'
       ${kinds ? 'and kind = any($1::text[])' : ''}`,
    kinds ? [[...kinds]] : [],
  );
  const due = rows[0]?.due;
  return due ? new Date(due).getTime() : null;
}
