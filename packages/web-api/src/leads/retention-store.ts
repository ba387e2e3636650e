import { checkLeadRetention, DEFAULT_LEAD_RETENTION, type LeadRetention } from '@agency/core/forms';
import { fieldProblem, WebApiError } from '../base/web-api-error';
import type { Db } from '../db/db';

/** The retention periods the back office set (migration 021), or core's defaults when the row is missing. */
export async function readLeadRetention(db: Db): Promise<LeadRetention> {
  const { rows } = await db.query<{ spam_days: number; lost_days: number }>(
    'select spam_days, lost_days from lead_retention where id',
  );
  const row = rows[0];
  return row ? { spamDays: row.spam_days, lostDays: row.lost_days } : DEFAULT_LEAD_RETENTION;
}

/**
 * Stores new retention periods after core checkLeadRetention (whole days, 1 to 3650; field errors
 * otherwise, nothing written) and answers the periods before and after, for the audit entry.
 */
export async function writeLeadRetention(
  db: Db,
  given: LeadRetention,
  nowMs: number,
): Promise<{ before: LeadRetention; after: LeadRetention }> {
  const problems = checkLeadRetention({
    spamDays: String(given.spamDays),
    lostDays: String(given.lostDays),
  });
  const fields = Object.entries(problems).map(([field, problem]) =>
    fieldProblem(
      `retention.${field}`,
      problem.code === 'range' ? 'range' : 'type',
      problem.code === 'range'
        ? { id: 'field.range', params: { min: problem.min, max: problem.max } }
        : 'field.type',
    ),
  );
  const first = fields[0];
  if (first) throw new WebApiError(400, 'VALIDATION_FAILED', first.text, { fields });
  const before = await readLeadRetention(db);
  await db.query(
    `insert into lead_retention (id, spam_days, lost_days, updated_at) values (true, $1, $2, $3)
     on conflict (id) do update set spam_days = $1, lost_days = $2, updated_at = $3`,
    [given.spamDays, given.lostDays, new Date(nowMs)],
  );
  return { before, after: { spamDays: given.spamDays, lostDays: given.lostDays } };
}
