import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LandingScreen } from '../../src/screens/landing/LandingScreen';
import { loadLeadForm } from '../../src/screens/landing/lead-form-module';
import { reducedMotion } from '../reduced-motion';
import { atPage, CONFIG, siteFixture } from '../site-fixture';

const TEXTS = {
  ru: {
    headings: [
      CONFIG.brand,
      'Цифровой маркетинг под ключ!',
      'Геомаркетинг',
      'Что мы предлагаем',
      'О нас',
      'Контакты',
    ],
    tagline: 'Станьте онлайн в 1 клик',
    quote: 'Запросить предложение',
    slides: ['Поисковая оптимизация', 'Оплата за клик', 'Геомаркетинг'],
    percent: ['73 %', '31 %'],
  },
  en: {
    headings: [
      CONFIG.brand,
      'Digital Marketing, Delivered!',
      'Location-based marketing',
      'What we offer',
      'About',
      'Contacts',
    ],
    tagline: 'Become online in 1 click',
    quote: 'Request a quote',
    slides: ['Search optimisation', 'Pay per click', 'Location-based marketing'],
    percent: ['73%', '31%'],
  },
} as const;

// The quote form's code, loaded here as the server loads it before drawing the landing: every section
// is then drawn in the test's own act().
beforeAll(() => loadLeadForm());

describe.each(['ru', 'en'] as const)('LandingScreen in %s', (lang) => {
  const texts = TEXTS[lang];
  const prefix = lang === 'ru' ? '/' : `/${lang}`;

  it('"Landing page sections" in the order of R2.19: hero, solutions, location, slides, about, contacts', () => {
    render(atPage(siteFixture(lang), prefix, <LandingScreen />));
    const headings = screen.getAllByRole('heading').filter((heading) => heading.tagName !== 'H3');
    expect(headings.map((heading) => heading.textContent)).toEqual(texts.headings);
    expect(screen.getByText(texts.tagline)).toBeTruthy();
  });

  it("\"Hero '{product}' with tagline 'Become online in 1 click'\": the product is the configured brand", () => {
    render(atPage(siteFixture(lang), prefix, <LandingScreen />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(CONFIG.brand);
  });

  it('"73% of people who find a point of sale on the map visit within 24 hours and 31% buy"', () => {
    render(atPage(siteFixture(lang), prefix, <LandingScreen />));
    const block = screen.getByRole('region', { name: texts.headings[2] });
    const figures = within(block)
      .getAllByRole('term')
      .map((term) => term.textContent?.replace(/\u00a0/g, ' '));
    expect(figures).toEqual(texts.percent);
    expect(block.textContent).toMatch(/24/);
  });

  it('"Three slides (search optimisation, pay per click, location-based), each with a button opening a quote-request mail link"', () => {
    render(atPage(siteFixture(lang), prefix, <LandingScreen />));
    const slides = screen.getByRole('region', { name: texts.headings[3] });
    expect(
      within(slides)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(texts.slides);
    const buttons = within(slides).getAllByRole('link', { name: texts.quote });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button.getAttribute('href')).toMatch(
        new RegExp(`^mailto:${CONFIG.quoteEmail}\\?subject=.+`),
      );
    }
  });

  it('"Contacts section with two phone numbers ({phone}) and an e-mail address ({email})"', () => {
    render(atPage(siteFixture(lang), prefix, <LandingScreen />));
    const contacts = screen.getByRole('region', { name: texts.headings[5] });
    expect(
      within(contacts).getByRole('link', { name: CONFIG.phones[0].label }).getAttribute('href'),
    ).toBe(CONFIG.phones[0].tel);
    expect(
      within(contacts).getByRole('link', { name: CONFIG.phones[1].label }).getAttribute('href'),
    ).toBe(CONFIG.phones[1].tel);
    expect(within(contacts).getByRole('link', { name: CONFIG.email }).getAttribute('href')).toBe(
      `mailto:${CONFIG.email}`,
    );
  });

  it('nav anchors land on the sections: solutions, pricing, about and contacts exist as ids', () => {
    const { container } = render(atPage(siteFixture(lang), prefix, <LandingScreen />));
    for (const id of ['solutions', 'pricing', 'about', 'contacts']) {
      expect(container.querySelector(`#${id}`), id).not.toBeNull();
    }
  });

  it('"An animated text mask reacting to scroll"', () => {
    reducedMotion(false);
    const f = siteFixture(lang);
    render(atPage(f, prefix, <LandingScreen />));
    const mask = screen.getByText(lang === 'ru' ? 'Станьте онлайн' : 'Become online');
    const before = mask.style.getPropertyValue('--mask-shift');
    act(() => f.store.dispatch({ type: 'document/scrolled', x: 0, y: 600 }));
    expect(mask.style.getPropertyValue('--mask-shift')).not.toBe(before);
    expect(mask.style.getPropertyValue('--mask-shift')).toBe('30.00%');
  });

  it('the text mask stays still under prefers-reduced-motion', () => {
    reducedMotion(true);
    const f = siteFixture(lang);
    render(atPage(f, prefix, <LandingScreen />));
    const mask = screen.getByText(lang === 'ru' ? 'Станьте онлайн' : 'Become online');
    act(() => f.store.dispatch({ type: 'document/scrolled', x: 0, y: 600 }));
    expect(mask.style.getPropertyValue('--mask-shift')).toBe('0.00%');
  });
});
