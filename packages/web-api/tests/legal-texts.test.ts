// @vitest-environment node
import { LANGUAGES, type Language } from '@agency/core';
import { placeholders } from '@agency/core/placeholders';
import { describe, expect, it } from 'vitest';
import { renderContent } from '../src/pages/render-content';
import { SEEDED_PAGES } from '../src/seed/content-seed';

// Decision 0042: the seeded Markdown is the only legal text (the ui keeps no copy); what the ui's copy
// was tested for is tested here, on the text the pages show.
const DOCUMENTS = { 'privacy policy': '/privacy-policy', 'terms of service': '/terms-of-service' };
const text = (route: string, lang: Language) => SEEDED_PAGES[route]?.[lang]?.content ?? '';

const EFFECTIVE: Readonly<Record<Language, string>> = {
  ru: 'Дата вступления в силу: 22 ноября 2026 г.',
  ua: 'Дата набрання чинності: 22 листопада 2026 р.',
  en: 'Effective date: 22 November 2026',
  es: 'Fecha de entrada en vigor: 22 de noviembre de 2026',
};

describe.each(Object.entries(DOCUMENTS))('the seeded %s', (_name, route) => {
  it('"ru (default), en, ua, es": every language has the same sections, anchored alike and numbered 1..n', () => {
    const ids = (lang: Language) => renderContent(text(route, lang)).sections.map((s) => s.id);
    expect(ids('ru').length).toBeGreaterThanOrEqual(10);
    for (const lang of LANGUAGES) {
      expect(ids(lang), lang).toEqual(ids('ru'));
      const numbers = renderContent(text(route, lang)).sections.map((s) => s.heading.split('.')[0]);
      expect(numbers).toEqual(numbers.map((_n, index) => String(index + 1)));
    }
  });

  it.each(LANGUAGES)(
    'begins with its effective date (%s), the line the ui drew from its copy',
    (lang) => {
      expect(renderContent(text(route, lang)).body).toMatch(
        new RegExp(`^<p><em>${EFFECTIVE[lang]}</em></p>\\n<p>`),
      );
    },
  );

  it('each language is its own text and title, not a copy of another', () => {
    expect(new Set(LANGUAGES.map((lang) => text(route, lang))).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map((lang) => SEEDED_PAGES[route]?.[lang]?.title)).size).toBe(
      LANGUAGES.length,
    );
  });
});

describe('the placeholders of the seeded legal texts', () => {
  it('the terms name only what the site configuration fills', () => {
    for (const lang of LANGUAGES)
      expect(placeholders(text('/terms-of-service', lang))).toEqual([
        'brand',
        'email',
        'legalEntity',
        'phone',
      ]);
  });

  it('the privacy policy adds the two retention periods web-api fills, in every language', () => {
    for (const lang of LANGUAGES)
      expect(placeholders(text('/privacy-policy', lang))).toEqual([
        'brand',
        'email',
        'leadLostPeriod',
        'leadSpamPeriod',
        'legalEntity',
        'phone',
      ]);
  });
});

describe('the privacy policy and the Google Business Profile connection', () => {
  // What the connection keeps (the account's e-mail, the grant, encrypted) and how it ends, in each language.
  const SAYS: Readonly<Record<Language, readonly RegExp[]>> = {
    ru: [/Подключение Google Бизнес-профиля/, /зашифрованном/, /отозвать/],
    ua: [/Підключення Google Бізнес-профілю/, /зашифрованому/, /відкликати/],
    en: [/Google Business Profile connection/, /encrypted/, /revoke/],
    es: [/Conexión con Google Business Profile/, /cifrado/, /revoque/],
  };
  it.each(LANGUAGES)('says what connecting stores and how to withdraw it (%s)', (lang) => {
    for (const phrase of SAYS[lang]) expect(text('/privacy-policy', lang)).toMatch(phrase);
  });
});
