/** A message to a person: an e-mail or an SMS, with the code or link it carries. */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

/** Delivers outbox messages. */
export type Outbox = (message: OutboxMessage) => Promise<void>;

/** The default outbox, and a way to wait for the deliveries still under way (graceful stop, tests). */
export interface DeliveringOutbox extends Outbox {
  /** Resolves once every delivery started so far has succeeded or failed. */
  idle(): Promise<void>;
}

/**
 * The default outbox: printed through `log` only in demo mode (elsewhere codes must never reach
 * logs) and POSTed as JSON to the webhook when one is set. The POST runs after the call has been
 * answered, so a known address answers as fast as an unknown one; its failures are logged.
 */
export function createOutbox(options: {
  webhookUrl?: string;
  print: boolean;
  log: (line: string) => void;
  fetch?: typeof fetch;
}): DeliveringOutbox {
  const send = options.fetch ?? fetch;
  const { webhookUrl, log } = options;
  const pending = new Set<Promise<void>>();
  if (options.print) {
    log(
      '[outbox] demo mode: sign-in codes, recovery codes and confirmation links are printed here',
    );
  } else if (!webhookUrl) {
    log(
      '[outbox] OUTBOX_WEBHOOK_URL is not set: sign-in codes, recovery codes and confirmation links cannot be delivered',
    );
  }

  async function deliver(url: string, message: OutboxMessage): Promise<void> {
    try {
      const answer = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(5000),
      });
      if (!answer.ok) log(`[outbox] webhook answered ${answer.status}`);
    } catch (error) {
      log(`[outbox] webhook failed: ${(error as Error).message}`);
    }
  }

  const outbox = async (message: OutboxMessage) => {
    if (options.print) {
      log(`[outbox] ${message.channel} to ${message.to}: ${message.subject}\n${message.text}`);
    }
    if (!webhookUrl) return;
    const delivery = deliver(webhookUrl, message).finally(() => pending.delete(delivery));
    pending.add(delivery);
  };
  return Object.assign(outbox, {
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  });
}
