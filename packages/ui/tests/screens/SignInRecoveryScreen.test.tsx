import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { fakeApi, siteFixture } from '../site-fixture';

describe.each([
  [
    'ru',
    '/sign-in/recovery',
    'Восстановление пароля',
    'Отправить код',
    'Код',
    'Новый пароль',
    'Подтвердить',
    'Пароль должен быть не короче 8 символов',
    '/account',
  ],
  [
    'en',
    '/en/sign-in/recovery',
    'Password recovery',
    'Send code',
    'Code',
    'New password',
    'Confirm',
    'The password must be at least 8 characters long',
    '/en/account',
  ],
] as const)(
  'SignInRecoveryScreen in %s',
  (lang, url, title, send, code, password, confirm, short, account) => {
    it('asks for a code (Auth/recover), then sets a new password (Auth/recoverConfirm) and signs in', async () => {
      const api = fakeApi((request) =>
        request.subaction === 'recover'
          ? { sent: true, expiresIn: 600, attempts: 5 }
          : { jwt: 'j.w.t', alternate: { owner: 'o', sid: 's' } },
      );
      const f = siteFixture(lang, { api });
      render(f.wrap(<App url={url} />));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      await userEvent.type(
        screen.getByLabelText('E-mail', { selector: 'input' }),
        'demo@agency.test',
      );
      await userEvent.click(screen.getByRole('button', { name: send }));
      expect(api.calls[0]).toMatchObject({
        subaction: 'recover',
        payload: { email: 'demo@agency.test', lang },
      });
      expect(within(screen.getByRole('main')).getByRole('status').textContent).toMatch(
        /demo@agency\.test/,
      );
      await userEvent.type(screen.getByLabelText(code, { selector: 'input' }), '123456');
      await userEvent.type(screen.getByLabelText(password, { selector: 'input' }), 'short');
      await userEvent.click(screen.getByRole('button', { name: confirm }));
      expect(screen.getByText(short)).toBeTruthy();
      expect(api.calls).toHaveLength(1);
      await userEvent.type(screen.getByLabelText(password, { selector: 'input' }), '-and-long');
      await userEvent.click(screen.getByRole('button', { name: confirm }));
      expect(api.calls[1]).toMatchObject({
        subaction: 'recoverConfirm',
        payload: { email: 'demo@agency.test', code: '123456', password: 'short-and-long', lang },
      });
      expect(f.store.getState().session.jwt).toBe('j.w.t');
      expect(f.navigations).toEqual([{ to: account, replace: false }]);
    });
  },
);
