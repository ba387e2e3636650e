import { toWebError, type WebError } from '@agency/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import type { WebApiRequest } from '../../src/provider/web-api';
import { fakeApi, siteFixture } from '../site-fixture';

const SESSION = {
  jwt: 'header.payload.signature',
  alternate: { owner: 'owner-1', sid: 'sid-1', name: 'Demo Coffee' },
};

const TEXTS = {
  ru: {
    url: '/sign-in',
    title: 'Вход',
    email: 'E-mail',
    password: 'Пароль',
    phoneTab: 'Телефон',
    phone: 'Номер телефона',
    submit: 'Войти',
    sendCode: 'Отправить код',
    pending: 'Подождите…',
    required: 'Заполните это поле',
    badEmail: 'Введите адрес e-mail, например name@example.com',
    credentials: 'Неверный e-mail или пароль.',
    account: '/account',
    confirmation: '/sign-in/confirmation?phone=%2B380501234567',
  },
  en: {
    url: '/en/sign-in',
    title: 'Sign in',
    email: 'E-mail',
    password: 'Password',
    phoneTab: 'Phone',
    phone: 'Phone number',
    submit: 'Sign in',
    sendCode: 'Send code',
    pending: 'Please wait…',
    required: 'Fill in this field',
    badEmail: 'Enter an e-mail address like name@example.com',
    credentials: 'The e-mail or the password is wrong.',
    account: '/en/account',
    confirmation: '/en/sign-in/confirmation?phone=%2B380501234567',
  },
} as const;

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function badRequest(fields: { field: string; code: string; message: string }[]): WebError {
  return toWebError(400, {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'Invalid',
    data: { fields },
  });
}

