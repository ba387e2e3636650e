import { createHmac } from 'node:crypto';

/** The header that carries the HMAC-SHA256 of `<timestamp>.<body>` under the hook's secret, as `sha256=<hex>`. */
export const SIGNATURE_HEADER = 'x-agency-signature';

/** The header that carries the signing time in Unix seconds (a receiver refuses old ones: no replay). */
export const TIMESTAMP_HEADER = 'x-agency-timestamp';

/** The signature header value of a body sent at `timestamp` (Unix seconds). */
export function signBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Where a signed hook posts: its address, its secret, the clock and the fetch to use. */
export interface SignedHook {
  url: string;
  secret: string;
  now: () => number;
  fetch?: typeof fetch;
}

/**
 * POSTs `body` as JSON signed with the hook's secret (timestamp and HMAC-SHA256 headers, so a receiver
 * refuses a replay); any answer but 2xx throws, naming `what` answered, for the caller's retries.
 */
export async function postSignedJson(hook: SignedHook, body: unknown, what: string): Promise<void> {
  const json = JSON.stringify(body);
  const timestamp = Math.floor(hook.now() / 1000);
  const answer = await (hook.fetch ?? fetch)(hook.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signBody(hook.secret, timestamp, json),
    },
    body: json,
    signal: AbortSignal.timeout(15_000),
  });
  await answer.body?.cancel();
  if (!answer.ok) throw new Error(`${what} answered ${answer.status}`);
}
