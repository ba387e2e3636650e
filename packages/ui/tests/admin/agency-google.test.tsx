import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WebApiRequest } from '../../src/provider/web-api';
import { fakeApi } from '../site-fixture';
import { adminPage, users } from './admin-fixture';

const ALL = [
  'AgencyGoogle/status',
  'AgencyGoogle/connectStart',
  'AgencyGoogle/disconnect',
  'AgencyGoogle/locations',
  'AgencyGoogle/link',
  'AgencyGoogle/unlink',
  'GoogleSync/problems',
  'Users/list',
];

const CONNECTION = {
  email: 'agency@sandbox.test',
  state: 'connected',
  connectedAt: '2026-11-20T10:00:00.000Z',
  syncedAt: '2026-11-22T09:30:00.000Z',
  sandbox: true,
};

const LISTINGS = [
  {
    name: 'locations/2001',
    title: 'Bakery Podil',
    address: 'Sahaidachnoho 5, Kyiv',
    customer: null,
    pinId: null,
  },
  {
    name: 'locations/2002',
    title: 'Bakery Obolon',
    address: 'Obolonska 1, Kyiv',
    customer: { id: 'user-02', name: 'User 02', email: 'user02@agency.test' },
    pinId: 'pin-9',
  },
];

const PROBLEMS = {
  connections: [
    {
      owner: { id: 'user-03', name: 'User 03', email: 'user03@agency.test' },
      email: 'shop@gmail.test',
      since: '2026-11-21T08:00:00.000Z',
    },
    { owner: null, email: 'old-agency@gmail.test', since: '2026-11-20T08:00:00.000Z' },
  ],
  locations: [
    {
      pinId: 'pin-7',
      pinName: 'Demo Coffee Rynok',
      owner: { id: 'user-02', name: 'User 02', email: 'user02@agency.test' },
      message: 'Google refused the phone number',
      since: '2026-11-22T07:00:00.000Z',
    },
  ],
};

/** A back office whose Google connection answers `status`; its listings, problems and users as above. */
function googleBackOffice(status: { connection: unknown; configured: boolean; sandbox?: boolean }) {
  let current = status;
  return fakeApi((request: WebApiRequest) => {
    switch (`${request.controller}/${request.subaction}`) {
      case 'AgencyGoogle/status':
        return current;
      case 'AgencyGoogle/disconnect':
        current = { ...current, connection: null };
        return { disconnected: true };
      case 'AgencyGoogle/locations':
        return { items: LISTINGS };
      case 'AgencyGoogle/link':
        return { pinId: 'pin-10' };
      case 'AgencyGoogle/unlink':
        return { unlinked: true };
      case 'GoogleSync/problems':
        return PROBLEMS;
      case 'Users/list':
        return { items: users(3), total: 3, p: 1, pages: 1, perPage: 20 };
      default:
        throw new Error(`no ${request.controller}/${request.subaction} here`);
    }
  });
}

