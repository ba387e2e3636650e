import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { AdminSessionProvider } from '../../src/provider/admin-session';
import { preloadScreens } from '../../src/shell/lazy-screens';
import { fakeApi, siteFixture } from '../site-fixture';
import { crud, users } from './admin-fixture';

const USERS = { items: users(2), total: 2, p: 1, pages: 1, perPage: 20 };
const NAVIGATION = [
  { group: 'admin', to: '/en/admin', label: 'Overview' },
  { group: 'settings', to: '/en/admin/settings/users', label: 'Users' },
  { group: 'content', to: '/en/admin/content/pages', label: 'Pages' },
];

// The whole page (App) at the users list of the back office, as after its page load.
function usersPage(actions: readonly string[], navigation = NAVIGATION) {
  const api = fakeApi((request) => {
    if (request.controller === 'Index' && request.subaction === 'profile')
      return { profile: { name: 'Demo Admin' } };
    return USERS;
  });
  const fixture = siteFixture('en', {
    api,
    actions: [
      {
        type: 'page/loaded',
        page: {
          route: 'admin-settings-users',
          path: '/en/admin/settings/users',
          title: 'Users',
          way: [],
          navigation,
          list: USERS,
        },
        meta: { title: 'Users', htmlAttrs: { lang: 'en' }, way: [] },
        actions,
        roles: ['admin'],
      },
    ],
  });
  const element = fixture.wrap(
    <AdminSessionProvider session={{ signIn: () => {}, signOut: () => {} }}>
      <App url="/en/admin/settings/users" />
    </AdminSessionProvider>,
  );
  return { api, element };
}

function narrowScreen(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

beforeAll(() => preloadScreens('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('the back-office layout', () => {
  it('admin pages have no marketing header, breadcrumb or footer; the layout has the menu by section, the title and sign-out', async () => {
    const { element } = usersPage([...crud('Users'), 'Auth/signOut']);
    render(element);
    expect(document.querySelector('.header')).toBeNull();
    expect(document.querySelector('.footer')).toBeNull();
    expect(screen.queryByRole('navigation', { name: /breadcrumb/i })).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Back office menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Users', 'Pages']);
    expect(within(menu).getByText('Settings')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 }).textContent).toBe(
      'Users',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Back office');
  });

  it("shows the signed-in admin's name when the page permits Index/profile, and asks nothing otherwise", async () => {
    const allowed = usersPage([...crud('Users'), 'Index/profile']);
    const view = render(allowed.element);
    await screen.findByText('Signed in as Demo Admin');
    view.unmount();
    const denied = usersPage(crud('Users'));
    render(denied.element);
    await act(async () => {});
    expect(screen.queryByText(/Signed in as/)).toBeNull();
    expect(denied.api.calls.some((call) => call.subaction === 'profile')).toBe(false);
  });

  it('a menu group an admin named like an object property ("constructor") is shown by its name', () => {
    render(
      usersPage(crud('Users'), [
        ...NAVIGATION,
        { group: 'constructor', to: '/en/admin/customer/clients', label: 'Clients' },
      ]).element,
    );
    const menu = screen.getByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).getByText('constructor')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Clients' })).toBeTruthy();
  });

  it('without JavaScript the menu is an open <details>: usable at any width', () => {
    const html = renderToString(usersPage(crud('Users')).element);
    expect(html).toMatch(/<details class="admin__fold" open="">\s*<summary[^>]*>Menu<\/summary>/);
    expect(html).not.toContain('class="header');
    // The menu is the page load's: its entries are in the server's HTML.
    expect(html).toContain('href="/en/admin/content/pages"');
  });

  it('with JavaScript a narrow screen folds the menu until the admin opens it; a wide one always shows it', () => {
    narrowScreen(true);
    const narrow = render(usersPage(crud('Users')).element);
    const fold = document.querySelector('details.admin__fold') as HTMLDetailsElement;
    expect(fold.open).toBe(false);
    act(() => {
      fold.open = true;
      fold.dispatchEvent(new Event('toggle'));
    });
    expect(fold.open).toBe(true);
    narrow.unmount();
    narrowScreen(false);
    render(usersPage(crud('Users')).element);
    expect((document.querySelector('details.admin__fold') as HTMLDetailsElement).open).toBe(true);
  });
});
