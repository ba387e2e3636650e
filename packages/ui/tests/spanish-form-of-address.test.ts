// @vitest-environment node
import { informalSpanishWords } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/i18n/messages';

// The legal texts are web-api's seeded Markdown, checked there (web-api's spanish-form-of-address test).
describe('Spanish addresses the reader as "usted" (decision 0015)', () => {
  it('every message of the Spanish catalog', () => {
    for (const [key, text] of Object.entries(MESSAGES.es)) {
      expect(informalSpanishWords(text), `${key}: ${text}`).toEqual([]);
    }
  });
});
