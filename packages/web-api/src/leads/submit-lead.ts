import type { WebOperationRequest } from '@agency/contracts';
import {
  checkLead,
  DEFAULT_PHONE_REGION,
  type FieldRuleProblem,
  LEAD_ADDRESS_WINDOW_MS,
  LEAD_LIMITS,
  type LeadSpamReason,
  leadContact,
  leadSpamReasons,
} from '@agency/core/forms';
import { type FieldProblem, fieldProblem, WebApiError } from '../base/web-api-error';
import type { CallContext } from '../context/call-context';
import { queueLeadDelivery } from './deliver-lead';
import { judgeLeadChallenge } from './lead-challenge';
import { verifyLeadStart } from './start-token';

type LeadInput = WebOperationRequest<'Leads/submit'>['item'];

// A core rule's problem as the contract's field error; the contact rule names what is missing.
function problemOf(field: string, problem: FieldRuleProblem): FieldProblem {
  if (problem.code === 'tooLong')
    return fieldProblem(field, 'maxLength', {
      id: 'field.maxLength',
      params: { limit: problem.max },
    });
  if (problem.code === 'format')
    return fieldProblem(field, 'format', problem.format === 'phone' ? 'lead.phone' : 'field.email');
  const text =
    field === 'item.email'
      ? 'lead.contact'
      : field === 'item.consent'
        ? 'lead.consent'
        : 'field.required';
  return fieldProblem(field, 'required', text);
}

/** What a submission stored: its client id and, for suspected spam, why (never told to the sender). */
export interface SubmittedLead {
  id: string;
  spam: readonly LeadSpamReason[];
}

/**
 * Stores a quote request and queues its delivery in ONE transaction: the client row with its lead
 * (language, page, referrer, UTM, client address and user agent) and the outbox message to the
 * agency (and the CRM webhook job); a failure of either leaves neither. Bad input is refused with
 * field errors before anything is written (so a refused request does not spend its challenge).
 * Suspected spam (core leadSpamReasons, the ALTCHA challenge's verdict included) is stored flagged
 * and not delivered; the caller answers it like a success.
 */
export async function submitLead(
  ctx: CallContext,
  item: LeadInput,
  userAgent: string,
): Promise<SubmittedLead> {
  const problems = checkLead(
    {
      name: item.name,
      email: item.email ?? '',
      phone: item.phone ?? '',
      service: item.service,
      message: item.message,
      budget: item.budget ?? '',
      timeline: item.timeline ?? '',
      consent: item.consent,
    },
    DEFAULT_PHONE_REGION,
  );
  // Named by their payload path, as the contract's own field errors are (item.email).
  const fields = Object.entries(problems).map(([field, problem]) =>
    problemOf(`item.${field}`, problem),
  );
  const first = fields[0];
  if (first) throw new WebApiError(400, 'VALIDATION_FAILED', first.text, { fields });
  const contact = leadContact(item.email ?? '', item.phone ?? '', DEFAULT_PHONE_REGION);
  const startedAtMs = verifyLeadStart(ctx.secret, item.started);
  const nowMs = ctx.now();
  const name = item.name.trim();
  return ctx.db.transaction(async (tx) => {
    const { rows: recent } = await tx.query<{ n: number }>(
      `select count(*)::int as n from clients
        where lead_status is not null and lead_address_key = $1 and lead_submitted_at > $2`,
      [ctx.ipKey, new Date(nowMs - LEAD_ADDRESS_WINDOW_MS)],
    );
    const key = ctx.leads.challengeKey;
    const spam = leadSpamReasons({
      honeypot: item.homepage ?? '',
      startedAtMs,
      nowMs,
      recentFromAddress: recent[0]?.n ?? 0,
      challenge: key === null ? 'notAsked' : await judgeLeadChallenge(tx, key, item.altcha, nowMs),
    });
    const { rows } = await tx.query<{ id: string }>(
      `insert into clients (name, contact_name, email, phone, notes, created_at,
          lead_status, lead_service, lead_message, lead_budget, lead_timeline, lead_lang, lead_page,
          lead_referrer, lead_utm, lead_address, lead_address_key, lead_user_agent, lead_spam,
          lead_submitted_at, lead_status_at)
       values ($1, $1, $2, $3, '', $4, 'new', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $4, $4)
       returning id`,
      [
        name,
        contact.email,
        contact.phone,
        new Date(nowMs),
        item.service,
        item.message.trim(),
        item.budget ?? null,
        item.timeline ?? null,
        ctx.lang,
        item.page ?? '',
        item.referrer ?? '',
        JSON.stringify(item.utm ?? {}),
        ctx.ip,
        ctx.ipKey,
        userAgent.slice(0, LEAD_LIMITS.userAgent),
        spam.length > 0,
      ],
    );
    const id = String(rows[0]?.id);
    if (spam.length === 0) await queueLeadDelivery(tx, ctx.leads, id, nowMs);
    return { id, spam };
  });
}
