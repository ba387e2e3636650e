// How long leads are kept before the daily retention job erases them (issue 28): suspected spam
// counted from when it came, a lost lead from when it was marked lost. The back office sets both
// days within the bounds below; the web-api stores them (migration 021) and the job reads them.
import { checkNumber, type FieldRuleProblem } from './field-rules';
import { LEAD_LOST_RETENTION_DAYS, LEAD_SPAM_RETENTION_DAYS, type LeadStatus } from './lead-rules';

/** The fewest days a retention period may be: a day keeps a lead for the admin to see at least once. */
export const LEAD_RETENTION_MIN_DAYS = 1;
/** The most days a retention period may be: ten years. */
export const LEAD_RETENTION_MAX_DAYS = 3650;

/** The retention periods in days (the contract's LeadRetention). */
export interface LeadRetention {
  readonly spamDays: number;
  readonly lostDays: number;
}

/** The periods before the back office sets any: spam 30 days, lost leads 365. */
export const DEFAULT_LEAD_RETENTION: LeadRetention = {
  spamDays: LEAD_SPAM_RETENTION_DAYS,
  lostDays: LEAD_LOST_RETENTION_DAYS,
};

/** The problems of retention periods as typed: each a whole number of days from 1 to 3650. None: an empty object. */
export function checkLeadRetention(draft: {
  readonly spamDays: string;
  readonly lostDays: string;
}): Partial<Record<keyof LeadRetention, FieldRuleProblem>> {
  const problems: Partial<Record<keyof LeadRetention, FieldRuleProblem>> = {};
  for (const field of ['spamDays', 'lostDays'] as const) {
    const problem = checkNumber(draft[field], {
      min: LEAD_RETENTION_MIN_DAYS,
      max: LEAD_RETENTION_MAX_DAYS,
      required: true,
      integer: true,
    });
    if (problem) problems[field] = problem;
  }
  return problems;
}

const DAY_MS = 24 * 3600 * 1000;

/** The moments before which retention erases: spam that came at or before `spamBefore`, leads lost at or before `lostBefore`. */
export function leadRetentionCutoffs(
  retention: LeadRetention,
  nowMs: number,
): { readonly spamBeforeMs: number; readonly lostBeforeMs: number } {
  return {
    spamBeforeMs: nowMs - retention.spamDays * DAY_MS,
    lostBeforeMs: nowMs - retention.lostDays * DAY_MS,
  };
}

/** Whether retention erases a lead now: spam `spamDays` after it came, a lost lead `lostDays` after it was marked lost. */
export function leadErasable(
  lead: {
    readonly spam: boolean;
    readonly status: LeadStatus;
    readonly submittedAtMs: number;
    readonly statusAtMs: number;
  },
  nowMs: number,
  retention: LeadRetention = DEFAULT_LEAD_RETENTION,
): boolean {
  const { spamBeforeMs, lostBeforeMs } = leadRetentionCutoffs(retention, nowMs);
  if (lead.spam) return lead.submittedAtMs <= spamBeforeMs;
  return lead.status === 'lost' && lead.statusAtMs <= lostBeforeMs;
}
