import { toWebError } from '@agency/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../site-fixture';
import { adminPage, validationError } from './admin-fixture';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2ln';

describe('AdminLoginScreen (/admin/login)', () => {
  it('signs in with Admin/login, hands the admin token to the host and opens the index', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ jwt: JWT }));
    const page = adminPage('/en/admin/login', { api, actions: ['Admin/login'] });
    render(page.element);
    expect(screen.getByRole('heading', { level: 1, name: 'Back office sign-in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office menu' })).toBeNull();
    await user.type(screen.getByLabelText('E-mail'), ' admin@agency.test ');
    await user.type(screen.getByLabelText('Password'), 'demo-admin-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(page.signIns).toEqual([JWT]));
    expect(api.calls[0]).toEqual({
      method: 'POST',
      controller: 'Admin',
      subaction: 'login',
      payload: { email: 'admin@agency.test', password: 'demo-admin-2026' },
    });
    expect(page.fixture.navigations).toEqual([{ to: '/en/admin', replace: false }]);
  });

  it('offers the back office in ru, en and ua (this page in each) and a way back to the site', () => {
    const page = adminPage('/admin/login', {
      lang: 'ru',
      api: fakeApi(() => ({})),
      actions: ['Admin/login'],
    });
    render(page.element);
    const languages = screen.getByRole('list', { name: 'Языки панели управления' });
    const links = [...languages.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('aria-current'),
    ]);
    expect(links).toEqual([
      ['RU Русский', '/admin/login', 'true'],
      ['EN Английский', '/en/admin/login', null],
      ['UA Украинский', '/ua/admin/login', null],
    ]);
    expect(screen.getByRole('link', { name: 'На сайт' }).getAttribute('href')).toBe('/');
  });

  it('says what to do about a forgotten password, in a disclosure that opens without JavaScript', async () => {
    const page = adminPage('/en/admin/login', {
      lang: 'en',
      api: fakeApi(() => ({})),
      actions: ['Admin/login'],
    });
    render(page.element);
    const question = screen.getByText('Forgot your password?');
    expect(question.tagName).toBe('SUMMARY');
    const help = screen.getByText(
      /Another administrator sets you a new one under Settings → Users/,
    );
    expect(help.closest('details')).toBe(question.closest('details'));
    expect(help.textContent).toMatch(/create-admin\.js/);
  });

  it('validates on the client and says when the credentials are wrong', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => {
      throw toWebError(401, {
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'Wrong e-mail or password',
        data: null,
      });
    });
    const page = adminPage('/admin/login', { lang: 'ru', api, actions: ['Admin/login'] });
    render(page.element);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getAllByText('Заполните это поле')).toHaveLength(2);
    await user.type(screen.getByLabelText('Эл. почта'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByText('Введите адрес вида name@example.com')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Эл. почта'), '@agency.test');
    await user.type(screen.getByLabelText('Пароль'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Неверная почта или пароль');
    expect(page.signIns).toEqual([]);
  });
});

const SETTINGS = { name: 'Olena Admin', email: 'admin@agency.test', lang: 'en' };

function accountPage(
  handler: Parameters<typeof fakeApi>[0],
  actions = ['AdminAccount/settings', 'AdminAccount/update'],
) {
  const api = fakeApi(handler);
  const page = adminPage('/en/admin/settings/account', {
    api,
    actions,
    data: { settings: SETTINGS },
  });
  render(page.element);
  return { ...page, api };
}

describe('AdminAccountScreen (/admin/settings/account)', () => {
  it('"currentPassword is required to change email or password"', async () => {
    const user = userEvent.setup();
    const { api } = accountPage(() => ({ settings: SETTINGS }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Olena Admin');
    await user.type(screen.getByLabelText('New password'), 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('Enter your current password to change the e-mail or the password'),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('saves the name alone without the current password, sending only what changed', async () => {
    const user = userEvent.setup();
    const { api } = accountPage(() => ({ settings: { ...SETTINGS, name: 'Olena K.' } }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Olena K.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toEqual({
      method: 'PUT',
      controller: 'AdminAccount',
      subaction: 'update',
      payload: { name: 'Olena K.', preferredLang: 'en' },
    });
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  });

  it('a language other than the page’s is sent as preferredLang (the call lang stays the page’s) and the back office follows it', async () => {
    const user = userEvent.setup();
    const { api, fixture } = accountPage(() => ({ settings: { ...SETTINGS, lang: 'ru' } }));
    await user.selectOptions(screen.getByLabelText('Language'), 'ru');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.payload).toEqual({ name: 'Olena Admin', preferredLang: 'ru' });
    await waitFor(() =>
      expect(fixture.navigations).toEqual([{ to: '/admin/settings/account', replace: false }]),
    );
  });

  it('a wrong current password answered by the server shows beside that field', async () => {
    const user = userEvent.setup();
    accountPage(() => {
      throw validationError([
        { field: 'currentPassword', code: 'invalid', message: 'The current password is wrong' },
      ]);
    });
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'olena@agency.test');
    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByLabelText('Current password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(field.getAttribute('aria-describedby')).toContain(
      screen.getByText('The current password is wrong').id,
    );
  });

  it('a common new password refused by the server is named beside that field', async () => {
    const user = userEvent.setup();
    accountPage(() => {
      throw validationError([
        { field: 'newPassword', code: 'common', message: 'This password is too common' },
      ]);
    });
    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('Current password'), 'the-old-one');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const text = await screen.findByText(
      'This password is among the most common ones. Choose another.',
    );
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toContain(
      text.id,
    );
  });

  it('without AdminAccount/update the settings are read-only and there is no save button', () => {
    accountPage(() => ({}), ['AdminAccount/settings']);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText('Name').closest('fieldset')?.disabled).toBe(true);
  });
});
