import { LANGUAGES, type Language } from '@agency/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/i18n/messages';
import {
  LEGAL_TITLES,
  LegalDocument,
  type LegalParties,
  type LegalText,
  PRIVACY_POLICY,
  TERMS_OF_SERVICE,
} from '../src/screens/legal';

afterEach(cleanup);

const parties: LegalParties = {
  brand: 'Northwind Studio',
  legalEntity: 'Northwind Studio OÜ',
  email: 'privacy@northwind.test',
  phones: [
    { label: '+372 555 0101', tel: 'tel:+3725550101' },
    { label: '+372 555 0102', tel: 'tel:+3725550102' },
  ],
};

const otherParties: LegalParties = {
  brand: 'Blue Heron Digital',
  legalEntity: 'Blue Heron Digital S.L.',
  email: 'legal@blueheron.test',
  phones: [{ label: '+34 600 000 111', tel: 'tel:+34600000111' }],
};

const DOCUMENTS = {
  'privacy policy': PRIVACY_POLICY,
  'terms of service': TERMS_OF_SERVICE,
} as const;

const cases: [string, Language, LegalText][] = Object.entries(DOCUMENTS).flatMap(([name, texts]) =>
  LANGUAGES.map((lang): [string, Language, LegalText] => [name, lang, texts[lang]]),
);

/** The h2 headings the document renders, as people read them. */
function renderedSectionHeadings(text: LegalText): string[] {
  render(<LegalDocument text={text} parties={parties} />);
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
  cleanup();
  return headings;
}

describe.each(Object.entries(DOCUMENTS))('the %s in every language', (_name, texts) => {
  it('"ru (default), en, ua, es": every language renders the same sections in the same order', () => {
    const reference = renderedSectionHeadings(texts.ru);
    expect(reference.length).toBeGreaterThanOrEqual(10);
    for (const lang of LANGUAGES) {
      expect(renderedSectionHeadings(texts[lang]), lang).toHaveLength(reference.length);
      expect(texts[lang].sections.map((section) => section.id)).toEqual(
        texts.ru.sections.map((section) => section.id),
      );
      expect(texts[lang].effectiveDate).toBe(texts.ru.effectiveDate);
    }
  });

  it('each language is its own text, not a copy of another', () => {
    const bodies = LANGUAGES.map((lang) => JSON.stringify(texts[lang].sections));
    expect(new Set(bodies).size).toBe(LANGUAGES.length);
    const titles = LANGUAGES.map((lang) => texts[lang].title);
    expect(new Set(titles).size).toBe(LANGUAGES.length);
  });
});

describe.each(cases)('the %s in %s', (_name, lang, text) => {
  it('names the brand, legal entity, e-mail and phone from the site configuration, never literals', () => {
    const { container, rerender } = render(<LegalDocument text={text} parties={parties} />);
    const first = container.textContent ?? '';
    expect(first).toContain('Northwind Studio');
    expect(first).toContain('Northwind Studio OÜ');
    expect(first).toContain('privacy@northwind.test');
    expect(first).toContain('+372 555 0101');
    expect(first).not.toMatch(/[{}]/);

    rerender(<LegalDocument text={text} parties={otherParties} />);
    const second = container.textContent ?? '';
    expect(second).toContain('Blue Heron Digital S.L.');
    expect(second).toContain('legal@blueheron.test');
    expect(second).toContain('+34 600 000 111');
    expect(second).not.toContain('Northwind');
    expect(second).not.toMatch(/[{}]/);
  });

  it('links the e-mail with mailto: and the phone with tel:', () => {
    render(<LegalDocument text={text} parties={parties} />);
    const emailLinks = screen.getAllByRole('link', { name: 'privacy@northwind.test' });
    for (const link of emailLinks) {
      expect(link.getAttribute('href')).toBe('mailto:privacy@northwind.test');
    }
    const phoneLinks = screen.getAllByRole('link', { name: '+372 555 0101' });
    for (const link of phoneLinks) expect(link.getAttribute('href')).toBe('tel:+3725550101');
  });

  it('forms a proper outline: one h1 first, then only h2 section headings numbered 1..n', () => {
    render(<LegalDocument text={text} parties={parties} />);
    const headings = screen.getAllByRole('heading');
    expect(headings[0]?.tagName).toBe('H1');
    expect(headings[0]?.textContent).toBe(text.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = headings.slice(1);
    expect(sections.map((heading) => heading.tagName)).toEqual(text.sections.map(() => 'H2'));
    expect(sections.map((heading) => heading.textContent?.split('.')[0])).toEqual(
      text.sections.map((_section, index) => String(index + 1)),
    );
  });

  it('the table of contents anchors point to existing sections named by the same heading', () => {
    const { container } = render(<LegalDocument text={text} parties={parties} />);
    const contents = screen.getByRole('navigation', { name: text.contentsLabel });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(text.sections.length);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z][a-z-]*$/);
      const target = container.querySelector(`[id="${href.slice(1)}"]`);
      expect(target, href).not.toBeNull();
      expect(screen.getByRole('region', { name: link.textContent ?? '' })).toBe(target);
    }
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows an 'Effective date' line with a machine-readable date", () => {
    const { container } = render(<LegalDocument text={text} parties={parties} />);
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-22');
    expect(time?.parentElement?.textContent).toBe(
      `${text.effectiveDateLabel}: ${text.effectiveDateText}`,
    );
  });

  it('its page title is the one LEGAL_TITLES gives for the language', () => {
    render(<LegalDocument text={text} parties={parties} />);
    const titles = LEGAL_TITLES[lang];
    const expected = text === PRIVACY_POLICY[lang] ? titles.privacyPolicy : titles.termsOfService;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expected);
  });
});

describe('LegalDocument with incomplete configuration', () => {
  it('renders without a phone: no empty link and no raw placeholder', () => {
    const { container } = render(
      <LegalDocument text={PRIVACY_POLICY.en} parties={{ ...parties, phones: [] }} />,
    );
    expect(container.textContent).not.toMatch(/[{}]/);
    for (const link of screen.getAllByRole('link')) expect(link.textContent).not.toBe('');
    expect(screen.queryAllByRole('link', { name: /^\+/ })).toHaveLength(0);
  });
});

describe('the legal texts as data', () => {
  it('name only the placeholders the site configuration fills', () => {
    const placeholders = JSON.stringify([PRIVACY_POLICY, TERMS_OF_SERVICE]).match(/\{[^}"]*\}/g);
    expect(new Set(placeholders)).toEqual(
      new Set(['{brand}', '{legalEntity}', '{email}', '{phone}']),
    );
  });
});

describe('LEGAL_TITLES', () => {
  it.each(LANGUAGES)('in %s equal the footer links that open the pages', (lang) => {
    expect(LEGAL_TITLES[lang].privacyPolicy).toBe(MESSAGES[lang]['footer.privacy']);
    expect(LEGAL_TITLES[lang].termsOfService).toBe(MESSAGES[lang]['footer.terms']);
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
    const text = JSON.stringify(PRIVACY_POLICY[lang]);
    for (const phrase of SAYS[lang]) expect(text).toMatch(phrase);
  });
});
