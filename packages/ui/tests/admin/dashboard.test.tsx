import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditDiff } from '../../src/screens/admin/audit/audit-diff';
import { adminPage, memoryBackOffice, users } from './admin-fixture';

const AUDIT = {
  items: [
    {
      id: 'a-2',
      actor: { id: 'u-1', email: 'admin@agency.test' },
      action: 'Roles/update',
      entity: 'roles',
      entityId: 'role-9',
      before: { id: 'role-9', name: 'editor', description: 'Edits' },
      after: { id: 'role-9', name: 'editor', description: 'Edits pages' },
      at: '2026-11-22T10:15:00.000Z',
    },
    {
      id: 'a-1',
      actor: { id: null, email: null },
      action: 'Roles/create',
      entity: 'roles',
      entityId: 'role-9',
      before: null,
      after: { id: 'role-9', name: 'editor', description: 'Edits' },
      at: '2026-11-22T10:00:00.000Z',
    },
  ],
  total: 2,
  p: 1,
  pages: 1,
  perPage: 20,
};

describe('AdminDashboardScreen (/admin)', () => {
  it('counts what an agency handles from its page load, each a link to where it is handled, and no internal tables', async () => {
    const backOffice = memoryBackOffice({ Users: users(3), Roles: [], Clients: users(41) });
    const page = adminPage('/en/admin', {
      api: backOffice.api,
      actions: ['Audit/list'],
      data: {
        list: AUDIT,
        counts: { customers: 12, syncFailed: 1, unansweredReviews: 5, failedPosts: 2 },
      },
      navigation: [
        ['admin', '/admin', 'Overview'],
        ['settings', '/admin/settings/users', 'Users'],
        ['settings', '/admin/settings/permissions', 'Permissions'],
        ['customer', '/admin/customer/clients', 'Clients'],
      ],
    });
    render(page.element);
    const counts = screen.getByRole('region', { name: 'At a glance' });
    const link = (name: RegExp) => within(counts).getByRole('link', { name }).getAttribute('href');
    expect(link(/^12 customers/)).toBe('/en/admin/settings/users?kind=customer');
    expect(link(/^1 location whose Google sync failed/)).toBe('#google-problems');
    expect(link(/^5 unanswered Google reviews/)).toBe('/en/account/pins/reviews?unanswered=true');
    expect(within(counts).getByText('answered in the customer’s account, Reviews')).toBeTruthy();
    expect(link(/^2 Google posts refused or rejected/)).toBe('/en/account/pins/publications');
    // No count of internal tables, and the counts are in the page: no list is fetched for them.
    expect(screen.queryByRole('region', { name: 'Records' })).toBeNull();
    expect(within(counts).queryByText(/Permissions|records/)).toBeNull();
    expect(backOffice.calls('Users/list')).toHaveLength(0);
    const log = screen.getByRole('region', { name: 'Audit log' });
    const entries = within(log).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0] as HTMLElement).getByText('admin@agency.test')).toBeTruthy();
    expect(within(entries[0] as HTMLElement).getByText('Roles/update')).toBeTruthy();
    expect(within(entries[0] as HTMLElement).getByText('Nov 22, 2026, 10:15 AM')).toBeTruthy();
    expect(within(entries[1] as HTMLElement).getByText('system')).toBeTruthy();
  });

  it('shows only the counts the page load carries (the roles grant), in the admin’s language', () => {
    render(
      adminPage('/admin', {
        lang: 'ru',
        api: memoryBackOffice({}).api,
        actions: ['Audit/list'],
        data: { list: AUDIT, counts: { customers: 3 } },
        navigation: [],
      }).element,
    );
    const counts = screen.getByRole('region', { name: 'Коротко о главном' });
    expect(within(counts).getAllByRole('link')).toHaveLength(1);
    expect(within(counts).getByRole('link').getAttribute('href')).toBe(
      '/admin/settings/users?kind=customer',
    );
    expect(within(counts).getByText('3 клиента')).toBeTruthy();
  });

  it('the before/after diff lists only the changed fields', async () => {
    const user = userEvent.setup();
    const page = adminPage('/en/admin', {
      api: memoryBackOffice({}).api,
      actions: ['Audit/list'],
      data: { list: AUDIT },
      navigation: [],
    });
    render(page.element);
    const [update] = within(screen.getByRole('region', { name: 'Audit log' })).getAllByRole(
      'listitem',
    );
    await user.click(within(update as HTMLElement).getByText('Show changes'));
    const diff = within(update as HTMLElement).getByRole('table', { name: 'Changes' });
    const rows = within(diff).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Edits', 'Edits pages']);
  });

  it('audit paging and filter go through the URL of /admin', async () => {
    const user = userEvent.setup();
    const page = adminPage('/en/admin', {
      api: memoryBackOffice({}).api,
      actions: ['Audit/list'],
      data: { list: { ...AUDIT, total: 41, pages: 3 } },
      navigation: [],
    });
    render(page.element);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(page.fixture.navigations.at(-1)?.to).toBe('/en/admin?p=2');
    await user.type(screen.getByLabelText('Filter'), 'Roles');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(page.fixture.navigations.at(-1)?.to).toBe('/en/admin?filter=Roles');
  });

  it('without Audit/list the audit log is not shown; without counts in the page, no counts', () => {
    const backOffice = memoryBackOffice({ Users: [] });
    const page = adminPage('/en/admin', {
      api: backOffice.api,
      actions: [],
      navigation: [['settings', '/admin/settings/users', 'Users']],
    });
    render(page.element);
    expect(screen.queryByRole('region', { name: 'Audit log' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'At a glance' })).toBeNull();
  });
});

describe('auditDiff', () => {
  it('a creation lists every field of the new record, a deletion every field of the old one', () => {
    expect(auditDiff(null, { name: 'editor', tags: ['a'] })).toEqual([
      { field: 'name', before: null, after: 'editor' },
      { field: 'tags', before: null, after: '["a"]' },
    ]);
    expect(auditDiff({ name: 'editor' }, null)).toEqual([
      { field: 'name', before: 'editor', after: null },
    ]);
    expect(auditDiff({ a: 1, b: 2 }, { a: 1, b: 3 })).toEqual([
      { field: 'b', before: '2', after: '3' },
    ]);
  });
});
