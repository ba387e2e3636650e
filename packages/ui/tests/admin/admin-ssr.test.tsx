import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminScreen } from '../../src/screens/admin/AdminScreen';
import { atPage } from '../site-fixture';
import { adminPage, crud, memoryBackOffice, users } from './admin-fixture';

afterEach(() => vi.restoreAllMocks());

describe('admin screens on the server', () => {
  it('render without a session provider (the host may wire it later) and hydrate without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error');
    const page = adminPage('/en/admin/settings/users', {
      api: memoryBackOffice({ Users: users(3) }).api,
      actions: crud('Users'),
      data: { list: { items: users(3), total: 3, p: 1, pages: 1, perPage: 20 } },
    });
    const tree = atPage(page.fixture, '/en/admin/settings/users', <AdminScreen />);
    const html = renderToString(tree);
    expect(html).toContain('<h1 class="admin__title">Users</h1>');
    expect(html).toContain('User 03');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(container.querySelector('h1')?.textContent).toBe('Users');
    expect(errors).not.toHaveBeenCalled();
  });

  it('the login renders on the server for /admin/login', () => {
    const page = adminPage('/admin/login', {
      lang: 'ru',
      api: memoryBackOffice({}).api,
      actions: [],
    });
    const html = renderToString(atPage(page.fixture, '/admin/login', <AdminScreen />));
    expect(html).toContain('Вход в панель управления');
  });
});
