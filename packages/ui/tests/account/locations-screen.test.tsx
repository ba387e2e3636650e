import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listOf, location, renderAccount, webError } from './account-fixture';

const LIST = listOf(
  [
    location('a1', 'Demo Coffee Khreshchatyk'),
    location('a2', 'Demo Coffee Rynok', { locality: 'Lviv' }),
  ],
  { total: 45, p: 2, pages: 3 },
);

describe('Locations table', () => {
  it('renders the locations in ru and en', () => {
    const en = renderAccount('en', '/en/account/pins/locations', {
      route: 'account-pins-locations',
      list: LIST,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Demo Coffee Rynok' })).toBeTruthy();
    // The stored E.164 number in international format (decision 0037).
    expect(screen.getAllByRole('cell', { name: '+380 44 123 4567' })).toHaveLength(2);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    en.unmount();
    renderAccount('ru', '/account/pins/locations', { route: 'account-pins-locations', list: LIST });
    expect(screen.getByRole('heading', { level: 1, name: 'Локации' })).toBeTruthy();
    expect(screen.getByText('Страница 2 из 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Удалить Demo Coffee Rynok' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Статистика: Demo Coffee Rynok' }).getAttribute('href'),
    ).toBe('/account/pins/statistics?locationId=a2');
  });

  it('search, sort and paging are kept in the URL (q, sort, p) and navigate so the page load reloads', async () => {
    const user = userEvent.setup();
    const { site } = renderAccount('en', '/en/account/pins/locations?p=2&sort=name', {
      route: 'account-pins-locations',
      list: LIST,
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'kyiv');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(site.navigations.at(-1)?.to).toBe('/en/account/pins/locations?q=kyiv&sort=name');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), '-locality');
    expect(site.navigations.at(-1)?.to).toBe('/en/account/pins/locations?sort=-locality');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(site.navigations.at(-1)?.to).toBe('/en/account/pins/locations?sort=name&p=3');
    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(site.navigations.at(-1)?.to).toBe('/en/account/pins/locations?sort=name');
  });

  it("without sort in the URL the sort box shows the server's order (locations: by name)", () => {
    const view = renderAccount('en', '/en/account/pins/locations', {
      route: 'account-pins-locations',
      list: LIST,
    });
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('name');
    view.unmount();
    renderAccount('en', '/en/account/pins/sites', { route: 'account-pins-sites', list: LIST });
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(
      '-updatedAt',
    );
  });

  it('delete asks for confirmation and deletes only when accepted', async () => {
    const user = userEvent.setup();
    const { api, site } = renderAccount(
      'en',
      '/en/account/pins/locations',
      { route: 'account-pins-locations', list: LIST },
      {
        api: (request) =>
          request.subaction === 'delete'
            ? { deleted: 'a2' }
            : listOf([location('a1', 'Demo Coffee Khreshchatyk')]),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Delete Demo Coffee Rynok' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    // It names the record, says it is for good, and starts on No: Enter keeps the record.
    expect(dialog.textContent).toContain(
      'Delete “Demo Coffee Rynok”? Deleting is permanent: it cannot be undone.',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'No' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Demo Coffee Rynok' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Yes' }),
    );
    expect(api.calls[0]).toEqual({
      method: 'DELETE',
      controller: 'Locations',
      subaction: 'delete',
      payload: { lang: 'en', id: 'a2' },
    });
    expect(await screen.findByText('Deleted.')).toBeTruthy();
    // The same page of the list is asked again and replaces the table (no navigation needed).
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Demo Coffee Rynok' })).toBeNull(),
    );
    expect(api.calls[1]).toMatchObject({
      method: 'GET',
      controller: 'Locations',
      subaction: 'list',
    });
    expect(site.navigations).toEqual([]);
  });

  it('archive moves a location to the archive; the archive view offers restore', async () => {
    const user = userEvent.setup();
    const first = renderAccount(
      'en',
      '/en/account/pins/locations',
      { route: 'account-pins-locations', list: LIST },
      {
        api: (request) => ({
          item: { ...location('a1', 'x'), archivedAt: '2026-11-22T10:00:00.000Z' },
          request,
        }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Archive Demo Coffee Khreshchatyk' }));
    expect(first.api.calls[0]).toMatchObject({
      method: 'POST',
      controller: 'Locations',
      subaction: 'archive',
      payload: { id: 'a1' },
    });
    first.unmount();
    renderAccount('en', '/en/account/pins/locations?archived=true', {
      route: 'account-pins-locations',
      list: listOf([location('a3', 'Old shop', { archivedAt: '2026-11-21T10:00:00.000Z' })]),
    });
    expect(screen.getByRole('button', { name: 'Restore Old shop' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Archive Old shop' })).toBeNull();
  });

  it('hides the buttons the page actions do not permit', () => {
    renderAccount(
      'en',
      '/en/account/pins/locations',
      { route: 'account-pins-locations', list: LIST },
      { actions: ['Locations/list'] },
    );
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import from maps' })).toBeNull();
  });

  it('shows the empty, search-empty and error states', () => {
    const empty = renderAccount('en', '/en/account/pins/locations', {
      route: 'account-pins-locations',
      list: listOf([]),
    });
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();
    empty.unmount();
    const search = renderAccount('en', '/en/account/pins/locations?q=zzz', {
      route: 'account-pins-locations',
      list: listOf([]),
    });
    expect(screen.getByText('Nothing matches “zzz”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear the search' }).getAttribute('href')).toBe(
      '/en/account/pins/locations',
    );
    search.unmount();
    renderAccount(
      'en',
      '/en/account/pins/locations?q=demo',
      { route: 'account-pins-locations' },
      {
        api: () => LIST,
      },
    );
    expect(screen.getByRole('alert').textContent).toContain('The list could not be loaded.');
  });

  it('the error state retries with the same list query', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount(
      'en',
      '/en/account/pins/locations?q=demo&sort=name',
      { route: 'account-pins-locations' },
      { api: () => LIST },
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Demo Coffee Rynok' })).toBeTruthy();
    expect(api.calls[0]).toEqual({
      method: 'GET',
      controller: 'Locations',
      subaction: 'list',
      payload: { lang: 'en', q: 'demo', sort: 'name' },
    });
  });

  it('the form checks the values on the client before sending', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('en', '/en/account/pins/locations', {
      route: 'account-pins-locations',
      list: LIST,
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '50.4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls).toEqual([]);
    expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('Fill in this field.')).toBeTruthy();
    expect(screen.getByText('Digits, spaces, +, ( ) and -, 3 to 40 characters.')).toBeTruthy();
    expect(screen.getByText('Fill in both or neither.')).toBeTruthy();
  });

  it("shows the server's field errors beside the fields", async () => {
    const user = userEvent.setup();
    const { api } = renderAccount(
      'en',
      '/en/account/pins/locations',
      { route: 'account-pins-locations', list: LIST },
      {
        api: () => {
          throw webError(409, 'CONFLICT', 'Another location of this account has this store code', {
            fields: [
              {
                field: 'item.storeCode',
                code: 'duplicate',
                message: 'This store code is already used',
              },
            ],
          });
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Edit Demo Coffee Rynok' }));
    const code = screen.getByRole('textbox', { name: 'Store code' });
    await user.type(code, 'KYIV-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      controller: 'Locations',
      subaction: 'update',
      payload: { id: 'a2', item: { storeCode: 'KYIV-01' } },
    });
    // Only the changed field is sent: the rest of the record stays as stored.
    expect((api.calls[0] as unknown as { payload: { item: unknown } }).payload.item).toEqual({
      storeCode: 'KYIV-01',
    });
    const message = await screen.findByText('This value is already used.');
    expect(code.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('creates a location with address, hours and coordinates', async () => {
    const user = userEvent.setup();
    const { api, site } = renderAccount(
      'en',
      '/en/account/pins/locations',
      { route: 'account-pins-locations', list: LIST },
      {
        api: (request) =>
          request.subaction === 'list'
            ? listOf([location('n1', 'New')])
            : { item: location('n1', 'New') },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Coffee Point');
    await user.type(
      screen.getByRole('textbox', { name: 'Street address' }),
      'Khreshchatyk 1{Enter}Floor 2',
    );
    await user.type(screen.getByRole('textbox', { name: 'Country code' }), 'UA');
    await user.type(
      screen.getByRole('textbox', { name: 'Monday: opening periods' }),
      '09:00-18:00',
    );
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '50,45');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '30.52');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      controller: 'Locations',
      subaction: 'create',
      payload: {
        item: {
          name: 'Coffee Point',
          addressLines: ['Khreshchatyk 1', 'Floor 2'],
          country: 'UA',
          hours: { monday: [{ open: '09:00', close: '18:00' }] },
          latitude: 50.45,
          longitude: 30.52,
          phone: null,
        },
      },
    });
    expect(await screen.findByRole('rowheader', { name: 'New' })).toBeTruthy();
    expect(api.calls[1]).toMatchObject({
      method: 'GET',
      controller: 'Locations',
      subaction: 'list',
    });
    expect(screen.queryByRole('form')).toBeNull();
    expect(site.navigations).toEqual([]);
  });
});
