import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALL_ACTIONS, renderAccount } from './account-fixture';

const SETTINGS = {
  name: 'Demo Coffee',
  email: 'demo@agency.test',
  phone: null,
  lang: 'en',
  emailConfirmed: true,
  linkedProviders: [
    { provider: 'google', email: 'demo@gmail.test', linkedAt: '2026-11-22T10:00:00.000Z' },
  ],
};
const ACTIONS = [...ALL_ACTIONS, 'Account/unlinkProvider'];

describe('settings: "Settings list the linked providers, and the customer can unlink one"', () => {
  it('lists each linked provider with an unlink form that also posts without JavaScript', () => {
    renderAccount(
      'en',
      '/en/account/settings',
      { route: 'account-settings', settings: SETTINGS },
      { actions: ACTIONS },
    );
    const section = screen.getByRole('region', { name: 'Google and Facebook' });
    expect(within(section).getByText(/Google \(demo@gmail\.test\)/)).toBeTruthy();
    const form = within(section).getByRole('form', { name: 'Unlink Google' });
    expect(form.getAttribute('method')).toBe('post');
    expect((form.querySelector('input[name="_form"]') as HTMLInputElement).value).toBe(
      'unlinkProvider',
    );
    expect((form.querySelector('input[name="provider"]') as HTMLInputElement).value).toBe('google');
  });

  it('unlinks with Account/unlinkProvider and shows what stays linked', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount(
      'en',
      '/en/account/settings',
      { route: 'account-settings', settings: SETTINGS },
      { actions: ACTIONS, api: () => ({ linkedProviders: [] }) },
    );
    await user.click(screen.getByRole('button', { name: 'Unlink Google' }));
    expect(api.calls[0]).toMatchObject({
      controller: 'Account',
      subaction: 'unlinkProvider',
      payload: { provider: 'google', lang: 'en' },
    });
    expect(await screen.findByText('No Google or Facebook account signs in here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unlink Google' })).toBeNull();
  });

  it('is not shown without the permission to unlink', () => {
    renderAccount('ru', '/account/settings', { route: 'account-settings', settings: SETTINGS });
    expect(screen.queryByRole('region', { name: 'Google и Facebook' })).toBeNull();
  });

  it('a refused connect is told in the page language', () => {
    renderAccount(
      'ua',
      '/ua/account/settings?social=linkedElsewhere',
      { route: 'account-settings', settings: SETTINGS },
      { actions: ACTIONS },
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Цей акаунт сервісу вже відкриває інший обліковий запис',
    );
  });
});
