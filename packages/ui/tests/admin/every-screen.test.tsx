import { routePath } from '@agency/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '../../src/screens/admin/i18n/admin-intl';
import { RESOURCES } from '../../src/screens/admin/resources/resources';
import { fakeApi } from '../site-fixture';
import { adminPage, crud, memoryBackOffice, users } from './admin-fixture';

afterEach(() => vi.restoreAllMocks());

const TITLES = {
  en: {
    Users: 'Users',
    Roles: 'Roles',
    Permissions: 'Permissions',
    Controllers: 'Controllers',
    Navigations: 'Navigations',
    Subactions: 'Subactions',
    Pages: 'Pages',
    Clients: 'Clients',
  },
  ru: {
    Users: 'Пользователи',
    Roles: 'Роли',
    Permissions: 'Разрешения',
    Controllers: 'Контроллеры',
    Navigations: 'Навигация',
    Subactions: 'Подоперации',
    Pages: 'Страницы',
    Clients: 'Клиенты',
  },
} as const;

const SCREEN_TEXTS = {
  en: {
    create: 'Create',
    export: 'Export CSV',
    menu: 'Back office menu',
    dashboard: 'Overview',
    account: 'Account settings',
    login: 'Back office sign-in',
    signOut: 'Sign out',
  },
  ru: {
    create: 'Создать',
    export: 'Экспорт CSV',
    menu: 'Меню панели управления',
    dashboard: 'Обзор',
    account: 'Учётная запись',
    login: 'Вход в панель управления',
    signOut: 'Выйти',
  },
} as const;

describe('every admin screen in ru and en', () => {
  for (const lang of ['ru', 'en'] as const) {
    const texts = SCREEN_TEXTS[lang];

    for (const resource of RESOURCES) {
      it(`${lang}: ${resource.controller} — title, menu, toolbar and columns in the language`, () => {
        const errors = vi.spyOn(console, 'error');
        const record = {
          ...users(1)[0],
          id: 'r-1',
          route: '/about',
          role: 'admin',
          controller: 'Users',
          translations: {},
        };
        const page = adminPage(routePath(resource.route, lang), {
          lang,
          api: memoryBackOffice({}).api,
          actions: crud(resource.controller),
          data: { list: { items: [record], total: 1, p: 1, pages: 1, perPage: 20 } },
        });
        render(page.element);
        expect(
          screen.getByRole('heading', {
            level: 1,
            name: TITLES[lang][resource.controller as keyof (typeof TITLES)['en']],
          }),
        ).toBeTruthy();
        expect(screen.getByRole('navigation', { name: texts.menu })).toBeTruthy();
        expect(screen.getByRole('button', { name: texts.create })).toBeTruthy();
        expect(screen.getByRole('button', { name: texts.export })).toBeTruthy();
        expect(screen.getByRole('button', { name: texts.signOut })).toBeTruthy();
        const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
        expect(headers.length).toBeGreaterThan(1);
        // No missing message: formatjs reports each one through console.error.
        expect(errors).not.toHaveBeenCalled();
      });
    }

    it(`${lang}: dashboard, account settings and login`, () => {
      const errors = vi.spyOn(console, 'error');
      const dashboard = adminPage(routePath('admin', lang), {
        lang,
        api: memoryBackOffice({}).api,
        actions: ['Audit/list'],
        data: { list: { items: [], total: 0, p: 1, pages: 0, perPage: 20 } },
      });
      const { unmount } = render(dashboard.element);
      expect(screen.getByRole('heading', { level: 1, name: texts.dashboard })).toBeTruthy();
      unmount();
      const account = adminPage(routePath('admin-settings-account', lang), {
        lang,
        api: memoryBackOffice({}).api,
        actions: ['AdminAccount/update'],
        data: { settings: { name: 'A', email: 'a@agency.test', lang } },
      });
      const second = render(account.element);
      expect(screen.getByRole('heading', { level: 1, name: texts.account })).toBeTruthy();
      second.unmount();
      const login = adminPage(routePath('admin-login', lang), {
        lang,
        api: memoryBackOffice({}).api,
        actions: [],
      });
      render(login.element);
      expect(screen.getByRole('heading', { level: 1, name: texts.login })).toBeTruthy();
      expect(errors).not.toHaveBeenCalled();
    });
  }

  it('the side menu marks the current screen and links in the page language', () => {
    const page = adminPage('/en/admin/settings/roles', {
      api: memoryBackOffice({}).api,
      actions: [],
      data: { list: { items: [], total: 0, p: 1, pages: 0, perPage: 20 } },
    });
    render(page.element);
    const menu = screen.getByRole('navigation', { name: 'Back office menu' });
    const current = within(menu).getByRole('link', { name: 'Roles' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/en/admin/settings/roles');
    expect(
      within(menu).getByRole('link', { name: 'Users' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('"Menus ... the admin\'s roles do not permit are hidden": the menu holds only the navigation sent', () => {
    const page = adminPage('/en/admin/customer/clients', {
      api: memoryBackOffice({}).api,
      actions: crud('Clients'),
      data: { list: { items: [], total: 0, p: 1, pages: 0, perPage: 20 } },
      navigation: [['customer', '/admin/customer/clients', 'Clients']],
    });
    render(page.element);
    const menu = screen.getByRole('navigation', { name: 'Back office menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Clients']);
  });

  it('sign-out ends the session with Auth/signOut, drops the admin token and opens /admin/login', async () => {
    const api = fakeApi(() => ({ signedOut: true }));
    const page = adminPage('/en/admin', { api, actions: ['Auth/signOut'], navigation: [] });
    render(page.element);
    screen.getByRole('button', { name: 'Sign out' }).click();
    await waitFor(() => expect(page.signOuts).toHaveLength(1));
    expect(api.calls).toEqual([{ method: 'POST', controller: 'Auth', subaction: 'signOut' }]);
    expect(page.fixture.navigations).toEqual([{ to: '/en/admin/login', replace: false }]);
  });

  it('sign-out still drops the token when the server cannot be reached', async () => {
    const api = fakeApi(() => {
      throw new Error('offline');
    });
    const page = adminPage('/en/admin', { api, actions: ['Auth/signOut'], navigation: [] });
    render(page.element);
    screen.getByRole('button', { name: 'Sign out' }).click();
    await waitFor(() => expect(page.signOuts).toHaveLength(1));
  });
});

describe('admin catalogs', () => {
  it('"Every text in ru, en and ua": each catalog has every key of the English one, none empty', () => {
    const keys = Object.keys(ADMIN_MESSAGES.en).sort();
    for (const lang of ['ru', 'ua'] as const) {
      expect(Object.keys(ADMIN_MESSAGES[lang]).sort()).toEqual(keys);
      for (const key of keys)
        expect(ADMIN_MESSAGES[lang][key as keyof typeof ADMIN_MESSAGES.en]).not.toBe('');
    }
  });
});
