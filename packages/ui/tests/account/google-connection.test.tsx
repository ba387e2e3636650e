import { pageMeta } from '@agency/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLocation } from '../../src/provider/PageLocation';
import type { WebApiRequest } from '../../src/provider/web-api';
import { GroupScreen } from '../../src/screens/account/GroupScreen';
import { siteFixture } from '../site-fixture';
import { ALL_ACTIONS, listOf, location, renderAccount } from './account-fixture';

const GOOGLE_ACTIONS = [
  'Google/status',
  'Google/connectStart',
  'Google/disconnect',
  'Google/importPreview',
  'Google/importCommit',
];
const ACTIONS = [...ALL_ACTIONS, ...GOOGLE_ACTIONS];
const LIST = listOf([
  location('a1', 'Demo Coffee Khreshchatyk'),
  location('a2', 'Demo Coffee Rynok'),
]);
const PAGE = { route: 'account-pins-locations', list: LIST };

const CONNECTION = {
  email: 'merchant@sandbox.test',
  state: 'connected',
  connectedAt: '2026-11-20T10:00:00.000Z',
  syncedAt: '2026-11-22T09:30:00.000Z',
  sandbox: false,
};

/** An api answering Google/status with `status` and the rest with `others`. */
function googleApi(
  status: unknown,
  others: (request: WebApiRequest) => unknown = () => LIST,
): (request: WebApiRequest) => unknown {
  return (request) =>
    request.controller === 'Google' && request.subaction === 'status' ? status : others(request);
}

// The fields a form posts, as a browser without JavaScript posts them.
function formFields(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

// The locations page as the server renders it after a page load that answered `page`.
function serverRendered(page: Record<string, unknown>): string {
  const site = siteFixture('en', {
    actions: [
      {
        type: 'page/loaded',
        page: { path: '/en/account/pins/locations', title: 'Account', way: [], ...page },
        meta: pageMeta({ title: 'Account', way: [] }, 'en'),
        actions: ACTIONS,
        roles: ['customer'],
      },
    ],
  });
  return renderToString(
    site.wrap(
      <PageLocation url="/en/account/pins/locations">
        <GroupScreen />
      </PageLocation>,
    ),
  );
}

describe('Connect Google Business Profile', () => {
  it('is a plain post of _form=googleConnect to the locations page of the language, once the status says it is configured', async () => {
    renderAccount('en', '/en/account/pins/locations?p=2&google=cancelled', PAGE, {
      actions: ACTIONS,
      api: googleApi({ connection: null, configured: true }),
    });
    const button = await screen.findByRole('button', { name: 'Connect Google Business Profile' });
    const form = button.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    // To the page itself, as every no-JavaScript form posts (the host ignores the list's query here).
    expect(new URL(form.getAttribute('action') ?? '', 'http://site.test').pathname).toBe(
      '/en/account/pins/locations',
    );
    expect(formFields(form)).toEqual({ _form: 'googleConnect' });
    expect(button.getAttribute('type')).toBe('submit');
  });

  it('before connecting, a Connect that goes to the demo\'s Google double says "Sandbox"; one to Google does not', async () => {
    const sandbox = renderAccount('en', '/en/account/pins/locations', PAGE, {
      actions: ACTIONS,
      api: googleApi({ connection: null, configured: true, sandbox: true }),
    });
    const google = await screen.findByRole('region', { name: /Google Business Profile/ });
    expect(
      within(google).getByRole('button', { name: 'Connect Google Business Profile' }),
    ).toBeTruthy();
    expect(within(google).getByText('Sandbox')).toBeTruthy();
    sandbox.unmount();
    renderAccount('en', '/en/account/pins/locations', PAGE, {
      actions: ACTIONS,
      api: googleApi({ connection: null, configured: true, sandbox: false }),
    });
    const real = await screen.findByRole('region', { name: /Google Business Profile/ });
    expect(
      within(real).getByRole('button', { name: 'Connect Google Business Profile' }),
    ).toBeTruthy();
    expect(within(real).queryByText('Sandbox')).toBeNull();
  });

  it('shows nothing while the status is not known, when Google is not configured, or without Google/status', async () => {
    let answer: (value: unknown) => void = () => {};
    const pending = renderAccount('en', '/en/account/pins/locations', PAGE, {
      actions: ACTIONS,
      api: googleApi(new Promise((resolve) => (answer = resolve))),
    });
    expect(screen.queryByRole('region', { name: 'Google Business Profile' })).toBeNull();
    answer({ connection: null, configured: false });
    await waitFor(() => expect(pending.api.calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Google Business Profile' })).toBeNull();
    pending.unmount();
    const denied = renderAccount('en', '/en/account/pins/locations', PAGE);
    expect(denied.api.calls).toEqual([]);
    expect(screen.queryByText('Google Business Profile')).toBeNull();
  });

  it('the server renders no Google part when the page load does not carry the status: nothing misleading', () => {
    const html = serverRendered(PAGE);
    expect(html).not.toContain('googleConnect');
    expect(html).not.toContain('Google Business Profile</p>');
  });

  it("the page load's status is in the server's HTML: Connect works without JavaScript, and no Google/status call is made", async () => {
    const status = { connection: null, configured: true, sandbox: true };
    const html = serverRendered({ ...PAGE, google: status });
    expect(html).toContain('name="_form" value="googleConnect"');
    expect(html).toContain('Sandbox');
    const page = renderAccount(
      'en',
      '/en/account/pins/locations',
      { ...PAGE, google: status },
      {
        actions: ACTIONS,
        api: googleApi(new Promise(() => {})),
      },
    );
    expect(screen.getByRole('button', { name: 'Connect Google Business Profile' })).toBeTruthy();
    await waitFor(() => expect(page.api.calls.some((c) => c.controller === 'Google')).toBe(false));
  });
});

describe('the connected state', () => {
  it('says which Google account, when last synced and the state, and offers Import and Disconnect', async () => {
    renderAccount('en', '/en/account/pins/locations', PAGE, {
      actions: ACTIONS,
      api: googleApi({ connection: CONNECTION, configured: true }),
    });
    const google = await screen.findByRole('region', { name: 'Google Business Profile' });
    expect(within(google).getByText('merchant@sandbox.test')).toBeTruthy();
    expect(within(google).getByText('Connected')).toBeTruthy();
    expect(within(google).getByText('Nov 22, 2026, 9:30 AM')).toBeTruthy();
    expect(within(google).getByRole('button', { name: 'Import from Google' })).toBeTruthy();
    const disconnect = within(google).getByRole('button', { name: 'Disconnect Google' });
    expect(formFields(disconnect.closest('form') as HTMLFormElement)).toEqual({
      _form: 'googleDisconnect',
    });
    expect(within(google).queryByText('Sandbox')).toBeNull();
    expect(within(google).queryByRole('button', { name: /Connect/ })).toBeNull();
  });

  it('a sandbox connection is labelled "Sandbox" (ru: «Песочница»)', async () => {
    const en = renderAccount('en', '/en/account/pins/locations', PAGE, {
      actions: ACTIONS,
      api: googleApi({ connection: { ...CONNECTION, sandbox: true }, configured: true }),
    });
    const google = await screen.findByRole('region', { name: /Google Business Profile/ });
    expect(within(google).getByText('Sandbox')).toBeTruthy();
    en.unmount();
    renderAccount('ru', '/account/pins/locations', PAGE, {
      actions: ACTIONS,
      api: googleApi({ connection: { ...CONNECTION, sandbox: true }, configured: true }),
    });
    expect(await screen.findByText('Песочница')).toBeTruthy();
  });

  it('needs reconnecting: said plainly, with the Connect button again and no import', async () => {
    renderAccount('en', '/en/account/pins/locations', PAGE, {
      actions: ACTIONS,
      api: googleApi({
        connection: { ...CONNECTION, state: 'needsReconnect' },
        configured: true,
      }),
    });
    const google = await screen.findByRole('region', { name: 'Google Business Profile' });
    expect(within(google).getByText('Needs reconnecting')).toBeTruthy();
    expect(within(google).getByRole('alert').textContent).toContain(
      'Google no longer accepts this connection',
    );
    const again = within(google).getByRole('button', { name: 'Connect again' });
    expect(formFields(again.closest('form') as HTMLFormElement)).toEqual({
      _form: 'googleConnect',
    });
    expect(within(google).queryByRole('button', { name: 'Import from Google' })).toBeNull();
  });

  it('Disconnect asks for confirmation, then calls Google/disconnect, says so and offers Connect again', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('en', '/en/account/pins/locations', PAGE, {
      actions: ACTIONS,
      api: googleApi({ connection: CONNECTION, configured: true }, (request) =>
        request.subaction === 'disconnect' ? { disconnected: true } : LIST,
      ),
    });
    const disconnect = await screen.findByRole('button', { name: 'Disconnect Google' });
    await user.click(disconnect);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'No' }),
    );
    expect(api.calls.map((call) => call.subaction)).toEqual(['status']);
    await user.click(disconnect);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Yes' }),
    );
    expect(api.calls[1]).toEqual({
      method: 'POST',
      controller: 'Google',
      subaction: 'disconnect',
      payload: { lang: 'en' },
    });
    expect(await screen.findByText(/Google Business Profile is disconnected/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Google Business Profile' })).toBeTruthy();
    // The locations are no longer linked: the list is asked again.
    await waitFor(() => expect(api.calls.at(-1)?.subaction).toBe('list'));
  });
});

