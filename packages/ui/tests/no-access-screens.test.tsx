import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_ACTIONS, listOf, location, renderAccount } from './account/account-fixture';
import { adminPage } from './admin/admin-fixture';
import { fakeApi } from './site-fixture';

const NO_ACCESS = {
  en: 'You have no access to this screen. Ask an administrator to grant it to your role.',
  ru: 'У вас нет доступа к этому экрану. Попросите администратора выдать его вашей роли.',
  ua: 'У вас немає доступу до цього екрана. Попросіть адміністратора надати його вашій ролі.',
} as const;

const noApi = () => fakeApi(() => Promise.reject(new Error('no api call expected')));

describe('a screen the roles may not read says "no access" in the page language', () => {
  it.each([
    ['en', '/en/admin/settings/users', 'Users'],
    ['ru', '/admin/settings/users', 'Пользователи'],
    ['ua', '/ua/admin/customer/clients', 'Клієнти'],
  ] as const)('admin (%s) %s', (lang, url, title) => {
    const page = adminPage(url, {
      lang,
      api: noApi(),
      actions: ['Index/profile', 'Auth/signOut'],
      data: { title, screenDenied: url.includes('clients') ? 'Clients/list' : 'Users/list' },
    });
    render(page.element);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(NO_ACCESS[lang]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([
    ['en', '/en/account/pins/reviews', 'Reviews'],
    ['ru', '/account/settings', 'Настройки'],
    ['ua', '/ua/account/pins/statistics', 'Статистика'],
  ] as const)('account (%s) %s', (lang, url, title) => {
    renderAccount(
      lang,
      url,
      { route: 'x', title, screenDenied: 'Reviews/list', navigation: [] },
      { actions: ALL_ACTIONS },
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(NO_ACCESS[lang]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('the pins overview shows and loads only the kinds the roles may list', async () => {
    const { api } = renderAccount(
      'en',
      '/en/account/pins',
      { route: 'account-pins', summary: { locations: 1 }, navigation: [] },
      { api: () => listOf([location('l-1', 'Kyiv shop')]) },
    );
    await screen.findByRole('link', { name: 'Kyiv shop' });
    const cards = document.querySelector('.account-cards') as HTMLElement;
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Locations')]);
    expect(api.calls.map((call) => `${call.controller}/${call.subaction}`)).toEqual([
      'Locations/list',
    ]);
  });
});
