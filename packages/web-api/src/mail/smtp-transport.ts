import type { Transporter } from 'nodemailer';
import type { Outbox } from '../auth/outbox';

/** An e-mail transport and the way to close its connections. */
export interface SmtpTransport {
  send: Outbox;
  close(): void;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Sends e-mail through the SMTP server of `url` as `from`, text and HTML parts together. smtps://
 * is TLS from the first byte; smtp:// must upgrade with STARTTLS (the send fails rather than go out
 * in clear), except to a relay on loopback, which is not on the network.
 */
export function createSmtpTransport(settings: { url: string; from: string }): SmtpTransport {
  const host = new URL(settings.url).hostname;
  // nodemailer (~3 MB of heap) is loaded with the first message, not at start (docs/benchmarks.md, Memory).
  let transporter: Promise<Transporter> | null = null;
  const open = () =>
    import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: settings.url,
        requireTLS: !settings.url.startsWith('smtps:') && !LOOPBACK.has(host),
        // Well inside the worker's claim lease, so a hung server never outlives the reservation.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      }),
    );
  return {
    async send(message) {
      transporter ??= open();
      await (await transporter).sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.lang === 'ua' ? 'uk' : message.lang },
      });
    },
    close() {
      transporter?.then(
        (opened) => opened.close(),
        () => {},
      );
    },
  };
}
