import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALL_ACTIONS, listOf, renderAccount } from './account-fixture';

function note(id: string, name: string, readAt: string | null) {
  return {
    id,
    name,
    body: 'Hello',
    channel: 'sms',
    status: 'sent',
    sendAt: null,
    readAt,
    archivedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

const UNREAD = note('no1', 'Loyalty reminder', null);
const READ = note('no2', 'Review received', '2026-11-21T10:00:00.000Z');
const page = { route: 'account-pins-notifications', list: listOf([UNREAD, READ]) };

describe('notifications read / unread', () => {
  it('the list shows which notifications are read, in en and ru', () => {
    const en = renderAccount('en', '/en/account/pins/notifications', page);
    expect(screen.getByRole('columnheader', { name: 'Read' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Unread' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark Loyalty reminder as read' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark Review received as unread' })).toBeTruthy();
    en.unmount();
    renderAccount('ru', '/account/pins/notifications', page);
    expect(screen.getByRole('cell', { name: 'Не прочитано' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Отметить Loyalty reminder как прочитанное' }),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Показать' })).toBeTruthy();
  });

  it('mark read and mark unread call Notifications/markRead and markUnread with the id', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('en', '/en/account/pins/notifications', page, {
      api: (request) => (request.subaction === 'list' ? listOf([UNREAD, READ]) : { items: [] }),
    });
    await user.click(screen.getByRole('button', { name: 'Mark Loyalty reminder as read' }));
    await user.click(screen.getByRole('button', { name: 'Mark Review received as unread' }));
    const marks = api.calls.filter((call) => call.subaction !== 'list');
    expect(marks).toMatchObject([
      {
        method: 'POST',
        controller: 'Notifications',
        subaction: 'markRead',
        payload: { ids: ['no1'] },
      },
      {
        method: 'POST',
        controller: 'Notifications',
        subaction: 'markUnread',
        payload: { ids: ['no2'] },
      },
    ]);
  });

  it('the read filter is kept in the URL (read=false only unread, read=true only read)', async () => {
    const user = userEvent.setup();
    const { site } = renderAccount('en', '/en/account/pins/notifications', page);
    const filter = screen.getByRole('combobox', { name: 'Show' });
    await user.selectOptions(filter, 'unread');
    expect(site.navigations.at(-1)?.to).toBe('/en/account/pins/notifications?read=false');
    await user.selectOptions(filter, 'read');
    expect(site.navigations.at(-1)?.to).toBe('/en/account/pins/notifications?read=true');
  });

  it('the buttons are hidden when markRead / markUnread are not permitted', () => {
    renderAccount('en', '/en/account/pins/notifications', page, {
      actions: ALL_ACTIONS.filter((action) => !action.startsWith('Notifications/mark')),
    });
    expect(screen.queryByRole('button', { name: /as read$/ })).toBeNull();
  });
});