describe.each(['ru', 'en'] as const)('SignInScreen in %s', (lang) => {
  const t = TEXTS[lang];

  it('has labelled fields and shows client validation messages beside them without calling the api', async () => {
    const api = fakeApi(() => SESSION);
    render(siteFixture(lang, { api }).wrap(<App url={t.url} />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.title);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    const email = screen.getByLabelText(t.email, { selector: 'input' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      t.required,
    );
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.getByText(t.badEmail)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('calls Auth/signIn, disables the submit while pending, then sets the jwt and opens the account', async () => {
    const answer = deferred<unknown>();
    const api = fakeApi(() => answer.promise);
    const f = siteFixture(lang, { api });
    render(f.wrap(<App url={t.url} />));
    await userEvent.type(
      screen.getByLabelText(t.email, { selector: 'input' }),
      ' demo@agency.test ',
    );
    await userEvent.type(screen.getByLabelText(t.password, { selector: 'input' }), 'demo-customer');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    const pending = screen.getByRole('button', { name: t.pending });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls).toEqual<WebApiRequest[]>([
      {
        method: 'POST',
        controller: 'Auth',
        subaction: 'signIn',
        payload: { email: 'demo@agency.test', password: 'demo-customer', lang },
      },
    ]);
    await act(async () => answer.resolve(SESSION));
    expect(f.store.getState().session.jwt).toBe(SESSION.jwt);
    expect(f.store.getState().session.alternates).toEqual([SESSION.alternate]);
    expect(f.navigations).toEqual([{ to: t.account, replace: false }]);
  });

  it("shows the server's field errors beside the fields", async () => {
    const api = fakeApi(() => {
      throw badRequest([{ field: 'password', code: 'invalid', message: 'wrong credentials' }]);
    });
    const f = siteFixture(lang, { api });
    render(f.wrap(<App url={t.url} />));
    await userEvent.type(screen.getByLabelText(t.email, { selector: 'input' }), 'demo@agency.test');
    await userEvent.type(screen.getByLabelText(t.password, { selector: 'input' }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    const password = screen.getByLabelText(t.password, { selector: 'input' });
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(t.credentials);
    expect(f.store.getState().session.jwt).toBeNull();
    expect((screen.getByRole('button', { name: t.submit }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await userEvent.type(password, 'x');
    expect(password.getAttribute('aria-invalid')).toBe('false');
  });

  it('a network failure shows the catalogue text as a form alert', async () => {
    const api = fakeApi(() => {
      throw { statusCode: 0, code: 'NETWORK_FAILURE', message: '', data: null, headers: {} };
    });
    render(siteFixture(lang, { api }).wrap(<App url={t.url} />));
    await userEvent.type(screen.getByLabelText(t.email, { selector: 'input' }), 'demo@agency.test');
    await userEvent.type(screen.getByLabelText(t.password, { selector: 'input' }), 'secret');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    const main = screen.getByRole('main');
    expect(within(main).getByRole('alert').textContent).toBe(
      lang === 'ru'
        ? 'Проверьте подключение к интернету. Нет связи)'
        : 'Check your internet connection. No contact)',
    );
  });

  it('phone sign-in calls Auth/phoneSignIn and opens the confirmation with the phone', async () => {
    const api = fakeApi(() => ({ sent: true, expiresIn: 600, attempts: 5 }));
    const f = siteFixture(lang, { api });
    render(f.wrap(<App url={t.url} />));
    await userEvent.click(screen.getByRole('tab', { name: t.phoneTab }));
    expect(screen.getByRole('tab', { name: t.phoneTab }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: t.sendCode }));
    expect(screen.getByText(t.required)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(t.phone, { selector: 'input' }), '+380501234567');
    await userEvent.click(screen.getByRole('button', { name: t.sendCode }));
    expect(api.calls[0]).toMatchObject({
      subaction: 'phoneSignIn',
      payload: { phone: '+380501234567', lang },
    });
    expect(f.navigations).toEqual([{ to: t.confirmation, replace: false }]);
  });
});

describe('SignInScreen in es: a Spanish visitor continues in English', () => {
  it('says in Spanish that the account continues in English, and a sign-in opens /en/account', async () => {
    const api = fakeApi(() => SESSION);
    const f = siteFixture('es', { api });
    render(f.wrap(<App url="/es/sign-in" />));
    expect(
      screen.getByText(
        'Después de iniciar sesión, su cuenta se abrirá en inglés: está disponible en ruso, ucraniano e inglés.',
      ),
    ).toBeTruthy();
    await userEvent.type(
      screen.getByLabelText('E-mail', { selector: 'input' }),
      'demo@agency.test',
    );
    await userEvent.type(
      screen.getByLabelText('Contraseña', { selector: 'input' }),
      'demo-customer',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await act(async () => {});
    expect(f.navigations).toEqual([{ to: '/en/account', replace: false }]);
  });

  it('an English, Russian or Ukrainian sign-in page says nothing of it', () => {
    render(siteFixture('en', { api: fakeApi(() => SESSION) }).wrap(<App url="/en/sign-in" />));
    expect(screen.queryByText(/opens in English/)).toBeNull();
  });
});

describe.each([
  [
    'ru',
    '/sign-in',
    'Кабинет агентство открывает каждому своему клиенту: чтобы получить его, напишите нам.',
  ],
  [
    'ua',
    '/ua/sign-in',
    'Кабінет агенція відкриває кожному своєму клієнту: щоб отримати його, напишіть нам.',
  ],
  [
    'en',
    '/en/sign-in',
    'The agency opens an account for each of its clients: to get one, write to us.',
  ],
  [
    'es',
    '/es/sign-in',
    'La agencia abre una cuenta a cada uno de sus clientes: para obtenerla, escríbanos.',
  ],
] as const)('SignInScreen in %s: how to get an account', (lang, url, sentence) => {
  it('says in one sentence how a person gets an account', () => {
    render(siteFixture(lang, { api: fakeApi(() => SESSION) }).wrap(<App url={url} />));
    expect(screen.getByText(sentence)).toBeTruthy();
  });
});
