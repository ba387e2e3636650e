import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WebApiRequest } from '../../src/provider/web-api';
import { fakeApi } from '../site-fixture';
import { adminPage, crud, memoryBackOffice } from './admin-fixture';

type Cell = { controller: string; subaction: string; granted: boolean; lock: string | null };

const cell = (pair: string, granted = false, lock: string | null = null): Cell => {
  const [controller = '', subaction = ''] = pair.split('/');
  return { controller, subaction, granted, lock };
};

// The editor holds the Pages calls but Pages/delete, and none of the Users calls.
const GRID = {
  role: 'editor',
  kind: 'admin',
  cells: [
    cell('Pages/list', true),
    cell('Pages/create'),
    cell('Pages/update'),
    cell('Pages/delete', false, 'notHeld'),
    cell('Pages/preview'),
    cell('Users/list', false, 'notHeld'),
    cell('Users/update', false, 'notHeld'),
  ],
};

function gridApi() {
  return fakeApi((request: WebApiRequest) => {
    const payload = request.payload as Record<string, unknown>;
    if (request.subaction === 'grid') return GRID;
    if (request.subaction === 'saveGrid') {
      const grant = payload.grant as { controller: string; subaction: string }[];
      const revoke = payload.revoke as { controller: string; subaction: string }[];
      const key = (c: { controller: string; subaction: string }) =>
        `${c.controller}/${c.subaction}`;
      const granted = new Set(grant.map(key));
      const revoked = new Set(revoke.map(key));
      return {
        grid: {
          ...GRID,
          cells: GRID.cells.map((c) => ({
            ...c,
            granted: granted.has(key(c)) || (c.granted && !revoked.has(key(c))),
          })),
        },
        granted: grant.length,
        revoked: revoke.length,
      };
    }
    if (request.controller === 'Roles' && request.subaction === 'list')
      return { items: [{ id: 'r1', name: 'editor' }], total: 1, p: 1, pages: 1, perPage: 20 };
    throw new Error(`no ${request.controller}/${request.subaction} here`);
  });
}

const ACTIONS = [...crud('Permissions'), 'Permissions/grid', 'Permissions/saveGrid', 'Roles/list'];

async function openGrid(actions: readonly string[] = ACTIONS) {
  const api = gridApi();
  const page = adminPage('/en/admin/settings/permissions?role=editor', { api, actions });
  render(page.element);
  const pages = await screen.findByRole('region', { name: 'Back office: pages' });
  return { api, pages };
}

describe('admin permissions: a role edited as a grid, grouped by screen', () => {
  it('draws a section per screen, a row per controller and a box per pair', async () => {
    const { pages } = await openGrid();
    expect(screen.getByRole('heading', { level: 1, name: 'Permissions of editor' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Back office: users' })).toBeTruthy();
    const headers = within(pages)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Controller', 'list', 'create', 'update', 'delete', 'preview']);
    const list = within(pages).getByRole('checkbox', { name: 'Pages: list' }) as HTMLInputElement;
    expect(list.checked).toBe(true);
  });

  it('greys the pairs the editor does not hold, disabled, with the reason', async () => {
    const { pages } = await openGrid();
    const remove = within(pages).getByRole('checkbox', { name: 'Pages: delete' });
    expect((remove as HTMLInputElement).disabled).toBe(true);
    expect(remove.closest('td')?.className).toContain('permission-grid__cell--locked');
    const reason = document.getElementById(remove.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/your own roles do not hold it/);
    const open = within(pages).getByRole('checkbox', { name: 'Pages: update' });
    expect((open as HTMLInputElement).disabled).toBe(false);
  });

  it('"all of this screen" ticks every pair the editor may change, a locked one stays; again, takes them away', async () => {
    const user = userEvent.setup();
    const { pages } = await openGrid();
    const all = within(pages).getByRole('checkbox', {
      name: 'All of this screen: Back office: pages',
    });
    expect(all.getAttribute('aria-checked')).toBe('mixed');
    await user.click(all);
    const checked = (name: string) =>
      (within(pages).getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect(
      ['Pages: list', 'Pages: create', 'Pages: update', 'Pages: preview'].map(checked),
    ).toEqual([true, true, true, true]);
    expect(checked('Pages: delete')).toBe(false);
    // Every pair the editor may change is ticked: the box is, though a locked one is not.
    expect((all as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('3 changes not saved')).toBeTruthy();
    await user.click(all);
    expect(
      ['Pages: list', 'Pages: create', 'Pages: update', 'Pages: preview'].map(checked),
    ).toEqual([false, false, false, false]);
    expect(screen.getByText('1 change not saved')).toBeTruthy();
  });

  it('a screen whose every pair is locked offers no "all of this screen"', async () => {
    await openGrid();
    const users = screen.getByRole('region', { name: 'Back office: users' });
    const all = within(users).getByRole('checkbox', {
      name: 'All of this screen: Back office: users',
    });
    expect((all as HTMLInputElement).disabled).toBe(true);
  });

  it('saves only the differences in one call and says what changed', async () => {
    const user = userEvent.setup();
    const { api, pages } = await openGrid();
    await user.click(within(pages).getByRole('checkbox', { name: 'Pages: update' }));
    await user.click(within(pages).getByRole('checkbox', { name: 'Pages: list' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.subaction === 'saveGrid')).toHaveLength(1),
    );
    expect(api.calls.find((call) => call.subaction === 'saveGrid')?.payload).toEqual({
      role: 'editor',
      grant: [{ controller: 'Pages', subaction: 'update' }],
      revoke: [{ controller: 'Pages', subaction: 'list' }],
    });
    expect(
      await screen.findByText('Permissions of editor saved: 1 granted, 1 taken away.'),
    ).toBeTruthy();
    expect(screen.getByText('No changes')).toBeTruthy();
    expect(
      (within(pages).getByRole('checkbox', { name: 'Pages: update' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('without Permissions/saveGrid the grid is read only', async () => {
    const { pages } = await openGrid(['Permissions/list', 'Permissions/grid']);
    expect(screen.getByText(/You may look at this grid but not change it/)).toBeTruthy();
    expect(
      (within(pages).getByRole('checkbox', { name: 'Pages: update' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('each role of the roles list links to its grid', async () => {
    const backOffice = memoryBackOffice({ Roles: [] });
    const role = { id: 'r1', name: 'editor', kind: 'admin', description: 'Pages' };
    const page = adminPage('/en/admin/settings/roles', {
      api: backOffice.api,
      actions: [...crud('Roles'), 'Permissions/grid'],
      data: { list: { items: [role], total: 1, p: 1, pages: 1, perPage: 20 } },
    });
    render(page.element);
    const link = await screen.findByRole('link', { name: 'Permissions: editor' });
    expect(link.getAttribute('href')).toBe('/en/admin/settings/permissions?role=editor');
  });
});
