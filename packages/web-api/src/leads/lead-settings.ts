import { isEmail } from '@agency/core/forms';
import { MailConfigError, SMS_SECRET_MIN_LENGTH } from '../mail/mail-settings';

/** Where quote requests go besides the database: the agency's e-mail and the optional CRM webhook. */
export interface LeadSettings {
  /** The agency's address each request is mailed to; null stores requests without mailing them. */
  email: string | null;
  /** LEADS_WEBHOOK_URL and its signing secret; null when no CRM is connected. */
  webhook: { url: string; secret: string } | null;
  /** ALTCHA_HMAC_KEY: the key of the proof-of-work challenge a request must solve; absent or null asks none. */
  challengeKey?: string | null;
}

/** Reads LEADS_EMAIL (else SITE_QUOTE_EMAIL, else SITE_EMAIL), LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET and ALTCHA_HMAC_KEY; throws on a bad value. */
export function readLeadSettings(env: NodeJS.ProcessEnv): LeadSettings {
  const [name, raw] = (
    [
      ['LEADS_EMAIL', env.LEADS_EMAIL],
      ['SITE_QUOTE_EMAIL', env.SITE_QUOTE_EMAIL],
      ['SITE_EMAIL', env.SITE_EMAIL],
    ] as const
  ).find(([, value]) => (value ?? '').trim() !== '') ?? ['LEADS_EMAIL', ''];
  const email = (raw ?? '').trim();
  if (email !== '' && !isEmail(email))
    throw new MailConfigError(`${name} must be an e-mail address, got "${email}"`);
  let webhook: LeadSettings['webhook'] = null;
  const url = env.LEADS_WEBHOOK_URL?.trim() ?? '';
  if (url !== '') {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (parsed === null || !['https:', 'http:'].includes(parsed.protocol))
      throw new MailConfigError(
        'LEADS_WEBHOOK_URL must be a URL like https://crm.example/hooks/agency',
      );
    const secret = env.LEADS_WEBHOOK_SECRET ?? '';
    if (secret.length < SMS_SECRET_MIN_LENGTH)
      throw new MailConfigError(
        `LEADS_WEBHOOK_SECRET must be at least ${SMS_SECRET_MIN_LENGTH} characters when LEADS_WEBHOOK_URL is set, got ${secret.length}`,
      );
    webhook = { url, secret };
  }
  const challengeKey = env.ALTCHA_HMAC_KEY ?? '';
  if (challengeKey !== '' && challengeKey.length < SMS_SECRET_MIN_LENGTH)
    throw new MailConfigError(
      `ALTCHA_HMAC_KEY must be at least ${SMS_SECRET_MIN_LENGTH} characters, got ${challengeKey.length}`,
    );
  return {
    email: email === '' ? null : email,
    webhook,
    challengeKey: challengeKey === '' ? null : challengeKey,
  };
}
