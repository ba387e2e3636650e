import { toWebError } from '@agency/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { type PostedForm, PostedFormContext } from '../../src/provider/posted-form';
import { fakeApi, siteFixture } from '../site-fixture';

const TOKEN = 'q3Jx0c8mWm4z6b1n2v5c7x9z0a1s2d3f';

describe.each([
  [
    'ru',
    '',
    'Ваш e-mail подтверждён. Спасибо!',
    'Ссылка для подтверждения недействительна или устарела.',
    'Ссылка для подтверждения неполная. Откройте ссылку из письма ещё раз.',
  ],
  [
    'en',
    '/en',
    'Your e-mail is confirmed. Thank you!',
    'This confirmation link is invalid or has expired.',
    'The confirmation link is incomplete. Open the link from the e-mail again.',
  ],
] as const)('EmailConfirmationScreen in %s', (lang, prefix, done, failed, missing) => {
  it('sends the link token to Auth/confirmEmail and says the address is confirmed', async () => {
    const api = fakeApi(() => ({ confirmed: true, email: 'demo@agency.test' }));
    render(
      siteFixture(lang, { api }).wrap(<App url={`${prefix}/email-confirmation?token=${TOKEN}`} />),
    );
    expect(await screen.findByText(done)).toBeTruthy();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        controller: 'Auth',
        subaction: 'confirmEmail',
        payload: { token: TOKEN, lang },
      },
    ]);
  });

  it('says when the link is invalid or expired', async () => {
    const api = fakeApi(() => {
      throw toWebError(400, { code: 'VALIDATION_FAILED', message: 'bad token', data: null });
    });
    render(
      siteFixture(lang, { api }).wrap(<App url={`${prefix}/email-confirmation?token=${TOKEN}`} />),
    );
    expect(await screen.findByText(failed)).toBeTruthy();
  });

  it('says at once when the link has no token, without calling the api', () => {
    const api = fakeApi(() => ({}));
    render(siteFixture(lang, { api }).wrap(<App url={`${prefix}/email-confirmation`} />));
    expect(screen.getByText(missing)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

describe('EmailConfirmationScreen for an invitation (issue 28: a won lead’s new account)', () => {
  const asksPassword = () =>
    toWebError(400, {
      code: 'VALIDATION_FAILED',
      message: 'Choose a password for your account (at least 8 characters)',
      data: {
        fields: [
          {
            field: 'password',
            code: 'required',
            message: 'Choose a password for your account (at least 8 characters)',
          },
        ],
      },
    });

  it('asks for the account’s first password, sends it with the token, then says the address is confirmed', async () => {
    const user = userEvent.setup();
    const api = fakeApi((request) => {
      const payload = request.payload as { password?: string };
      if (payload.password === undefined) throw asksPassword();
      return { confirmed: true, email: 'olena@coffee.example' };
    });
    render(siteFixture('ua', { api }).wrap(<App url={`/ua/email-confirmation?token=${TOKEN}`} />));
    expect(
      await screen.findByText(
        'Ласкаво просимо! Ваш кабінет готовий: придумайте пароль, щоб завершити.',
      ),
    ).toBeTruthy();
    // A password under 8 characters is refused before any call.
    await user.type(screen.getByLabelText('Новий пароль'), 'short');
    await user.click(screen.getByRole('button', { name: 'Зберегти пароль' }));
    expect(api.calls).toHaveLength(1);
    await user.clear(screen.getByLabelText('Новий пароль'));
    await user.type(screen.getByLabelText('Новий пароль'), 'kava-na-podoli-2026');
    await user.click(screen.getByRole('button', { name: 'Зберегти пароль' }));
    expect(await screen.findByText('Ваш e-mail підтверджено. Дякуємо!')).toBeTruthy();
    expect(api.calls.at(-1)?.payload).toEqual({
      token: TOKEN,
      password: 'kava-na-podoli-2026',
      lang: 'ua',
    });
  });
});

describe('EmailConfirmationScreen without JavaScript', () => {
  const url = `/en/email-confirmation?token=${TOKEN}`;
  // The server's HTML of the page (what a browser without JavaScript shows) and its post forms' fields.
  const page = (posted: PostedForm | null = null) => {
    const api = fakeApi(() => ({ confirmed: true, email: 'demo@agency.test' }));
    document.body.innerHTML = renderToString(
      siteFixture('en', { api }).wrap(
        <PostedFormContext.Provider value={posted}>
          <App url={url} />
        </PostedFormContext.Provider>,
      ),
    );
    const forms = [...document.querySelectorAll<HTMLFormElement>('form[method="post"]')].map(
      (form) => ({
        action: form.getAttribute('action'),
        fields: Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)])),
      }),
    );
    return { api, forms, text: document.body.textContent ?? '' };
  };

  it('a button posts the token (confirmEmail) to the page itself; nothing is called before it', () => {
    const { api, forms, text } = page();
    expect(text).toContain('Confirm your e-mail address with the button below.');
    expect(forms).toEqual([{ action: url, fields: { _form: 'confirmEmail', token: TOKEN } }]);
    expect(document.querySelector('form button[type="submit"]')?.textContent).toBe(
      'Confirm the address',
    );
    expect(api.calls).toEqual([]);
  });

  it('the posted answer is drawn: confirmed, or an invitation’s password step posted with its token', () => {
    const done = page({ form: 'confirmEmail', values: {}, error: null, done: true });
    expect(done.text).toContain('Your e-mail is confirmed. Thank you!');
    expect(done.forms).toEqual([]);

    const password = page({
      form: 'confirmEmail',
      values: {},
      error: toWebError(400, {
        code: 'VALIDATION_FAILED',
        message: 'Choose a password',
        data: { fields: [{ field: 'password', code: 'required', message: 'Choose a password' }] },
      }),
    });
    expect(password.text).toContain('Welcome! Your account is ready');
    expect(password.forms).toEqual([
      { action: url, fields: { _form: 'confirmEmail', token: TOKEN, password: '' } },
    ]);

    const gone = page({
      form: 'confirmEmail',
      values: {},
      error: toWebError(400, { code: 'VALIDATION_FAILED', message: 'bad token', data: null }),
    });
    expect(gone.text).toContain('This confirmation link is invalid or has expired.');
  });

  it('with JavaScript, a page drawn for a posted answer does not call again', async () => {
    const api = fakeApi(() => ({ confirmed: true, email: 'demo@agency.test' }));
    render(
      siteFixture('en', { api }).wrap(
        <PostedFormContext.Provider
          value={{ form: 'confirmEmail', values: {}, error: null, done: true }}
        >
          <App url={url} />
        </PostedFormContext.Provider>,
      ),
    );
    expect(await screen.findByText('Your e-mail is confirmed. Thank you!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm the address' })).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
