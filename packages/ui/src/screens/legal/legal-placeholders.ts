import { escapeHtml } from '@agency/core';
import type { LegalParties, LegalPlaceholder } from './legal-text';

/** A piece of a legal sentence: literal text or a placeholder to fill from the configuration. */
export type LegalPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'placeholder'; readonly name: LegalPlaceholder };

const PLACEHOLDER = /\{(brand|legalEntity|email|phone)\}/g;

/** Splits a sentence into literal text and the known `{placeholder}`s it names. */
export function splitPlaceholders(sentence: string): LegalPart[] {
  const parts: LegalPart[] = [];
  let last = 0;
  for (const match of sentence.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ kind: 'text', text: sentence.slice(last, match.index) });
    parts.push({ kind: 'placeholder', name: match[1] as LegalPlaceholder });
    last = match.index + match[0].length;
  }
  if (last < sentence.length) parts.push({ kind: 'text', text: sentence.slice(last) });
  return parts;
}

/** The text a placeholder stands for; the phone is the configuration's first (main) number. */
export function placeholderValue(name: LegalPlaceholder, parties: LegalParties): string {
  if (name === 'phone') return parties.phones[0]?.label ?? '';
  return parties[name];
}

/** Fills every known placeholder of a sentence with the agency's details. */
export function fillPlaceholders(sentence: string, parties: LegalParties): string {
  return splitPlaceholders(sentence)
    .map((part) => (part.kind === 'text' ? part.text : placeholderValue(part.name, parties)))
    .join('');
}

/**
 * Fills the placeholders of server-rendered legal HTML as LegalSentence does: the e-mail and the phone
 * become mailto/tel links, every value escaped; an empty value leaves nothing.
 */
export function fillPlaceholdersHtml(html: string, parties: LegalParties): string {
  return html.replace(PLACEHOLDER, (_match, name: LegalPlaceholder) => {
    const value = placeholderValue(name, parties);
    if (value === '') return '';
    if (name === 'email') return `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`;
    const phone = parties.phones[0];
    if (name === 'phone' && phone)
      return `<a href="${escapeHtml(phone.tel)}">${escapeHtml(value)}</a>`;
    return escapeHtml(value);
  });
}
