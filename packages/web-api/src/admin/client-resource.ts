import { canMoveLead, type LeadStatus } from '@agency/core/forms';
import { CLIENTS_TABLE } from '@agency/core/tables';
import { phoneOfRow, storedOrKeptPhone } from '../auth/normalize';
import { fieldError } from '../base/web-api-error';
import type { Db } from '../db/db';
import { queueLeadDelivery } from '../leads/deliver-lead';
import { leadOf } from '../leads/lead-record';
import type { AdminListFilter, AdminResource } from './admin-resource';
import { tableResource } from './table-resource';

// The lead filters of Clients/list; suspected spam is listed only when asked for, and then alone.
function leadFilters(filter: AdminListFilter, params: unknown[]): string[] {
  const conditions: string[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (typeof filter.leadStatus === 'string') add((p) => `lead_status = ${p}`, filter.leadStatus);
  if (typeof filter.service === 'string') add((p) => `lead_service = ${p}`, filter.service);
  if (typeof filter.leadLang === 'string') add((p) => `lead_lang = ${p}`, filter.leadLang);
  if (typeof filter.since === 'string') add((p) => `lead_submitted_at >= ${p}::date`, filter.since);
  if (typeof filter.until === 'string')
    add((p) => `lead_submitted_at < ${p}::date + 1`, filter.until);
  conditions.push(filter.spam === true ? 'lead_spam' : 'not lead_spam');
  return conditions;
}

const base = tableResource(CLIENTS_TABLE, {
  alsoSearched: ["coalesce(lead_message, '')"],
  where: leadFilters,
  extra: (row) => ({ lead: leadOf(row) }),
});

// A client's phone is stored in E.164 (decision 0037), as a lead's is; on an update (`id`) the
// number the client already has passes as it is.
async function withStoredPhone(
  db: Db,
  values: Record<string, unknown>,
  id?: string,
): Promise<Record<string, unknown>> {
  if (typeof values.phone !== 'string') return values;
  const kept = id === undefined ? null : await phoneOfRow(db, 'clients', id);
  return { ...values, phone: storedOrKeptPhone(values.phone, kept, 'item.phone') };
}

/**
 * Clients: the agency's CRM records, and the leads among them (issue 28). A lead's status moves by
 * core canMoveLead, its assignee is a back-office user, and `spam: false` releases suspected spam,
 * which is then delivered as a fresh request would be, in the same transaction.
 */
export const clientResource: AdminResource = {
  ...base,
  create: async (db, input, nowMs) => base.create(db, await withStoredPhone(db, input), nowMs),
  async update(db, id, changes, nowMs, effects) {
    const { leadStatus, assigneeId, spam, ...plain } = await withStoredPhone(db, changes, id);
    if (leadStatus === undefined && assigneeId === undefined && spam === undefined)
      return base.update(db, id, plain, nowMs);
    const { rows } = await db.query<{ lead_status: LeadStatus | null; lead_spam: boolean }>(
      'select lead_status, lead_spam from clients where id = $1 for update',
      [id],
    );
    const row = rows[0];
    if (!row) return false;
    const field =
      leadStatus !== undefined ? 'leadStatus' : assigneeId !== undefined ? 'assigneeId' : 'spam';
    if (row.lead_status === null) throw fieldError(field, 'invalid', 'lead.notLead');
    const status = (leadStatus as LeadStatus | undefined) ?? row.lead_status;
    if (!canMoveLead(row.lead_status, status))
      throw fieldError('leadStatus', 'invalid', 'lead.statusMove');
    if (typeof assigneeId === 'string') {
      const { rows: admins } = await db.query(
        `select 1 from users where id = $1 and kind = 'admin'`,
        [assigneeId],
      );
      if (admins.length === 0) throw fieldError('assigneeId', 'reference', 'record.reference');
    }
    await db.query(
      `update clients
          set lead_status = $2,
              lead_status_at = case when lead_status = $2 then lead_status_at else $3 end,
              lead_assignee = case when $4 then $5::uuid else lead_assignee end,
              lead_spam = case when $6 then false else lead_spam end
        where id = $1`,
      [id, status, new Date(nowMs), assigneeId !== undefined, assigneeId ?? null, spam === false],
    );
    // A released request is delivered now, as it would have been had it not looked like spam.
    if (spam === false && row.lead_spam && effects)
      await queueLeadDelivery(db, effects.leads, id, nowMs);
    return base.update(db, id, plain, nowMs);
  },
};
