import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listOf, renderAccount, webError } from './account-fixture';

const SUMMARY = {
  locations: 3,
  advertising: 1,
  publications: 1,
  notifications: 1,
  reviews: 2,
  sites: 2,
};
const NAVIGATION = [
  { label: 'Account', to: '/en/account', group: 'account' },
  { label: 'Locations', to: '/en/account/pins/locations', group: 'pins' },
  { label: 'Settings', to: '/en/account/settings', group: 'settings' },
];

function record(id: string, name: string, fields: Record<string, unknown>) {
  return {
    id,
    name,
    archivedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

const KINDS = [
  {
    route: 'account-pins-advertising',
    path: '/account/pins/advertising',
    item: record('ad1', 'Coffee near me', {
      channel: 'search',
      status: 'active',
      dailyBudget: 12.5,
      currency: 'USD',
      startsOn: '2026-09-01',
      endsOn: null,
      locationId: null,
    }),
    en: ['Advertising', 'Active'],
    ru: ['Реклама', 'Активна'],
  },
  {
    route: 'account-pins-publications',
    path: '/account/pins/publications',
    item: record('pu1', 'Seasonal menu', {
      body: 'Pumpkin latte',
      status: 'published',
      publishAt: '2026-10-01T08:00:00.000Z',
      locationId: null,
    }),
    en: ['Publications', 'Published'],
    ru: ['Публикации', 'Опубликовано'],
  },
  {
    route: 'account-pins-notifications',
    path: '/account/pins/notifications',
    item: record('no1', 'Loyalty reminder', {
      body: 'Your 10th coffee',
      channel: 'sms',
      status: 'sent',
      sendAt: null,
    }),
    en: ['Notifications', 'Sent'],
    ru: ['Уведомления', 'Отправлено'],
  },
  {
    route: 'account-pins-reviews',
    path: '/account/pins/reviews',
    item: record('re1', 'Olena K.', {
      rating: 4,
      text: 'Best flat white',
      reply: null,
      locationId: null,
    }),
    en: ['Reviews', 'No reply yet', '4 of 5'],
    ru: ['Отзывы', 'Ответа пока нет', '4 из 5'],
  },
  {
    route: 'account-pins-sites',
    path: '/account/pins/sites',
    item: record('si1', 'Demo Coffee', { url: 'https://coffee.example', status: 'live' }),
    en: ['Sites', 'Live'],
    ru: ['Сайты', 'Работает'],
  },
] as const;

// A text on screen, or an accessible name (the rating stars are an image named "4 of 5").
const shown = (text: string) =>
  screen.queryAllByText(text).length + screen.queryAllByLabelText(text).length > 0;

describe('account screens render in ru and en', () => {
  it('account index: counts per kind and the way to the archive', () => {
    const en = renderAccount('en', '/en/account', {
      route: 'account',
      summary: SUMMARY,
      navigation: NAVIGATION,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Locations\s*3 items/ }).getAttribute('href')).toBe(
      '/en/account/pins/locations',
    );
    expect(screen.getByRole('link', { name: 'Open the archive' }).getAttribute('href')).toBe(
      '/en/account/archive',
    );
    en.unmount();
    renderAccount('ru', '/account', { route: 'account', summary: SUMMARY });
    expect(screen.getByRole('heading', { level: 1, name: 'Ваш кабинет' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Отзывы\s*2 записи/ })).toBeTruthy();
  });

  it('account index with the archive addition lists the archived pins per kind', () => {
    renderAccount('en', '/en/account/archive', {
      route: 'account',
      summary: { ...SUMMARY, locations: 1, sites: 0 },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /Locations\s*1 archived/ });
    expect(link.getAttribute('href')).toBe('/en/account/pins/locations?archived=true');
    expect(screen.getByRole('link', { name: /Sites\s*nothing archived/ })).toBeTruthy();
  });

  it('side menu: the page load navigation (as the roles permit) marks the current page', () => {
    renderAccount('en', '/en/account', {
      route: 'account',
      summary: SUMMARY,
      navigation: NAVIGATION,
    });
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // No "Pins": /account/pins is the same overview as the account index (the route stays).
    expect(links).toEqual(['Account', 'Locations', 'Settings', 'Archive']);
    expect(within(menu).getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('pins overview: counts and recent activity across kinds, newest first', async () => {
    const lists: Record<string, unknown> = {
      Locations: listOf([record('l1', 'Kyiv shop', { updatedAt: '2026-11-18T10:00:00.000Z' })]),
      Reviews: listOf([record('r1', 'Olena K.', { updatedAt: '2026-11-21T10:00:00.000Z' })]),
    };
    renderAccount(
      'en',
      '/en/account/pins',
      { route: 'account-pins', summary: SUMMARY },
      {
        api: (request) => lists[request.controller] ?? listOf([]),
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pins' })).toBeTruthy();
    expect(screen.getByText('Loading recent activity…')).toBeTruthy();
    await screen.findByRole('link', { name: 'Olena K.' });
    const list = screen.getByRole('heading', { name: 'Recent activity' })
      .nextElementSibling as HTMLElement;
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      expect.stringContaining('Olena K.'),
      expect.stringContaining('Kyiv shop'),
    ]);
    expect(names[0]).toContain('Reviews · updated');
  });

  it('pins overview: an error state when recent activity cannot load', async () => {
    renderAccount(
      'ru',
      '/account/pins',
      { route: 'account-pins', summary: SUMMARY },
      {
        api: () => {
          throw webError(500, 'INTERNAL', 'down', null);
        },
      },
    );
    expect(await screen.findByText('Не удалось загрузить недавние изменения.')).toBeTruthy();
  });

  for (const kind of KINDS) {
    it(`${kind.en[0]}: list and edit form from the kind's field descriptions`, async () => {
      const user = userEvent.setup();
      const en = renderAccount('en', `/en${kind.path}`, {
        route: kind.route,
        list: listOf([kind.item]),
      });
      expect(screen.getByRole('heading', { level: 1, name: kind.en[0] })).toBeTruthy();
      for (const text of kind.en.slice(1)) expect(shown(text)).toBe(true);
      await user.click(screen.getByRole('button', { name: `Edit ${kind.item.name}` }));
      expect(screen.getByRole('form', { name: `Edit ${kind.item.name}` })).toBeTruthy();
      en.unmount();
      renderAccount('ru', kind.path, { route: kind.route, list: listOf([kind.item]) });
      expect(screen.getByRole('heading', { level: 1, name: kind.ru[0] })).toBeTruthy();
      for (const text of kind.ru.slice(1)) expect(shown(text)).toBe(true);
    });
  }

  it('reviews: a reply is saved through Reviews/update: only the reply is sent, so the rating and text stay as stored', async () => {
    const user = userEvent.setup();
    const review = KINDS[3].item;
    const { api } = renderAccount(
      'en',
      '/en/account/pins/reviews',
      { route: 'account-pins-reviews', list: listOf([review]) },
      {
        // The period filter asks for the locations to choose from.
        api: (request) => (request.controller === 'Locations' ? listOf([]) : { item: review }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Edit Olena K.' }));
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const updates = api.calls.filter((call) => call.controller === 'Reviews');
    expect(updates[0]).toMatchObject({
      method: 'PUT',
      controller: 'Reviews',
      subaction: 'update',
      payload: { id: 're1', item: { reply: 'Thank you!' } },
    });
    expect((updates[0] as unknown as { payload: { item: unknown } }).payload.item).toEqual({
      reply: 'Thank you!',
    });
  });

  it('advertising: the end day must not come before the start day', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('en', '/en/account/pins/advertising', {
      route: 'account-pins-advertising',
      list: listOf([]),
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Autumn');
    await user.type(screen.getByRole('textbox', { name: /^Daily budget/ }), '15');
    await user.type(screen.getByLabelText('Starts on'), '2026-10-02');
    await user.type(screen.getByLabelText('Ends on'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls).toEqual([]);
    expect(screen.getByText('The end must come after the start.')).toBeTruthy();
  });
});

describe('settings', () => {
  const SETTINGS = {
    name: 'Demo Coffee',
    email: 'demo@agency.test',
    phone: '+10000000001',
    lang: 'en',
    emailConfirmed: true,
  };

  it('renders the profile and password forms in ru and en', () => {
    const en = renderAccount('en', '/en/account/settings', {
      route: 'account-settings',
      settings: SETTINGS,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'Demo Coffee',
    );
    expect(
      (screen.getByRole('combobox', { name: /Preferred language/ }) as HTMLSelectElement).value,
    ).toBe('en');
    en.unmount();
    renderAccount('ru', '/account/settings', { route: 'account-settings', settings: SETTINGS });
    expect(screen.getByRole('heading', { level: 1, name: 'Настройки' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Сменить пароль' })).toBeTruthy();
  });

  it('saves name, e-mail, phone and the preferred language (as preferredLang; the call lang stays the page language)', async () => {
    const user = userEvent.setup();
    const { api, site } = renderAccount(
      'en',
      '/en/account/settings',
      { route: 'account-settings', settings: SETTINGS },
      {
        api: () => ({ settings: { ...SETTINGS, lang: 'ua' } }),
      },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /Preferred language/ }), 'ua');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    // A phone change needs the current password: the form asks for it before it calls.
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(api.calls).toEqual([]);
    const profile = screen.getByRole('form', { name: 'Profile' });
    await user.type(within(profile).getByLabelText(/^Current password/), 'demo-customer-2026');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(api.calls[0]).toEqual({
      method: 'PUT',
      controller: 'Account',
      subaction: 'updateSettings',
      payload: {
        lang: 'en',
        preferredLang: 'ua',
        reviewEmails: false,
        name: 'Demo Coffee',
        email: 'demo@agency.test',
        phone: null,
        currentPassword: 'demo-customer-2026',
      },
    });
    expect(await screen.findByText('The profile is saved.')).toBeTruthy();
    expect(site.navigations).toEqual([]);
    expect(
      (screen.getByRole('combobox', { name: /Preferred language/ }) as HTMLSelectElement).value,
    ).toBe('ua');
  });

  it('turns Google review e-mails on (reviewEmails) and shows the saved choice; off until chosen', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount(
      'ru',
      '/account/settings',
      { route: 'account-settings', settings: SETTINGS },
      { api: () => ({ settings: { ...SETTINGS, reviewEmails: true } }) },
    );
    const choice = screen.getByRole('combobox', { name: /Отзывы Google по e-mail/ });
    expect((choice as HTMLSelectElement).value).toBe('off');
    expect(screen.getByText(/только на подтверждённый адрес/)).toBeTruthy();
    await user.selectOptions(choice, 'Ещё и по e-mail');
    await user.click(screen.getByRole('button', { name: 'Сохранить профиль' }));
    expect(api.calls[0]?.payload).toMatchObject({ lang: 'ru', reviewEmails: true });
    expect(await screen.findByText('Профиль сохранён.')).toBeTruthy();
    expect((choice as HTMLSelectElement).value).toBe('on');
  });

  it('checks the password change on the client and shows the server field error beside its field', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount(
      'en',
      '/en/account/settings',
      { route: 'account-settings', settings: SETTINGS },
      {
        api: () => {
          throw webError(400, 'VALIDATION_FAILED', 'invalid', {
            fields: [
              {
                field: 'currentPassword',
                code: 'invalid',
                message: 'The current password is wrong',
              },
            ],
          });
        },
      },
    );
    const passwordForm = screen.getByRole('form', { name: 'Password' });
    await user.type(within(passwordForm).getByLabelText(/^Current password/), 'old-secret');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(api.calls).toEqual([]);
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'long-enough-1');
    await user.clear(screen.getByLabelText(/^Repeat the new password/));
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    const message = await screen.findByText('The current password is wrong.');
    expect(
      within(passwordForm)
        .getByLabelText(/^Current password/)
        .getAttribute('aria-describedby'),
    ).toBe(message.id);
  });

  it('an e-mail change asks for the current password and shows the pending address until it is confirmed', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount(
      'en',
      '/en/account/settings',
      { route: 'account-settings', settings: SETTINGS },
      { api: () => ({ settings: { ...SETTINGS, pendingEmail: 'new@agency.test' } }) },
    );
    const profile = screen.getByRole('form', { name: 'Profile' });
    const email = within(profile).getByRole('textbox', { name: /^E-mail/ });
    await user.clear(email);
    await user.type(email, 'new@agency.test');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(api.calls).toEqual([]);
    expect(
      within(profile)
        .getByLabelText(/^Current password/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(profile).getByText('Needed to change the e-mail or the phone.')).toBeTruthy();
    await user.type(within(profile).getByLabelText(/^Current password/), 'demo-customer-2026');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(api.calls[0]?.payload).toMatchObject({
      email: 'new@agency.test',
      currentPassword: 'demo-customer-2026',
    });
    expect(
      await screen.findByText(
        'Waiting for confirmation: new@agency.test. Until the link we sent there is opened, you sign in with demo@agency.test.',
      ),
    ).toBeTruthy();
  });

  it('the phone shows in international format, and the same number saved as shown is no change: no password asked', async () => {
    const user = userEvent.setup();
    const settings = { ...SETTINGS, phone: '+380441234567' };
    const { api } = renderAccount(
      'en',
      '/en/account/settings',
      { route: 'account-settings', settings },
      { api: () => ({ settings }) },
    );
    const profile = screen.getByRole('form', { name: 'Profile' });
    const phone = within(profile).getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    expect(phone.value).toBe('+380 44 123 4567');
    // Written as a national number, it is still the same number.
    await user.clear(phone);
    await user.type(phone, '044 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.payload).not.toHaveProperty('currentPassword');
    expect(api.calls[0]?.payload).toMatchObject({ phone: '044 123 45 67' });
  });

  it('a new phone waits for its code: the code form shows the pending number and confirms it', async () => {
    const user = userEvent.setup();
    const pending = { ...SETTINGS, pendingEmail: null, pendingPhone: '+15550002222' };
    const { api } = renderAccount(
      'en',
      '/en/account/settings',
      { route: 'account-settings', settings: { ...SETTINGS, pendingPhone: null } },
      {
        api: (request) =>
          request.subaction === 'confirmPhone'
            ? { settings: { ...pending, phone: '+15550002222', pendingPhone: null } }
            : { settings: pending },
      },
    );
    expect(screen.queryByRole('form', { name: 'New phone number' })).toBeNull();
    const profile = screen.getByRole('form', { name: 'Profile' });
    const phone = within(profile).getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '+15550002222');
    await user.type(within(profile).getByLabelText(/^Current password/), 'demo-customer-2026');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    const codeForm = await screen.findByRole('form', { name: 'New phone number' });
    // The pending number in international format (decision 0037).
    expect(codeForm.textContent).toContain('We sent a code to +1 555 000 2222.');
    const code = within(codeForm).getByRole('textbox', { name: /^Code from the SMS/ });
    await user.type(code, '12a');
    await user.click(within(codeForm).getByRole('button', { name: 'Confirm the number' }));
    expect(api.calls).toHaveLength(1);
    expect(within(codeForm).getByText('This value is not in the expected format.')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(codeForm).getByRole('button', { name: 'Confirm the number' }));
    expect(api.calls[1]).toEqual({
      method: 'POST',
      controller: 'Account',
      subaction: 'confirmPhone',
      payload: { lang: 'en', code: '123456' },
    });
    expect(await screen.findByText('The new number is saved.')).toBeTruthy();
  });

  it('a common new password is refused beside its field in the page language', async () => {
    const user = userEvent.setup();
    renderAccount(
      'ru',
      '/account/settings',
      { route: 'account-settings', settings: SETTINGS },
      {
        api: () => {
          throw webError(400, 'VALIDATION_FAILED', 'common', {
            fields: [
              { field: 'newPassword', code: 'common', message: 'This password is too common' },
            ],
          });
        },
      },
    );
    const passwordForm = screen.getByRole('form', { name: 'Пароль' });
    await user.type(within(passwordForm).getByLabelText(/^Текущий пароль/), 'old-secret');
    await user.type(screen.getByLabelText(/^Новый пароль/), 'password123');
    await user.type(screen.getByLabelText(/^Повторите/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(
      await screen.findByText('Этот пароль — один из самых распространённых. Выберите другой.'),
    ).toBeTruthy();
  });

  it('shows an error state when the settings are missing', () => {
    renderAccount('en', '/en/account/settings', { route: 'account-settings' });
    expect(screen.getByRole('alert').textContent).toContain('The settings could not be loaded.');
  });
});

describe('sign-out', () => {
  it('calls Auth/signOut, clears the jwt and opens the sign-in page', async () => {
    const user = userEvent.setup();
    const { api, site } = renderAccount(
      'ru',
      '/account',
      { route: 'account', summary: SUMMARY },
      { api: () => ({ signedOut: true }) },
    );
    site.store.dispatch({ type: 'session/jwtSet', jwt: 'a.b.c' });
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(api.calls[0]).toEqual({
      method: 'POST',
      controller: 'Auth',
      subaction: 'signOut',
      payload: { lang: 'ru' },
    });
    expect(site.store.getState().session.jwt).toBeNull();
    expect(site.navigations.at(-1)?.to).toBe('/sign-in');
  });

  it('keeps the session and says so when the sign-out call fails', async () => {
    const user = userEvent.setup();
    const { site } = renderAccount(
      'en',
      '/en/account',
      { route: 'account', summary: SUMMARY },
      {
        api: () => {
          throw webError(500, 'INTERNAL', 'down', null);
        },
      },
    );
    site.store.dispatch({ type: 'session/jwtSet', jwt: 'a.b.c' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Could not sign out. Please try again.')).toBeTruthy();
    expect(site.store.getState().session.jwt).toBe('a.b.c');
    expect(site.navigations).toEqual([]);
  });

  it('is hidden when Auth/signOut is not permitted', () => {
    renderAccount('en', '/en/account', { route: 'account', summary: SUMMARY }, { actions: [] });
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
