import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

// Every text a person reads in an answer comes in the payload's language (issue 16).
let t: TestApi;
let customer: string;

beforeAll(async () => {
  t = await startTestApi();
  customer = await t.signIn();
});
afterAll(() => t.close());

const wrongPassword = (lang: string) =>
  t.call({
    method: 'POST',
    payload: {
      controller: 'Account',
      subaction: 'changePassword',
      lang,
      currentPassword: 'not the password at all',
      newPassword: 'a brand new password',
    },
    token: customer,
  });

describe('server messages in the request language', () => {
  it('a wrong current password: Russian for ru, Ukrainian for ua, with the stable code', async () => {
    const ru = await wrongPassword('ru');
    expect(ru.status).toBe(400);
    expect(ru.body.message).toBe('Текущий пароль введён неверно');
    expect(ru.body.data.fields).toEqual([
      { field: 'currentPassword', code: 'invalid', message: 'Текущий пароль введён неверно' },
    ]);
    const ua = await wrongPassword('ua');
    expect(ua.body.data.fields[0].message).toBe('Поточний пароль введено неправильно');
    const en = await wrongPassword('en');
    expect(en.body.data.fields[0].message).toBe('The current password is wrong');
  });

  it('a wrong sign-in in Spanish is answered in Spanish', async () => {
    const answer = await t.call({
      method: 'POST',
      payload: {
        controller: 'Auth',
        subaction: 'signIn',
        lang: 'es',
        email: 'nobody@agency.test',
        password: 'wrong password',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields[0]).toEqual({
      field: 'password',
      code: 'invalid_credentials',
      message: 'Correo electrónico o contraseña incorrectos',
    });
  });

  it('a contract rule is worded in the language too, the answer naming the field', async () => {
    const answer = await t.call({
      method: 'POST',
      payload: {
        controller: 'Auth',
        subaction: 'signIn',
        lang: 'ua',
        email: 'not an address',
        password: 'whatever password',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields[0]).toMatchObject({ field: 'email', code: 'format' });
    expect(answer.body.data.fields[0].message).toBe(
      'Введіть адресу електронної пошти, наприклад name@example.com',
    );
    expect(answer.body.message).toBe(
      'Дані не прийнято: email — Введіть адресу електронної пошти, наприклад name@example.com',
    );
  });

  it('a body that cannot be read (no lang to go by) is answered in the default language, ru', async () => {
    const answer = await t.call({
      method: 'POST',
      raw: { type: 'application/json', body: '{"controller":' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Тело запроса — не JSON');
  });

  it('an import preview in ua names the spreadsheet column and the row of each problem', async () => {
    const form = new FormData();
    form.set('controller', 'Import');
    form.set('subaction', 'preview');
    form.set('lang', 'ua');
    const csv = 'Store code,Business name,Tuesday hours\n,Cafe,09:00-13:00\nB-2,Bar,9-5\n';
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'locations.csv');
    const answer = await t.call({ method: 'POST', form, token: customer });
    expect(answer.status).toBe(200);
    const [first, second] = answer.body.data.rows;
    expect(first.errors).toEqual([
      {
        field: 'Store code',
        code: 'required',
        message: 'Рядок 1, стовпець «Store code»: обов’язкове поле, а клітинка порожня',
      },
    ]);
    expect(second.errors).toEqual([
      {
        field: 'Tuesday hours',
        code: 'hours_format',
        message:
          'Рядок 2, стовпець «Tuesday hours»: «9-5» — не період роботи; пишіть ГГ:ХХ-ГГ:ХХ, наприклад 09:00-18:00, періоди через кому, або x, якщо зачинено',
      },
    ]);
  });

  it('a file the import cannot read is refused in the language of the form', async () => {
    const form = new FormData();
    form.set('controller', 'Import');
    form.set('subaction', 'preview');
    form.set('lang', 'ru');
    form.set('file', new Blob([''], { type: 'text/csv' }), 'empty.csv');
    const answer = await t.call({ method: 'POST', form, token: customer });
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields[0].code).toBe('EMPTY_FILE');
    expect(answer.body.message).toMatch(/^Файл пуст/);
  });
});
