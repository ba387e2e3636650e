import type { Language } from '@agency/core';
import { retentionPeriodText } from '@agency/core/forms';
import { fillPlaceholders } from '@agency/core/placeholders';
import type { Db } from '../db/db';
import { readLeadRetention } from '../leads/retention-store';

// The placeholders a page's Markdown may use for a figure set in the back office (decision 0042).
const RETENTION_NAMES = ['leadSpamPeriod', 'leadLostPeriod'] as const;

/**
 * A page's Markdown with the figures set in the back office filled in the page's language: the lead
 * retention periods (issue 28), read only when the text names one. Other placeholders stay as written.
 */
export async function fillSettings(db: Db, source: string, lang: Language): Promise<string> {
  if (!RETENTION_NAMES.some((name) => source.includes(`{${name}}`))) return source;
  const { spamDays, lostDays } = await readLeadRetention(db);
  const values: Readonly<Record<string, string>> = {
    leadSpamPeriod: retentionPeriodText(spamDays, lang),
    leadLostPeriod: retentionPeriodText(lostDays, lang),
  };
  return fillPlaceholders(source, (name) =>
    Object.hasOwn(values, name) ? values[name] : undefined,
  );
}
