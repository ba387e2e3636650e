// @vitest-environment node
import { informalSpanishWords } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/i18n/messages';
import { type LegalText, PRIVACY_POLICY, TERMS_OF_SERVICE } from '../src/screens/legal';

// Every sentence of a legal text: intro, headings, paragraphs and list items.
const sentences = (text: LegalText): string[] => [
  text.title,
  ...text.intro.flat(),
  ...text.sections.flatMap((section) => [section.heading, ...section.blocks.flat()]),
];

describe('Spanish addresses the reader as "usted" (decision 0015)', () => {
  it('every message of the Spanish catalog', () => {
    for (const [key, text] of Object.entries(MESSAGES.es)) {
      expect(informalSpanishWords(text), `${key}: ${text}`).toEqual([]);
    }
  });

  it.each([
    ['privacy policy', PRIVACY_POLICY.es],
    ['terms of service', TERMS_OF_SERVICE.es],
  ])('every sentence of the Spanish %s', (_name, text) => {
    const all = sentences(text);
    expect(all.length).toBeGreaterThan(20);
    for (const sentence of all) {
      expect(informalSpanishWords(sentence), sentence).toEqual([]);
    }
  });
});