function formFields(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

function dashboard(
  api: ReturnType<typeof fakeApi>,
  options: { actions?: readonly string[]; url?: string; lang?: 'en' | 'ru' | 'ua' } = {},
) {
  const page = adminPage(options.url ?? '/en/admin', {
    api,
    lang: options.lang ?? 'en',
    actions: options.actions ?? ALL,
    navigation: [],
  });
  return render(page.element);
}

describe('Google Business Profile (agency) on the overview', () => {
  it('not connected: Connect is a plain post of _form=agencyGoogleConnect to the overview of the language', async () => {
    dashboard(googleBackOffice({ connection: null, configured: true }));
    const panel = screen.getByRole('region', { name: 'Google Business Profile (agency)' });
    const connect = await within(panel).findByRole('button', {
      name: 'Connect the agency’s Google account',
    });
    const form = connect.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/en/admin');
    expect(formFields(form)).toEqual({ _form: 'agencyGoogleConnect' });
  });

  it('not connected, in the demo: the Connect to the Sandbox is labelled "Sandbox"; Google\'s is not', async () => {
    const demo = dashboard(googleBackOffice({ connection: null, configured: true, sandbox: true }));
    const panel = screen.getByRole('region', { name: 'Google Business Profile (agency)' });
    await within(panel).findByRole('button', { name: 'Connect the agency’s Google account' });
    expect(within(panel).getByText('Sandbox')).toBeTruthy();
    demo.unmount();
    dashboard(googleBackOffice({ connection: null, configured: true, sandbox: false }));
    const real = screen.getByRole('region', { name: 'Google Business Profile (agency)' });
    await within(real).findByRole('button', { name: 'Connect the agency’s Google account' });
    expect(within(real).queryByText('Sandbox')).toBeNull();
  });

  it('connected: the Google account with its Sandbox label, the state, last sync; Disconnect posts _form=agencyGoogleDisconnect, confirmed first', async () => {
    const user = userEvent.setup();
    const api = googleBackOffice({ connection: CONNECTION, configured: true });
    dashboard(api);
    const panel = screen.getByRole('region', { name: 'Google Business Profile (agency)' });
    expect(await within(panel).findByText('agency@sandbox.test')).toBeTruthy();
    expect(within(panel).getByText('Sandbox')).toBeTruthy();
    expect(within(panel).getByText('Connected')).toBeTruthy();
    expect(within(panel).getByText('Nov 22, 2026, 9:30 AM')).toBeTruthy();
    const disconnect = within(panel).getByRole('button', {
      name: 'Disconnect the agency’s Google account',
    });
    expect(formFields(disconnect.closest('form') as HTMLFormElement)).toEqual({
      _form: 'agencyGoogleDisconnect',
    });
    await user.click(disconnect);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Yes' }),
    );
    expect(api.calls.some((call) => call.subaction === 'disconnect')).toBe(true);
    expect(
      await within(panel).findByRole('button', { name: 'Connect the agency’s Google account' }),
    ).toBeTruthy();
  });

  it('needs reconnecting: said plainly, with Connect again', async () => {
    dashboard(
      googleBackOffice({
        connection: { ...CONNECTION, state: 'needsReconnect' },
        configured: true,
      }),
    );
    const panel = screen.getByRole('region', { name: 'Google Business Profile (agency)' });
    expect(await within(panel).findByText('Needs reconnecting')).toBeTruthy();
    const again = within(panel).getByRole('button', { name: 'Connect again' });
    expect(formFields(again.closest('form') as HTMLFormElement)).toEqual({
      _form: 'agencyGoogleConnect',
    });
  });

  it("lists the agency's listings with their customer; links one to a customer of Users/list and unlinks another", async () => {
    const user = userEvent.setup();
    const api = googleBackOffice({ connection: CONNECTION, configured: true });
    dashboard(api);
    const table = await screen.findByRole('table', { name: 'Listings the agency manages' });
    const [podil, obolon] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(podil as HTMLElement).getByText('Sahaidachnoho 5, Kyiv')).toBeTruthy();
    expect(within(podil as HTMLElement).getByText('Not linked')).toBeTruthy();
    expect(within(obolon as HTMLElement).getByText('User 02 (user02@agency.test)')).toBeTruthy();
    const customer = within(podil as HTMLElement).getByRole('combobox', {
      name: 'Customer for Bakery Podil',
    });
    // Customers only: User 01 is an admin.
    await waitFor(() =>
      expect([...(customer as HTMLSelectElement).options].map((option) => option.text)).toEqual([
        'Choose…',
        'User 02 (user02@agency.test)',
        'User 03 (user03@agency.test)',
      ]),
    );
    await user.selectOptions(customer, 'user-03');
    await user.click(
      within(podil as HTMLElement).getByRole('button', { name: 'Link Bakery Podil' }),
    );
    expect(api.calls.find((call) => call.subaction === 'link')).toEqual({
      method: 'POST',
      controller: 'AgencyGoogle',
      subaction: 'link',
      payload: { name: 'locations/2001', customer: 'user-03' },
    });
    expect(await screen.findByText(/Bakery Podil is linked/)).toBeTruthy();

    // The listings are asked again after the link.
    const again = await screen.findByRole('table', { name: 'Listings the agency manages' });
    await user.click(within(again).getByRole('button', { name: 'Unlink Bakery Obolon' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Yes' }),
    );
    expect(api.calls.find((call) => call.subaction === 'unlink')?.payload).toEqual({
      name: 'locations/2002',
    });
  });

  it('lists what needs attention across customers: connections to reconnect and failed locations with why', async () => {
    dashboard(googleBackOffice({ connection: CONNECTION, configured: true }));
    const connections = await screen.findByRole('table', {
      name: 'Connections needing reconnection',
    });
    // Two tables under one heading: their captions are seen, not only read out.
    expect(connections.querySelector('caption')?.classList.contains('visually-hidden')).toBe(false);
    const rows = within(connections).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(rows[0] as HTMLElement).getByText('User 03 (user03@agency.test)')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('shop@gmail.test')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('The agency')).toBeTruthy();
    const failed = screen.getByRole('table', { name: 'Locations whose sync failed' });
    expect(within(failed).getByRole('rowheader', { name: 'Demo Coffee Rynok' })).toBeTruthy();
    expect(within(failed).getByText('Google refused the phone number')).toBeTruthy();
  });

  it('shows only what the actions permit: no panel without them, no link without Users/list', async () => {
    const none = dashboard(googleBackOffice({ connection: CONNECTION, configured: true }), {
      actions: [],
    });
    expect(screen.queryByRole('region', { name: 'Google Business Profile (agency)' })).toBeNull();
    none.unmount();
    const api = googleBackOffice({ connection: CONNECTION, configured: true });
    dashboard(api, { actions: ['AgencyGoogle/status', 'AgencyGoogle/locations'] });
    const table = await screen.findByRole('table', { name: 'Listings the agency manages' });
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Disconnect/ })).toBeNull();
    expect(api.calls.map((call) => `${call.controller}/${call.subaction}`).sort()).toEqual([
      'AgencyGoogle/locations',
      'AgencyGoogle/status',
    ]);
  });

  it('the ?google= outcome is a notification in the page language (ru, ua)', async () => {
    const ru = dashboard(googleBackOffice({ connection: CONNECTION, configured: true }), {
      url: '/admin?google=connected',
      lang: 'ru',
    });
    expect(await screen.findByText('Аккаунт Google агентства подключён.')).toBeTruthy();
    expect(
      screen.getByRole('region', { name: 'Google Business Profile (агентство)' }),
    ).toBeTruthy();
    ru.unmount();
    const ua = dashboard(googleBackOffice({ connection: null, configured: true }), {
      url: '/ua/admin?google=provider',
      lang: 'ua',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Google відмовив у підключенні або недоступний. Спробуйте пізніше.',
    );
    ua.unmount();
    dashboard(googleBackOffice({ connection: null, configured: true }), {
      url: '/admin?google=disconnected',
      lang: 'ru',
    });
    expect(
      await screen.findByText(
        'Аккаунт Google агентства отключён. Связанные через него локации остались у клиентов, но больше не связаны.',
      ),
    ).toBeTruthy();
  });
});
