import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { AdminSessionProvider } from '../../src/provider/admin-session';
import { preloadScreens } from '../../src/shell/lazy-screens';
import { fakeApi, siteFixture } from '../site-fixture';

describe('the admin screen group is code-split', () => {
  it('preloadScreens("admin") loads it, and App then draws the admin route without a flash', async () => {
    await preloadScreens('admin');
    const fixture = siteFixture('en', { api: fakeApi(() => ({})) });
    fixture.store.dispatch({
      type: 'page/loaded',
      page: { route: 'admin-login', path: '/en/admin/login', title: 'Sign in', way: [] },
      meta: { title: 'Sign in', htmlAttrs: { lang: 'en' }, way: [] },
      actions: ['Admin/login'],
      roles: ['anonymous'],
    });
    render(
      fixture.wrap(
        <AdminSessionProvider session={{ signIn: () => {}, signOut: () => {} }}>
          <App url="/en/admin/login" />
        </AdminSessionProvider>,
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Back office sign-in' })).toBeTruthy();
  });
});
