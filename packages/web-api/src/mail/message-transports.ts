import type { Outbox } from '../auth/outbox';
import { PermanentDeliveryError } from '../auth/outbox-worker';
import type { MailSettings } from './mail-settings';
import { createOutboxWebhook } from './outbox-webhook';
import { createSmsWebhook } from './sms-webhook';
import { createSmtpTransport } from './smtp-transport';

/** The transport of each channel, and the way to close them. */
export interface MessageTransports {
  send: Outbox;
  close(): void;
}

/**
 * Routes each message to its channel's transport: e-mail to SMTP, SMS to the signed hook, either to
 * OUTBOX_WEBHOOK_URL when its own is not set. In the demo a channel without a transport is printed
 * through `log` (the delivery itself); elsewhere such a message fails at once, and the start says so.
 */
export function createMessageTransports(
  settings: MailSettings,
  options: { demo: boolean; log: (line: string) => void; now: () => number; fetch?: typeof fetch },
): MessageTransports {
  const { log } = options;
  const smtp = settings.smtp ? createSmtpTransport(settings.smtp) : null;
  const webhook = settings.webhookUrl
    ? createOutboxWebhook({ url: settings.webhookUrl, fetch: options.fetch })
    : null;
  const sms = settings.sms
    ? createSmsWebhook({ ...settings.sms, now: options.now, fetch: options.fetch })
    : null;
  const channels = { email: smtp?.send ?? webhook, sms: sms ?? webhook };
  const missing = (['email', 'sms'] as const).filter((channel) => !channels[channel]);
  if (missing.length > 0 && options.demo) {
    log(
      `[outbox] demo mode: ${missing.join(' and ')} messages (sign-in codes, recovery codes, confirmation links) are printed here`,
    );
  } else if (missing.length > 0) {
    log(
      `[outbox] ${missing.map((channel) => (channel === 'email' ? 'e-mail (SMTP_URL)' : 'SMS (SMS_WEBHOOK_URL)')).join(' and ')}: not configured, nor OUTBOX_WEBHOOK_URL; such messages cannot be delivered`,
    );
  }
  return {
    async send(message) {
      const transport = channels[message.channel];
      if (transport) return transport(message);
      if (!options.demo) {
        throw new PermanentDeliveryError(`no transport for ${message.channel} is configured`);
      }
      log(`[outbox] ${message.channel} to ${message.to}: ${message.subject}\n${message.text}`);
    },
    close: () => smtp?.close(),
  };
}
