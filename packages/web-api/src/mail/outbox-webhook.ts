import type { Outbox } from '../auth/outbox';

/** POSTs a message as JSON (channel, to, subject, text, lang, kind) to OUTBOX_WEBHOOK_URL; any answer but 2xx is a failure (retried). */
export function createOutboxWebhook(options: { url: string; fetch?: typeof fetch }): Outbox {
  const post = options.fetch ?? fetch;
  return async (message) => {
    const answer = await post(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        text: message.text,
        lang: message.lang,
        kind: message.kind,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    await answer.body?.cancel();
    if (!answer.ok) throw new Error(`the outbox webhook answered ${answer.status}`);
  };
}
