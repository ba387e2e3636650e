import type { Db } from '../db/db';
import { defineJob, type JobKind } from '../jobs/job-kind';
import { SMS_SIGNATURE_HEADER, SMS_TIMESTAMP_HEADER, signSmsBody } from '../mail/sms-webhook';
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
export function leadWebhookJob(options: {
  db: Db;
  url: string;
  secret: string;
  now: () => number;
  fetch?: typeof fetch;
}): JobKind<LeadWebhookPayload> {
  const post = options.fetch ?? fetch;
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
      const json = JSON.stringify(body);
      const timestamp = Math.floor(options.now() / 1000);
      const answer = await post(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SMS_TIMESTAMP_HEADER]: String(timestamp),
          [SMS_SIGNATURE_HEADER]: signSmsBody(options.secret, timestamp, json),
        },
        body: json,
        signal: AbortSignal.timeout(15_000),
      });
      await answer.body?.cancel();
      if (!answer.ok) throw new Error(`the leads webhook answered ${answer.status}`);
      return undefined;
    },
  });
}
