import type { Db } from '../db/db';
import { defineJob, type JobKind } from '../jobs/job-kind';
import { postSignedJson, type SignedHook } from '../mail/signed-post';
import { leadRecord } from './lead-record';

/** The CRM webhook's job payload: the client (lead) to post, read when the job runs. */
export interface LeadWebhookPayload {
  clientId: string;
}

/** The job kind that posts a lead to LEADS_WEBHOOK_URL. */
export const LEAD_WEBHOOK_KIND = 'leads.webhook';

/**
 * POSTs a lead as JSON to the CRM, signed as the SMS hook is (X-Agency-Timestamp in Unix seconds,
 * X-Agency-Signature `sha256=<hex>` of `<timestamp>.<body>` under LEADS_WEBHOOK_SECRET: the receiver
 * refuses old timestamps, so a captured post cannot be replayed). Any answer but 2xx is retried by
 * the job worker's back-off; a lead erased meanwhile is not posted.
 */
export function leadWebhookJob(options: SignedHook & { db: Db }): JobKind<LeadWebhookPayload> {
  return defineJob<LeadWebhookPayload>({
    kind: LEAD_WEBHOOK_KIND,
    parse: (payload) =>
      typeof payload === 'object' &&
      payload !== null &&
      typeof (payload as { clientId?: unknown }).clientId === 'string'
        ? { clientId: (payload as { clientId: string }).clientId }
        : undefined,
    async run({ clientId }) {
      const lead = await leadRecord(options.db, clientId);
      if (lead === null || lead.spam) return undefined;
      const { spam: _spam, ...body } = lead;
      await postSignedJson(options, body, 'the leads webhook');
      return undefined;
    },
  });
}
