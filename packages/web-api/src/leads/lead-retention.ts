import { leadRetentionCutoffs } from '@agency/core/forms';
import type { Db } from '../db/db';
import { enqueueJob } from '../jobs/enqueue-job';
import { defineJob, type JobKind } from '../jobs/job-kind';
import { readLeadRetention } from './retention-store';

const DAY_MS = 24 * 3600 * 1000;

/** The job kind that erases leads past their retention, once a day. */
export const LEAD_RETENTION_KIND = 'leads.retention';

/**
 * Erases the leads retention no longer allows (core leadErasable) under the periods the back office
 * set (migration 021; by default suspected spam 30 days after it came, a lost lead a year after it
 * was marked lost). Returns how many were erased.
 */
export async function eraseExpiredLeads(db: Db, nowMs: number): Promise<number> {
  const { spamBeforeMs, lostBeforeMs } = leadRetentionCutoffs(await readLeadRetention(db), nowMs);
  const { rows } = await db.query(
    `delete from clients
      where lead_status is not null
        and ((lead_spam and lead_submitted_at <= $1)
          or (not lead_spam and lead_status = 'lost' and lead_status_at <= $2))
      returning id`,
    [new Date(spamBeforeMs), new Date(lostBeforeMs)],
  );
  return rows.length;
}

// One job per day, keyed by the day: the run queues the next day's, a restart queues today's again.
const dayKey = (ms: number) => `day:${Math.floor(ms / DAY_MS)}`;

/** The daily retention job; `schedule` queues today's run (at a start: a chain a stop broke goes on). */
export function leadRetentionJob(options: {
  db: Db;
  now: () => number;
  log: (line: string) => void;
}): { kind: JobKind<Record<string, never>>; schedule(): Promise<void> } {
  const kind: JobKind<Record<string, never>> = defineJob<Record<string, never>>({
    kind: LEAD_RETENTION_KIND,
    parse: () => ({}),
    async run() {
      const nowMs = options.now();
      const erased = await eraseExpiredLeads(options.db, nowMs);
      if (erased > 0) options.log(`[leads] retention erased ${erased} lead(s)`);
      const next = (Math.floor(nowMs / DAY_MS) + 1) * DAY_MS;
      await enqueueJob(options.db, kind, {}, nowMs, { dedupeKey: dayKey(next), runAtMs: next });
      return undefined;
    },
  });
  return {
    kind,
    async schedule() {
      const nowMs = options.now();
      await enqueueJob(options.db, kind, {}, nowMs, { dedupeKey: dayKey(nowMs) });
    },
  };
}
