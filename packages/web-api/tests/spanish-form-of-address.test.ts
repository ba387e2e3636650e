import { informalSpanishWords } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_WORDS, TEMPLATES } from '../src/mail/templates';
import { SEEDED_PAGES } from '../src/seed/content-seed';

describe('Spanish addresses the reader as "usted" (decision 0015)', () => {
  it('the seeded landing and legal pages', () => {
    for (const [route, pages] of Object.entries(SEEDED_PAGES)) {
      const { title, meta, content } = pages.es;
      for (const text of [title, meta.description, content]) {
        expect(informalSpanishWords(text), `${route}: ${text}`).toEqual([]);
      }
    }
  });

  it('every mail and text message', () => {
    for (const [kind, templates] of Object.entries(TEMPLATES)) {
      const { subject, body, action } = templates.es;
      for (const text of [subject, ...body, action ?? '']) {
        expect(informalSpanishWords(text), `${kind}: ${text}`).toEqual([]);
      }
    }
    expect(informalSpanishWords(TEMPLATE_WORDS.es.linkFallback)).toEqual([]);
  });
});
