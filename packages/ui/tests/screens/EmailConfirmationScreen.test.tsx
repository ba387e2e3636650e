import { toWebError } from '@agency/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
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
