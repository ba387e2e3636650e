import { createHmac } from 'node:crypto';
import type { Outbox } from '../auth/outbox';

/** The header that carries the HMAC-SHA256 of `<timestamp>.<body>` under SMS_WEBHOOK_SECRET, as `sha256=<hex>`. */
export const SMS_SIGNATURE_HEADER = 'x-agency-signature';

/** The header that carries the signing time in Unix seconds (a receiver refuses old ones: no replay). */
export const SMS_TIMESTAMP_HEADER = 'x-agency-timestamp';

/** The JSON body POSTed to SMS_WEBHOOK_URL. */
export interface SmsHookBody {
  to: string;
  text: string;
  lang: string;
  kind: string;
}

/** The signature header value of a body sent at `timestamp` (Unix seconds). */
export function signSmsBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** POSTs each SMS as signed JSON to the provider hook; any answer but 2xx is a failure (retried). */
export function createSmsWebhook(options: {
  url: string;
  secret: string;
  now: () => number;
  fetch?: typeof fetch;
}): Outbox {
  const post = options.fetch ?? fetch;
  return async (message) => {
    const body: SmsHookBody = {
      to: message.to,
      text: message.text,
      lang: message.lang,
      kind: message.kind,
    };
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
    if (!answer.ok) throw new Error(`the SMS hook answered ${answer.status}`);
  };
}
