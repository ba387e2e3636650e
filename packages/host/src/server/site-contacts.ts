import { isEmail } from '@agency/core/forms';
import { defaultSiteConfig, type SiteConfig, type SitePhone } from '@agency/ui';
import { ConfigError } from './config-error';

/** The agency's contact details as configured: what the header, footer, landing, quote links and JSON-LD show. */
export type SiteContacts = Pick<SiteConfig, 'phones' | 'email' | 'quoteEmail' | 'legalEntity'>;

const PHONE = /^\+?[0-9][0-9 ().-]{3,28}[0-9]$/;
// Characters that would break a mailto: link or a header, on top of core's e-mail format.
const NOT_IN_ADDRESS = /[<>"',;]/;

function isSiteEmail(text: string): boolean {
  return isEmail(text) && !NOT_IN_ADDRESS.test(text);
}

function phoneOf(label: string): SitePhone {
  if (!PHONE.test(label)) {
    throw new ConfigError(
      `SITE_PHONES must be phone numbers separated by commas, e.g. "+1 202 555 0143, +1 202 555 0178", got "${label}"`,
    );
  }
  const digits = label.replace(/[^0-9]/g, '');
  return { label, tel: `tel:${label.startsWith('+') ? '+' : ''}${digits}` };
}

function emailOf(name: string, raw: string): string {
  if (!isSiteEmail(raw)) throw new ConfigError(`${name} must be an e-mail address, got "${raw}"`);
  return raw;
}

/**
 * The contact details from SITE_PHONES, SITE_EMAIL, SITE_QUOTE_EMAIL (default SITE_EMAIL) and
 * SITE_LEGAL_NAME (default the brand). With none of them set, the demo (AGENCY_DEMO=1) and
 * development (NODE_ENV not production) show the demo's details; a production start shows no
 * phone and no e-mail rather than fake ones (decision 0013).
 */
export function siteContactsOf(env: NodeJS.ProcessEnv): SiteContacts {
  const phones = (env.SITE_PHONES ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const email = env.SITE_EMAIL?.trim() ?? '';
  const quote = env.SITE_QUOTE_EMAIL?.trim() ?? '';
  const legal = env.SITE_LEGAL_NAME?.trim() ?? '';
  const configured = phones.length > 0 || email !== '' || quote !== '' || legal !== '';
  const demo = env.AGENCY_DEMO === '1' || env.NODE_ENV !== 'production';
  if (!configured && demo) {
    const { phones, email, quoteEmail, legalEntity } = defaultSiteConfig;
    return { phones, email, quoteEmail, legalEntity };
  }
  const main = email === '' ? '' : emailOf('SITE_EMAIL', email);
  return {
    phones: phones.map(phoneOf),
    email: main,
    quoteEmail: quote === '' ? main : emailOf('SITE_QUOTE_EMAIL', quote),
    legalEntity: legal === '' ? defaultSiteConfig.brand : legal,
  };
}
