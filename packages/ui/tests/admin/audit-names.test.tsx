import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPage, memoryBackOffice } from './admin-fixture';

const entry = (
  id: string,
  action: string,
  entity: string,
  entityId: string,
  name: string | null,
) => ({
  id,
  actor: { id: 'u-1', email: 'admin@agency.test' },
  action,
  entity,
  entityId,
  entityName: name,
  before: null,
  after: null,
  at: '2026-11-22T10:00:00.000Z',
});

describe('the audit log names each record as well as its id', () => {
  it("shows a deleted user's e-mail and a role's name next to the table and the UUID", () => {
    const userId = '0b6f3c1e-8d52-4c1a-9a57-0f2d5e6b9c11';
    const roleId = '5d2a9e40-1c7b-4f3e-8a61-2b9c0d4e7f88';
    const page = adminPage('/en/admin', {
      api: memoryBackOffice({}).api,
      actions: ['Audit/list'],
      data: {
        list: {
          items: [
            entry('a-3', 'Users/delete', 'users', userId, 'gone@shop.test'),
            entry('a-2', 'Roles/update', 'roles', roleId, 'editor'),
            entry('a-1', 'Users/update', 'users', userId, null),
          ],
          total: 3,
          p: 1,
          pages: 1,
          perPage: 20,
        },
      },
      navigation: [],
    });
    render(page.element);
    const [deleted, role, unnamed] = within(
      screen.getByRole('region', { name: 'Audit log' }),
    ).getAllByRole('listitem') as HTMLElement[];
    const record = (item: HTMLElement | undefined) =>
      within(item as HTMLElement).getByText('Record').nextElementSibling?.textContent;
    expect(record(deleted)).toBe(`users gone@shop.test ${userId}`);
    expect(within(deleted as HTMLElement).getByText('gone@shop.test').tagName).toBe('STRONG');
    expect(record(role)).toBe(`roles editor ${roleId}`);
    // An entry without a name (none could be found for it) still shows the table and the id.
    expect(record(unnamed)).toBe(`users ${userId}`);
  });
});
