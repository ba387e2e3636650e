import type { Db } from '../db/db';
import { iso } from '../pins/pin-store';

/** The lead columns of a client row (migration 016). */
export const LEAD_COLUMNS = `lead_status, lead_service, lead_message, lead_budget, lead_timeline, lead_lang,
  lead_page, lead_referrer, lead_utm, lead_address, lead_user_agent, lead_spam, lead_assignee,
  lead_submitted_at, lead_account`;

/** The contract's Lead of a client row, or null for a client entered by hand. */
export function leadOf(row: Record<string, unknown>): Record<string, unknown> | null {
  if (row.lead_status === null || row.lead_status === undefined) return null;
  return {
    status: row.lead_status,
    service: row.lead_service,
    message: row.lead_message ?? '',
    budget: row.lead_budget ?? null,
    timeline: row.lead_timeline ?? null,
    lang: row.lead_lang,
    page: row.lead_page ?? '',
    referrer: row.lead_referrer ?? '',
    utm: row.lead_utm ?? {},
    address: row.lead_address ?? '',
    userAgent: row.lead_user_agent ?? '',
    spam: row.lead_spam === true,
    assigneeId: row.lead_assignee ?? null,
    submittedAt: iso(row.lead_submitted_at),
    accountId: row.lead_account ?? null,
  };
}

/** A lead as the CRM webhook receives it: the client's contact and the request, or null when it is gone or no lead. */
export async function leadRecord(
  db: Db,
  clientId: string,
): Promise<(Record<string, unknown> & { spam: boolean }) | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    'select id, name, email, phone, lead_status, lead_service, lead_message, lead_budget, lead_timeline, lead_lang, lead_page, lead_referrer, lead_utm, lead_address, lead_user_agent, lead_spam, lead_assignee, lead_submitted_at from clients where id = $1',
    [clientId],
  );
  const row = rows[0];
  const lead = row ? leadOf(row) : null;
  if (!row || lead === null) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? null,
    phone: row.phone ?? null,
    service: lead.service,
    message: lead.message,
    budget: lead.budget,
    timeline: lead.timeline,
    lang: lead.lang,
    page: lead.page,
    referrer: lead.referrer,
    utm: lead.utm,
    submittedAt: lead.submittedAt,
    spam: lead.spam === true,
  };
}
