/** A message to a person: an e-mail or an SMS, with the code or link it carries. */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

/** Delivers outbox messages. */
export type Outbox = (message: OutboxMessage) => Promise<void>;

/**
 * The default outbox: printed through `log` in development (never in production, where codes must
 * not reach logs) and POSTed as JSON to the webhook when one is set.
 */
export function createOutbox(options: {
  webhookUrl?: string;
  print: boolean;
  log: (line: string) => void;
  fetch?: typeof fetch;
}): Outbox {
  const send = options.fetch ?? fetch;
  return async (message) => {
    if (options.print) {
      options.log(
        `[outbox] ${message.channel} to ${message.to}: ${message.subject}\n${message.text}`,
      );
    }
    if (!options.webhookUrl) return;
    try {
      const answer = await send(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(5000),
      });
      if (!answer.ok) options.log(`[outbox] webhook answered ${answer.status}`);
    } catch (error) {
      options.log(`[outbox] webhook failed: ${(error as Error).message}`);
    }
  };
}
