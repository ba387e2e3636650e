import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../../src/layout/Header';
import { atPage, CONFIG, siteFixture } from '../site-fixture';

// An in-memory IntersectionObserver: the test says when the header's slot stops being fully visible.
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  report(ratio: number) {
    const entries = this.targets.map(
      (target) =>
        ({
          target,
          isIntersecting: ratio > 0,
          intersectionRatio: ratio,
        }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const original = globalThis.IntersectionObserver;
beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  globalThis.IntersectionObserver =
    FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

const TEXTS = {
  ru: {
    nav: ['Решения', 'Цены', 'О нас', 'Контакты'],
    start: 'Начать проект',
    subject: 'Запрос коммерческого предложения',
    open: 'Открыть меню',
    close: 'Закрыть меню',
  },
  en: {
    nav: ['Solutions', 'Pricing', 'About', 'Contacts'],
    start: 'Start Project',
    subject: 'Quote request',
    open: 'Open menu',
    close: 'Close menu',
  },
} as const;

describe.each(['ru', 'en'] as const)('Header in %s', (lang) => {
  const texts = TEXTS[lang];
  const prefix = lang === 'ru' ? '' : `/${lang}`;

  it('"navigation (Solutions, Pricing, About, Contacts)": "Nav anchors use the home route with query el"', () => {
    const f = siteFixture(lang);
    render(atPage(f, `${prefix}/ui`, <Header />));
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(texts.nav);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['solutions', 'pricing', 'about', 'contacts'].map((el) => `${prefix || '/'}?el=${el}`),
    );
  });

  it('"language switcher (ru, en, ua)" links to the same page in each language, keeping p (not el: a scroll target of this visit)', () => {
    const f = siteFixture(lang);
    render(atPage(f, `${prefix}/privacy-policy?p=2&el=terms&utm=x`, <Header />));
    const switcher = screen.getByRole('list', { name: lang === 'ru' ? 'Язык' : 'Language' });
    const links = within(switcher).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'RU Русский',
      'EN English',
      'UA Українська',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/privacy-policy?p=2',
      '/en/privacy-policy?p=2',
      '/ua/privacy-policy?p=2',
    ]);
    const current = links.find((link) => link.getAttribute('aria-current') === 'true');
    expect(current?.textContent?.slice(0, 2)).toBe(lang.toUpperCase());
  });

  it('"A hotline click in the header emits an event ga-buttons with action text \'Header button hotline\'"', async () => {
    const f = siteFixture(lang);
    render(atPage(f, prefix || '/', <Header />));
    const phone = screen.getByRole('link', {
      name: new RegExp(CONFIG.phones[0].label.replace('+', '\\+')),
    });
    expect(phone.getAttribute('href')).toBe(CONFIG.phones[0].tel);
    phone.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(phone);
    expect(f.analytics.events).toEqual([
      { name: 'ga-buttons', params: { action: 'Header button hotline' } },
    ]);
  });

  it('"a Start Project button that opens a mail to the agency with a quote-request subject (localized)"', () => {
    const f = siteFixture(lang);
    render(atPage(f, prefix || '/', <Header />));
    const start = screen.getByRole('link', { name: texts.start });
    expect(start.getAttribute('href')).toBe(
      `mailto:${CONFIG.quoteEmail}?subject=${encodeURIComponent(texts.subject)}`,
    );
  });

  it('"The header becomes sticky when not fully visible: theme switches from white to black"', () => {
    const f = siteFixture(lang);
    render(atPage(f, prefix || '/', <Header />));
    const banner = screen.getByRole('banner');
    expect(banner.getAttribute('data-theme')).toBe('white');
    const observer = FakeIntersectionObserver.instances[0];
    if (observer === undefined) throw new Error('the header observes nothing');
    act(() => observer.report(0.5));
    expect(f.store.getState().headerSticky).toBe(true);
    expect(banner.getAttribute('data-theme')).toBe('black');
    expect(banner.getAttribute('data-sticky')).toBe('true');
    act(() => observer.report(1));
    expect(banner.getAttribute('data-theme')).toBe('white');
  });

  it('"Mobile menu: closed to open on hamburger click; open to closed on outside click"', async () => {
    const f = siteFixture(lang);
    render(
      atPage(
        f,
        prefix || '/',
        <>
          <Header />
          <p>outside</p>
        </>,
      ),
    );
    const toggle = screen.getByRole('button', { name: texts.open });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: texts.close }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await userEvent.click(screen.getByText('outside'));
    expect(screen.getByRole('button', { name: texts.open }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('without JavaScript a link opens the menu as its target (the stylesheet shows it until hydration)', () => {
    render(atPage(siteFixture(lang), prefix || '/', <Header />));
    const link = screen.getByRole('link', { name: texts.open });
    const menu = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    expect(link.getAttribute('href')?.startsWith('#')).toBe(true);
    expect(menu?.className).toBe('header__menu');
    expect(within(menu as HTMLElement).getByRole('navigation')).toBeTruthy();
    // Open that way, the menu closes through a link of its own whose target is no element.
    const closer = within(menu as HTMLElement).getByRole('link', { name: texts.close });
    const target = closer.getAttribute('href') ?? '';
    expect(target.startsWith('#')).toBe(true);
    expect(document.getElementById(target.slice(1))).toBeNull();
  });

  it('"open to closed ... by choosing a link" and by Escape', async () => {
    const f = siteFixture(lang);
    render(atPage(f, prefix || '/', <Header />));
    await userEvent.click(screen.getByRole('button', { name: texts.open }));
    await userEvent.click(screen.getByRole('link', { name: texts.nav[2] }));
    expect(f.store.getState().mobileMenuOpen).toBe(false);
    expect(f.navigations.at(-1)?.to).toBe(`${prefix || '/'}?el=about`);
    await userEvent.click(screen.getByRole('button', { name: texts.open }));
    expect(f.store.getState().mobileMenuOpen).toBe(true);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(f.store.getState().mobileMenuOpen).toBe(false);
  });

  it('while the menu is open, Tab and Shift+Tab keep the focus in the menu and its toggle', async () => {
    const f = siteFixture(lang);
    render(atPage(f, prefix || '/', <Header />));
    const toggle = screen.getByRole('button', { name: texts.open });
    await userEvent.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const inMenu = () => document.activeElement === toggle || menu.contains(document.activeElement);
    const stops = menu.querySelectorAll('a[href],button').length;
    for (let step = 0; step <= stops + 1; step += 1) {
      await userEvent.tab();
      expect(inMenu(), `after ${step + 1} Tab`).toBe(true);
    }
    toggle.focus();
    await userEvent.tab({ shift: true });
    const links = menu.querySelectorAll('a[href],button');
    expect(document.activeElement).toBe(links[links.length - 1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(toggle);
  });

  it('a click inside the open menu keeps it open', async () => {
    const f = siteFixture(lang);
    render(atPage(f, prefix || '/', <Header />));
    await userEvent.click(screen.getByRole('button', { name: texts.open }));
    await userEvent.click(screen.getByRole('navigation'));
    expect(f.store.getState().mobileMenuOpen).toBe(true);
  });

  it('the logo names the brand from the site configuration and links home', () => {
    const f = siteFixture(lang);
    render(atPage(f, `${prefix}/ui`, <Header />));
    const logo = screen.getByRole('link', { name: new RegExp(CONFIG.brand) });
    expect(logo.getAttribute('href')).toBe(prefix || '/');
  });
});