describe('the ?google= outcome the host redirects with', () => {
  it('is a notification in the page language', async () => {
    const en = renderAccount('en', '/en/account/pins/locations?google=connected', PAGE);
    expect(
      await screen.findByText(
        'Google Business Profile is connected. Import your listings with “Import from Google”.',
      ),
    ).toBeTruthy();
    en.unmount();
    const ru = renderAccount('ru', '/account/pins/locations?google=cancelled', PAGE);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Подключение отменено в Google. Ничего не изменилось.',
    );
    ru.unmount();
    renderAccount('ua', '/ua/account/pins/locations?google=state', PAGE);
    expect((await screen.findByRole('alert')).textContent).toContain('Підключення не завершено');
  });

  it('without JavaScript the same words are in the page; an unknown value says nothing', () => {
    const html = (url: string) => {
      const site = siteFixture('en', {
        actions: [
          {
            type: 'page/loaded',
            page: { path: url, title: 'Account', way: [], ...PAGE },
            meta: pageMeta({ title: 'Account', way: [] }, 'en'),
            actions: ALL_ACTIONS,
            roles: ['customer'],
          },
        ],
      });
      return renderToString(
        site.wrap(
          <PageLocation url={url}>
            <GroupScreen />
          </PageLocation>,
        ),
      );
    };
    expect(html('/en/account/pins/locations?google=provider')).toContain(
      'Google refused the connection or could not be reached. Please try again later.',
    );
    // After a Disconnect posted without JavaScript the host comes back with ?google=disconnected: news, not a problem.
    const disconnected = html('/en/account/pins/locations?google=disconnected');
    expect(disconnected).toContain(
      '<p class="google-outcome" role="status">Google Business Profile is disconnected.',
    );
    expect(html('/en/account/pins/locations?google=nonsense')).not.toContain('google-outcome');
  });
});
