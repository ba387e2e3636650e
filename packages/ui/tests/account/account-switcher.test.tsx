import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountLink } from '../../src/layout/AccountLink';
import { ALL_ACTIONS, renderAccount } from './account-fixture';

const SUMMARY = {
  locations: 3,
  advertising: 1,
  publications: 1,
  notifications: 1,
  reviews: 2,
  sites: 2,
};
const COFFEE = '7b0f3c1e-8d52-4c1a-9a57-0f2d5e6b9c11';
const BAKERY = '0d8e9f60-1b2c-4d3e-8f4a-5b6c7d8e9f00';
const SID = 'a1b2c3d4-1b2c-4d3e-8f4a-5b6c7d8e9f00';
const ALTERNATES = [
  { owner: COFFEE, sid: SID, name: 'Demo Coffee' },
  { owner: BAKERY, sid: SID, name: 'Demo Bakery' },
];

function jwtFor(owner: string): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', sid: SID, owner, exp: 4102444800 })}.c2ln`;
}

const SWITCH_ACTIONS = [...ALL_ACTIONS, 'Auth/alternates', 'Auth/switchAccount'];

describe('alternates: a person with several accounts switches between them (owner and sid)', () => {
  it('lists the accounts, switches with Auth/switchAccount, stores the new jwt, stays on the same screen and names the new account in the header', async () => {
    const user = userEvent.setup();
    const { api, site } = renderAccount(
      'en',
      '/en/account/archive',
      { route: 'account', summary: SUMMARY },
      {
        actions: SWITCH_ACTIONS,
        api: (request) =>
          request.subaction === 'alternates'
            ? { alternates: ALTERNATES }
            : { jwt: jwtFor(BAKERY), alternate: ALTERNATES[1] },
      },
    );
    site.store.dispatch({ type: 'session/jwtSet', jwt: jwtFor(COFFEE) });
    const select = (await screen.findByRole('combobox', { name: 'Act for' })) as HTMLSelectElement;
    expect(select.value).toBe(COFFEE);
    expect(screen.getByRole('button', { name: 'Switch' }).hasAttribute('disabled')).toBe(true);
    await user.selectOptions(select, 'Demo Bakery');
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(api.calls[1]).toEqual({
      method: 'POST',
      controller: 'Auth',
      subaction: 'switchAccount',
      payload: { lang: 'en', owner: BAKERY, sid: SID },
    });
    expect(site.store.getState().session.jwt).toBe(jwtFor(BAKERY));
    expect(site.store.getState().session.alternates).toEqual(ALTERNATES);
    expect(await screen.findByText('You now act for Demo Bakery.')).toBeTruthy();
    // The same screen of the new account, its data loaded again (not the overview).
    expect(site.navigations.at(-1)).toEqual({
      to: '/en/account/archive',
      replace: true,
      reload: true,
    });
    // The header's account link (drawn by the shell) names the account now acted for.
    const { container } = render(site.wrap(<AccountLink />));
    expect(within(container).getByRole('link', { name: 'Demo Bakery' })).toBeTruthy();
  });

  it('is in the first render when the page load brings the accounts: no call, nothing moves after hydration', () => {
    const { api } = renderAccount(
      'en',
      '/en/account',
      { route: 'account', summary: SUMMARY, alternates: ALTERNATES },
      { actions: SWITCH_ACTIONS },
    );
    const select = screen.getByRole('combobox', { name: 'Act for' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Demo Coffee',
      'Demo Bakery',
    ]);
    expect(api.calls).toEqual([]);
  });

  it('is absent for a person with one account, and when switching is not permitted', async () => {
    const one = renderAccount(
      'ru',
      '/account',
      { route: 'account', summary: SUMMARY },
      {
        actions: SWITCH_ACTIONS,
        api: () => ({ alternates: ALTERNATES.slice(0, 1) }),
      },
    );
    await one.findByRole('heading', { level: 1 });
    expect(one.api.calls).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: 'Действовать от имени' })).toBeNull();
    one.unmount();
    const { api } = renderAccount('en', '/en/account', { route: 'account', summary: SUMMARY });
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole('combobox', { name: 'Act for' })).toBeNull();
  });
});
