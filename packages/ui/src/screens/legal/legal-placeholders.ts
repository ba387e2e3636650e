import { escapeHtml } from '@agency/core';
import { fillPlaceholders as fillText } from '@agency/core/placeholders';

/** The placeholders the site configuration fills in a legal text (web-api fills the retention periods). */
export type LegalPlaceholder = 'brand' | 'legalEntity' | 'email' | 'phone';

/** The agency details a legal text names; `SiteConfig` satisfies this shape. */
export interface LegalParties {
  readonly brand: string;
  readonly legalEntity: string;
  readonly email: string;
  readonly phones: readonly { readonly label: string; readonly tel: string }[];
}

const NAMES: readonly string[] = [
  'brand',
  'legalEntity',
  'email',
  'phone',
] satisfies LegalPlaceholder[];

const isLegalPlaceholder = (name: string): name is LegalPlaceholder => NAMES.includes(name);

/** The text a placeholder stands for; the phone is the configuration's first (main) number. */
export function placeholderValue(name: LegalPlaceholder, parties: LegalParties): string {
  if (name === 'phone') return parties.phones[0]?.label ?? '';
  return parties[name];
}

/** Fills every known placeholder of a line of text (the title) with the agency's details. */
export function fillPlaceholders(sentence: string, parties: LegalParties): string {
  return fillText(sentence, (name) =>
    isLegalPlaceholder(name) ? placeholderValue(name, parties) : undefined,
  );
}

/**
 * Fills the placeholders of server-rendered legal HTML: the e-mail and the phone become mailto/tel
 * links, every value escaped; an empty value leaves nothing.
 */
export function fillPlaceholdersHtml(html: string, parties: LegalParties): string {
  return fillText(html, (name) => {
    if (!isLegalPlaceholder(name)) return undefined;
    const value = placeholderValue(name, parties);
    if (value === '') return '';
    if (name === 'email') return `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`;
    const phone = parties.phones[0];
    if (name === 'phone' && phone)
      return `<a href="${escapeHtml(phone.tel)}">${escapeHtml(value)}</a>`;
    return escapeHtml(value);
  });
}
