import { isEmail } from '@agency/core/forms';

/** A mail or SMS variable that cannot be used; the message names the variable (the start stops with this one line). */
export class MailConfigError extends Error {
  // The host prints every ConfigError as one "Configuration error: …" line.
  override name = 'ConfigError';
}

/** Where messages go: SMTP for e-mail, the signed SMS hook, and the older webhook for both. */
export interface MailSettings {
  smtp: { url: string; from: string } | null;
  sms: { url: string; secret: string } | null;
  /** OUTBOX_WEBHOOK_URL: each channel without a transport of its own is POSTed here. */
  webhookUrl: string | null;
}

/** The SMS hook's secret is a key: at least this many characters. */
export const SMS_SECRET_MIN_LENGTH = 32;

// A URL is shown to help the fix, without the password it may carry.
function shown(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.href;
  } catch {
    return raw.includes('@') ? '(not shown: it may hold a password)' : raw;
  }
}

function url(name: string, raw: string, protocols: readonly string[], example: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new MailConfigError(`${name} must be a URL like ${example}, got "${shown(raw)}"`);
  }
  if (!protocols.includes(parsed.protocol) || !parsed.hostname) {
    throw new MailConfigError(`${name} must be a URL like ${example}, got "${shown(raw)}"`);
  }
  return raw;
}

const ANGLE = /[<>]/;

// "Agency <no-reply@agency.example>" or a bare address, read without a backtracking pattern.
function isSender(from: string): boolean {
  const open = from.indexOf('<');
  if (open === -1) return isEmail(from) && !ANGLE.test(from);
  const address = from.slice(open + 1, -1);
  return (
    from.endsWith('>') &&
    !ANGLE.test(from.slice(0, open)) &&
    !ANGLE.test(address) &&
    isEmail(address)
  );
}

/** Reads and checks SMTP_URL, MAIL_FROM, SMS_WEBHOOK_URL, SMS_WEBHOOK_SECRET and OUTBOX_WEBHOOK_URL; throws MailConfigError on a bad value. */
export function readMailSettings(env: NodeJS.ProcessEnv): MailSettings {
  let smtp: MailSettings['smtp'] = null;
  if (env.SMTP_URL) {
    const smtpUrl = url(
      'SMTP_URL',
      env.SMTP_URL,
      ['smtp:', 'smtps:'],
      'smtps://user:password@mail.example:465 or smtp://mail.example:587 (STARTTLS)',
    );
    const from = env.MAIL_FROM?.trim() ?? '';
    if (!isSender(from)) {
      throw new MailConfigError(
        `MAIL_FROM must be the sender when SMTP_URL is set, e.g. "Agency <no-reply@agency.example>", got "${from}"`,
      );
    }
    smtp = { url: smtpUrl, from };
  }
  let sms: MailSettings['sms'] = null;
  if (env.SMS_WEBHOOK_URL) {
    const smsUrl = url(
      'SMS_WEBHOOK_URL',
      env.SMS_WEBHOOK_URL,
      ['https:', 'http:'],
      'https://sms-relay.example/agency',
    );
    const secret = env.SMS_WEBHOOK_SECRET ?? '';
    if (secret.length < SMS_SECRET_MIN_LENGTH) {
      throw new MailConfigError(
        `SMS_WEBHOOK_SECRET must be at least ${SMS_SECRET_MIN_LENGTH} characters when SMS_WEBHOOK_URL is set, got ${secret.length}`,
      );
    }
    sms = { url: smsUrl, secret };
  }
  const webhookUrl = env.OUTBOX_WEBHOOK_URL
    ? url(
        'OUTBOX_WEBHOOK_URL',
        env.OUTBOX_WEBHOOK_URL,
        ['https:', 'http:'],
        'https://mailer.example/agency',
      )
    : null;
  return { smtp, sms, webhookUrl };
}
