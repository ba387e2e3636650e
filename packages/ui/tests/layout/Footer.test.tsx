import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../src/layout/Footer';
import { atPage, CONFIG, NOW, siteFixture } from '../site-fixture';

const TEXTS = {
  ru: {
    groups: ['Стратегия', 'Контент', 'Диджитал', 'Маркетинг'],
    quote: 'Запросить предложение',
    privacy: 'Политика конфиденциальности',
    terms: 'Условия использования',
    owner: `Владелец сайта: ${CONFIG.legalEntity}`,
  },
  en: {
    groups: ['Strategy', 'Content', 'Digital', 'Marketing'],
    quote: 'Request a quote',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    owner: `The site is operated by ${CONFIG.legalEntity}`,
  },
} as const;

describe.each(['ru', 'en'] as const)('Footer in %s', (lang) => {
  const texts = TEXTS[lang];
  const prefix = lang === 'ru' ? '' : `/${lang}`;

  it('"services grid (groups Strategy, Content, Digital, Marketing, each with 6 localized service items)"', () => {
    render(atPage(siteFixture(lang), prefix || '/', <Footer />));
    const groups = screen.getAllByRole('heading', { level: 2 });
    expect(groups.map((heading) => heading.textContent)).toEqual(texts.groups);
    for (const heading of groups) {
      const list = heading.parentElement?.querySelector('ul');
      if (!list) throw new Error('group without items');
      const items = within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(items).toHaveLength(6);
      expect(new Set(items).size).toBe(6);
    }
  });

  it('"phone, e-mail, a Request a quote link" from the site configuration', () => {
    render(atPage(siteFixture(lang), prefix || '/', <Footer />));
    const contentinfo = screen.getByRole('contentinfo');
    for (const phone of CONFIG.phones) {
      expect(
        within(contentinfo).getByRole('link', { name: phone.label }).getAttribute('href'),
      ).toBe(phone.tel);
    }
    expect(within(contentinfo).getByRole('link', { name: CONFIG.email }).getAttribute('href')).toBe(
      `mailto:${CONFIG.email}`,
    );
    expect(
      within(contentinfo).getByRole('link', { name: texts.quote }).getAttribute('href'),
    ).toMatch(new RegExp(`^mailto:${CONFIG.quoteEmail}\\?subject=`));
  });

  it('"copyright with the current year", from the injected rendering time', () => {
    render(atPage(siteFixture(lang), prefix || '/', <Footer />));
    const year = new Date(NOW).getUTCFullYear();
    expect(screen.getByRole('button', { name: `© ${year} ${CONFIG.brand}` })).toBeTruthy();
  });

  it('"links to privacy policy and terms" in the page language', () => {
    render(atPage(siteFixture(lang), prefix || '/', <Footer />));
    expect(screen.getByRole('link', { name: texts.privacy }).getAttribute('href')).toBe(
      `${prefix}/privacy-policy`,
    );
    expect(screen.getByRole('link', { name: texts.terms }).getAttribute('href')).toBe(
      `${prefix}/terms-of-service`,
    );
  });

  it('"a hidden legal-entity line toggled by clicking the copyright" (a real button, also by keyboard)', async () => {
    const f = siteFixture(lang);
    render(atPage(f, prefix || '/', <Footer />));
    const copyright = screen.getByRole('button', { name: /©/ });
    expect(screen.queryByText(texts.owner)).toBeNull();
    expect(copyright.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(copyright);
    expect(screen.getByText(texts.owner)).toBeTruthy();
    expect(copyright.getAttribute('aria-expanded')).toBe('true');
    copyright.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText(texts.owner)).toBeNull();
    await userEvent.keyboard(' ');
    expect(screen.getByText(texts.owner)).toBeTruthy();
  });
});
