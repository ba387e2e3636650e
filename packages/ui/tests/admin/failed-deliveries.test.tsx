import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../site-fixture';
import { adminPage } from './admin-fixture';

const FAILED = {
  items: [
    {
      id: '42',
      channel: 'sms',
      kind: 'sign-in-code',
      to: '+15550007777',
      attempts: 6,
      error: 'the SMS hook answered 503',
      failedAt: '2026-11-22T10:15:00.000Z',
    },
  ],
  total: 3,
};

function backOffice(failed: unknown) {
  return fakeApi((request) => {
    if (`${request.controller}/${request.subaction}` === 'Deliveries/failed') return failed;
    return { items: [], total: 0, p: 1, pages: 0, perPage: 20 };
  });
}

describe('the admin overview shows failed deliveries', () => {
  it('lists what the outbox gave up on: when, which message over which channel, to whom, tries and the error', async () => {
    const page = adminPage('/en/admin', {
      api: backOffice(FAILED),
      actions: ['Deliveries/failed'],
      navigation: [],
    });
    render(page.element);
    const region = screen.getByRole('region', { name: 'Failed deliveries' });
    const table = await within(region).findByRole('table');
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Nov 22, 2026, 10:15 AM',
      'Sign-in code (SMS)',
      '+15550007777',
      '6',
      'the SMS hook answered 503',
    ]);
    expect(within(region).getByText(/3 messages were not delivered/)).toBeTruthy();
  });

  it('says so when nothing failed, in the page language', async () => {
    const page = adminPage('/admin', {
      lang: 'ru',
      api: backOffice({ items: [], total: 0 }),
      actions: ['Deliveries/failed'],
      navigation: [],
    });
    render(page.element);
    const region = screen.getByRole('region', { name: 'Недоставленные сообщения' });
    expect(
      await within(region).findByText('Нет: все сообщения отправлены или ещё отправляются.'),
    ).toBeTruthy();
  });

  it('without Deliveries/failed among the page actions the section is not shown', () => {
    const api = backOffice(FAILED);
    const page = adminPage('/en/admin', { api, actions: [], navigation: [] });
    render(page.element);
    expect(screen.queryByRole('region', { name: 'Failed deliveries' })).toBeNull();
    expect(api.calls.some((call) => call.controller === 'Deliveries')).toBe(false);
  });
});
