import { DEFAULT_LANGUAGE } from '@agency/core';
import { enqueueMessage } from '../auth/outbox';
import type { Db } from '../db/db';
import { enqueueJob } from '../jobs/enqueue-job';
import type { JobKind } from '../jobs/job-kind';
import type { LeadMessage } from '../mail/message-content';
import type { LeadWebhookPayload } from './lead-webhook';

/** How this process takes and delivers leads: the agency's e-mail through the outbox, the CRM webhook through the jobs. */
export interface LeadDelivery {
  email: string | null;
  webhook: JobKind<LeadWebhookPayload> | null;
  /** The ALTCHA key when requests must solve a proof-of-work challenge (ALTCHA_HMAC_KEY), else null. */
  challengeKey: string | null;
}

interface LeadRow {
  name: string;
  email: string | null;
  phone: string | null;
  lead_service: string;
  lead_message: string;
  lead_budget: string | null;
  lead_timeline: string | null;
  lead_lang: string;
  lead_page: string;
}

/**
 * Queues a lead's delivery inside the caller's transaction: the outbox message to the agency (in the
 * site's default language; the visitor's words as they typed them) and the CRM webhook job. Both
 * exist only if the transaction commits, and nothing is queued for a lead that is not there.
 */
export async function queueLeadDelivery(
  tx: Db,
  delivery: LeadDelivery,
  clientId: string,
  nowMs: number,
): Promise<void> {
  const { rows } = await tx.query<LeadRow>(
    `select name, email, phone, lead_service, lead_message, lead_budget, lead_timeline, lead_lang, lead_page
       from clients where id = $1 and lead_status is not null`,
    [clientId],
  );
  const row = rows[0];
  if (!row) return;
  if (delivery.email !== null) {
    const content: LeadMessage = {
      kind: 'lead',
      name: row.name,
      email: row.email,
      phone: row.phone,
      service: row.lead_service,
      message: row.lead_message,
      budget: row.lead_budget,
      timeline: row.lead_timeline,
      lang: row.lead_lang,
      page: row.lead_page,
    };
    await enqueueMessage(
      tx,
      { channel: 'email', to: delivery.email, lang: DEFAULT_LANGUAGE, content },
      nowMs,
    );
  }
  if (delivery.webhook !== null) await enqueueJob(tx, delivery.webhook, { clientId }, nowMs);
}
