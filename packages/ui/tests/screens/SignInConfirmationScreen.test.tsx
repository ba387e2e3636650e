import { toWebError } from '@agency/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { fakeApi, siteFixture } from '../site-fixture';

const SESSION = { jwt: 'a.b.c', alternate: { owner: 'o', sid: 's' } };

describe.each([
  [
    'ru',
    '/sign-in/confirmation?phone=%2B380501234567',
    'Код',
    'Подтвердить',
    'Код состоит из 6 цифр',
    'Неверный код. Проверьте его и попробуйте ещё раз.',
    '/account',
    'Номер телефона',
    'Изменить номер',
    '/sign-in?tab=phone',
  ],
  [
    'en',
    '/en/sign-in/confirmation?phone=%2B380501234567',
    'Code',
    'Confirm',
    'The code is 6 digits',
    'The code is wrong. Check it and try again.',
    '/en/account',
    'Phone number',
    'Change the number',
    '/en/sign-in?tab=phone',
  ],
] as const)(
  'SignInConfirmationScreen in %s',
  (lang, url, codeLabel, confirm, badCode, wrongCode, account, phoneLabel, change, changeHref) => {
    it('names the phone, checks the six-digit code, calls Auth/confirm and signs in', async () => {
      const api = fakeApi(() => SESSION);
      const f = siteFixture(lang, { api });
      render(f.wrap(<App url={url} />));
      expect(screen.getByText(/\+380501234567/)).toBeTruthy();
      await userEvent.type(screen.getByLabelText(codeLabel, { selector: 'input' }), '12a');
      await userEvent.click(screen.getByRole('button', { name: confirm }));
      expect(screen.getByText(badCode)).toBeTruthy();
      expect(api.calls).toEqual([]);
      await userEvent.clear(screen.getByLabelText(codeLabel, { selector: 'input' }));
      await userEvent.type(screen.getByLabelText(codeLabel, { selector: 'input' }), '123456');
      await userEvent.click(screen.getByRole('button', { name: confirm }));
      expect(api.calls[0]).toMatchObject({
        controller: 'Auth',
        subaction: 'confirm',
        payload: { phone: '+380501234567', code: '123456', lang },
      });
      expect(f.store.getState().session.jwt).toBe('a.b.c');
      expect(f.navigations).toEqual([{ to: account, replace: false }]);
    });

    it('shows the phone as text with a way back to change it, and focuses the code field', () => {
      render(siteFixture(lang, { api: fakeApi(() => SESSION) }).wrap(<App url={url} />));
      expect(screen.queryByRole('textbox', { name: phoneLabel })).toBeNull();
      expect(document.activeElement).toBe(screen.getByLabelText(codeLabel, { selector: 'input' }));
      expect(screen.getByRole('link', { name: change }).getAttribute('href')).toBe(changeHref);
      // Without JavaScript the form still posts the phone it names.
      expect(
        (document.querySelector('input[type="hidden"][name="phone"]') as HTMLInputElement).value,
      ).toBe('+380501234567');
    });

    it('shows a wrong code from the server beside the code field', async () => {
      const api = fakeApi(() => {
        throw toWebError(400, {
          code: 'VALIDATION_FAILED',
          message: 'x',
          data: { fields: [{ field: 'code', code: 'invalid', message: 'wrong code' }] },
        });
      });
      render(siteFixture(lang, { api }).wrap(<App url={url} />));
      await userEvent.type(screen.getByLabelText(codeLabel, { selector: 'input' }), '654321');
      await userEvent.click(screen.getByRole('button', { name: confirm }));
      expect(screen.getByText(wrongCode)).toBeTruthy();
    });
  },
);
