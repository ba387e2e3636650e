import type { Language } from '@agency/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../../src/layout/Header';
import { atPage, siteFixture } from '../site-fixture';

class QuietIntersectionObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const original = globalThis.IntersectionObserver;
beforeEach(() => {
  globalThis.IntersectionObserver =
    QuietIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

const JWT = 'header.payload.signature';

const CASES: readonly [Language, string, string, string, string][] = [
  ['ru', '/', 'Войти', '/sign-in', '/account'],
  ['ua', '/ua', 'Увійти', '/ua/sign-in', '/ua/account'],
  ['en', '/en', 'Sign in', '/en/sign-in', '/en/account'],
  ['es', '/es/privacy-policy', 'Iniciar sesión', '/es/sign-in', '/en/account'],
];

const ACCOUNT = { ru: 'Личный кабинет', ua: 'Особистий кабінет', en: 'Account', es: 'Mi cuenta' };

// R17.3: sign-in can be found from every public page; a signed-in customer sees their account.
describe('the header leads to sign-in or to the account', () => {
  it.each(CASES)('%s, signed out: "%s" links to the sign-in page', (lang, url, text, signIn) => {
    const fixture = siteFixture(lang);
    render(atPage(fixture, url, <Header />));
    const link = screen.getByRole('link', { name: text });
    expect(link.getAttribute('href')).toBe(signIn);
    // Inside the menu, which is the sidebar on narrow screens.
    expect(link.closest('.header__menu')).not.toBeNull();
    fireEvent.click(link);
    expect(fixture.navigations.at(-1)?.to).toBe(signIn);
  });

  it.each(CASES)('%s, signed in: the name links to the account', (lang, url, text, _, account) => {
    const fixture = siteFixture(lang, { actions: [{ type: 'session/jwtSet', jwt: JWT }] });
    render(atPage(fixture, url, <Header />));
    expect(screen.queryByRole('link', { name: text })).toBeNull();
    // Before the profile has come: the account, by its word.
    const before = screen.getByRole('link', { name: ACCOUNT[lang] });
    expect(before.getAttribute('href')).toBe(account);
    act(() =>
      fixture.store.dispatch({
        type: 'profile/fetched',
        jwt: JWT,
        profile: { name: 'Olena Kovalenko', kind: 'customer' },
      }),
    );
    const menu = document.querySelector('.header__menu') as HTMLElement;
    const named = within(menu).getByRole('link', { name: 'Olena Kovalenko' });
    expect(named.getAttribute('href')).toBe(account);
  });

  it('signing out brings "Sign in" back', () => {
    const fixture = siteFixture('en', { actions: [{ type: 'session/jwtSet', jwt: JWT }] });
    render(atPage(fixture, '/en', <Header />));
    act(() => fixture.store.dispatch({ type: 'session/jwtCleared' }));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/sign-in');
  });
});
