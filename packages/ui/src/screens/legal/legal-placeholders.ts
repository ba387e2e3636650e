import { escapeHtml } from '@agency/core';
import {
  fillPlaceholders as fillText,
  splitPlaceholders as splitText,
} from '@agency/core/placeholders';
import type { LegalParties, LegalPlaceholder } from './legal-text';

/** A piece of a legal sentence: literal text or a placeholder to fill from the configuration. */
export type LegalPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'placeholder'; readonly name: LegalPlaceholder };

const NAMES: readonly string[] = [
  'brand',
  'legalEntity',
  'email',
  'phone',
] satisfies LegalPlaceholder[];

const isLegalPlaceholder = (name: string): name is LegalPlaceholder => NAMES.includes(name);

/** Splits a sentence into literal text and the known `{placeholder}`s it names. */
export function splitPlaceholders(sentence: string): LegalPart[] {
  return splitText(sentence, isLegalPlaceholder) as LegalPart[];
}

/** The text a placeholder stands for; the phone is the configuration's first (main) number. */
export function placeholderValue(name: LegalPlaceholder, parties: LegalParties): string {
  if (name === 'phone') return parties.phones[0]?.label ?? '';
  return parties[name];
}

/** Fills every known placeholder of a sentence with the agency's details. */
export function fillPlaceholders(sentence: string, parties: LegalParties): string {
  return fillText(sentence, (name) =>
    isLegalPlaceholder(name) ? placeholderValue(name, parties) : undefined,
  );
}

/**
 * Fills the placeholders of server-rendered legal HTML as LegalSentence does: the e-mail and the phone
 * become mailto/tel links, every value escaped; an empty value leaves nothing.
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
