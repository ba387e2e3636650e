import { toWebError } from '@agency/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPage, crud, memoryBackOffice, users, validationError } from './admin-fixture';

const USERS_URL = '/en/admin/settings/users';

function usersScreen(options: { count?: number; actions?: readonly string[]; url?: string } = {}) {
  const backOffice = memoryBackOffice({ Users: users(options.count ?? 3), Roles: [] });
  const url = options.url ?? USERS_URL;
  const firstPage = url.includes('sort=')
    ? {}
    : {
        list: {
          items: users(options.count ?? 3).slice(0, 20),
          total: options.count ?? 3,
          p: 1,
          pages: Math.ceil((options.count ?? 3) / 20),
          perPage: 20,
        },
      };
  const page = adminPage(url, {
    api: backOffice.api,
    actions: options.actions ?? ['Index/profile', 'Auth/signOut', ...crud('Users')],
    data: firstPage,
  });
  render(page.element);
  return { ...page, backOffice };
}

describe('ResourceScreen: the one list of every resource', () => {
  it('draws the page load’s first page without calling the list again', () => {
    const { backOffice } = usersScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'User 02' })).toBeTruthy();
    expect(screen.getByText('3 records')).toBeTruthy();
    expect(backOffice.calls('Users/list')).toHaveLength(0);
  });

  it('paging, sort and filter kept in the URL: each navigates to the right URL', async () => {
    const user = userEvent.setup();
    const { fixture } = usersScreen({ count: 45 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(fixture.navigations.at(-1)?.to).toBe('/en/admin/settings/users?p=2');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(fixture.navigations.at(-1)?.to).toBe('/en/admin/settings/users?sort=name');
    await user.type(screen.getByLabelText('Filter'), 'user 1');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(fixture.navigations.at(-1)?.to).toBe('/en/admin/settings/users?filter=user%201');
  });

  it('a sorted URL asks the list operation with p, sort and filter, and a second click sorts descending', async () => {
    const user = userEvent.setup();
    const { backOffice, fixture } = usersScreen({
      count: 45,
      url: '/en/admin/settings/users?filter=user&sort=name&p=2',
    });
    expect(await screen.findByRole('cell', { name: 'User 21' })).toBeTruthy();
    expect(backOffice.calls('Users/list')[0]?.payload).toEqual({
      p: 2,
      sort: 'name',
      filter: 'user',
    });
    const header = screen.getByRole('columnheader', { name: /^Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header).getByRole('button'));
    expect(fixture.navigations.at(-1)?.to).toBe('/en/admin/settings/users?filter=user&sort=-name');
  });

  it('lists show empty, loading and error states', async () => {
    const backOffice = memoryBackOffice({ Users: [] });
    backOffice.fail('Users/list', validationError([]));
    const page = adminPage(`${USERS_URL}?sort=name`, {
      api: backOffice.api,
      actions: crud('Users'),
    });
    render(page.element);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The list could not be loaded.',
    );

    const empty = memoryBackOffice({ Users: [] });
    const emptyPage = adminPage(`${USERS_URL}?filter=nobody&sort=name`, {
      api: empty.api,
      actions: crud('Users'),
    });
    render(emptyPage.element);
    expect(await screen.findByText('Nothing matches “nobody”.')).toBeTruthy();
  });

  it('a list refused for an expired admin session (410) goes to the location the answer names', async () => {
    const backOffice = memoryBackOffice({ Users: [] });
    backOffice.fail(
      'Users/list',
      toWebError(
        410,
        { statusCode: 410, code: 'GONE', message: 'Sign in', data: null },
        { location: '/admin/login' },
      ),
    );
    const page = adminPage(`${USERS_URL}?sort=name`, {
      api: backOffice.api,
      actions: crud('Users'),
    });
    render(page.element);
    await waitFor(() =>
      expect(page.fixture.navigations).toEqual([{ to: '/admin/login', replace: false }]),
    );
  });

  it('the error state retries the list operation', async () => {
    const user = userEvent.setup();
    const backOffice = memoryBackOffice({ Users: users(2) });
    backOffice.fail('Users/list', validationError([]));
    const page = adminPage(`${USERS_URL}?sort=name`, {
      api: backOffice.api,
      actions: crud('Users'),
    });
    render(page.element);
    await screen.findByRole('alert');
    // The next answer succeeds.
    const again = memoryBackOffice({ Users: users(2) });
    backOffice.api.call = again.api.call.bind(again.api);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'User 02' })).toBeTruthy();
  });

  it('delete asks for confirmation and calls Users/delete only when accepted', async () => {
    const user = userEvent.setup();
    const { backOffice } = usersScreen();
    await user.click(screen.getByRole('button', { name: 'Delete: User 02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(backOffice.calls('Users/delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete: User 02' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(backOffice.calls('Users/delete')).toHaveLength(1));
    expect(backOffice.calls('Users/delete')[0]).toMatchObject({
      method: 'DELETE',
      payload: { id: 'user-02' },
    });
    expect(await screen.findByText('1 record deleted')).toBeTruthy();
    // The list is asked again and no longer has the record.
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'User 02' })).toBeNull());
  });

  it('the delete confirmation names the record, says it is permanent and starts on No: Enter keeps the record', async () => {
    const user = userEvent.setup();
    const { backOffice } = usersScreen();
    await user.click(screen.getByRole('button', { name: 'Delete: User 02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(dialog.textContent).toContain(
      'Delete “User 02”? Deleting is permanent: it cannot be undone.',
    );
    expect(dialog.textContent).not.toContain('Are you sure');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'No' })),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backOffice.calls('Users/delete')).toHaveLength(0);
  });

  it('bulk delete of the selected rows on the current page asks once and deletes each', async () => {
    const user = userEvent.setup();
    const { backOffice } = usersScreen({ count: 4 });
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select User 01' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select User 03' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'Delete 2 records: User 01, User 03? Deleting is permanent',
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(backOffice.calls('Users/delete')).toHaveLength(2));
    expect(backOffice.calls('Users/delete').map((call) => call.payload?.id)).toEqual([
      'user-01',
      'user-03',
    ]);
    expect(await screen.findByText('2 records deleted')).toBeTruthy();
  });

  it('select all takes every row of the current page', async () => {
    const user = userEvent.setup();
    usersScreen({ count: 3 });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('button', { name: 'Delete selected (3)' })).toBeTruthy();
  });

  it('"Menus and buttons the admin\'s roles do not permit are hidden"', () => {
    usersScreen({ actions: ['Users/list'] });
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('without Users/list there is no export; with every action every button is there', () => {
    usersScreen({ actions: [] });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    document.body.innerHTML = '';
    usersScreen();
    for (const name of ['Create', 'Export CSV', 'Edit: User 01', 'Delete: User 01']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });
});
