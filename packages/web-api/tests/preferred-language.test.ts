import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let admin: string;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const call = (
  method: 'GET' | 'POST' | 'PUT',
  controller: string,
  subaction: string,
  fields: Record<string, unknown>,
  token: string | null = null,
) =>
  t.call({
    method,
    payload: { controller, subaction, lang: 'en', ...fields },
    token,
    headers: { 'x-forwarded-for': freshIp() },
  });

async function customer(email: string): Promise<string> {
  const password = 'a-long-enough-password-2026';
  const created = await call(
    'POST',
    'Users',
    'create',
    { item: { kind: 'customer', name: email, email, lang: 'en', password, roles: ['customer'] } },
    admin,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return (await call('POST', 'Auth', 'signIn', { email, password })).body.data.jwt;
}

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
});
afterAll(() => t.close());

describe('the preferred language is the one chosen, not the page language', () => {
  it('a customer on an English page chooses Ukrainian: it is saved, read back after a reload, and a later save from another page keeps it', async () => {
    const token = await customer('lang-choice@agency.test');
    const saved = await call(
      'PUT',
      'Account',
      'updateSettings',
      { lang: 'en', preferredLang: 'ua' },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.settings.lang).toBe('ua');
    const reloaded = await call('GET', 'Account', 'settings', { lang: 'en' }, token);
    expect(reloaded.body.data.settings.lang).toBe('ua');
    // A save of the name from a Russian page does not change the language.
    await call('PUT', 'Account', 'updateSettings', { lang: 'ru', name: 'Renamed' }, token);
    const again = await call('GET', 'Account', 'settings', { lang: 'ru' }, token);
    expect(again.body.data.settings).toMatchObject({ name: 'Renamed', lang: 'ua' });
  });

  it('the confirmation of a new e-mail goes out in the preferred language, whatever the page', async () => {
    const token = await customer('lang-mail@agency.test');
    const changed = await call(
      'PUT',
      'Account',
      'updateSettings',
      {
        lang: 'en',
        preferredLang: 'ru',
        email: 'lang-mail-new@agency.test',
        currentPassword: 'a-long-enough-password-2026',
      },
      token,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const link = t.outbox.filter((message) => message.to === 'lang-mail-new@agency.test').at(-1);
    expect(link?.lang).toBe('ru');
    expect(link?.text).toContain('/email-confirmation?token=');
    expect(link?.text).not.toContain('/en/email-confirmation');
  });

  it('a language outside the account languages is refused with a field error', async () => {
    const token = await customer('lang-es@agency.test');
    const refused = await call(
      'PUT',
      'Account',
      'updateSettings',
      { lang: 'en', preferredLang: 'es' },
      token,
    );
    expect(refused.status).toBe(400);
  });

  it('an admin on an English page chooses Russian: AdminAccount/settings reads Russian back', async () => {
    const saved = await call(
      'PUT',
      'AdminAccount',
      'update',
      { lang: 'en', preferredLang: 'ru' },
      admin,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await call('GET', 'AdminAccount', 'settings', { lang: 'en' }, admin);
    expect(read.body.data.settings.lang).toBe('ru');
    await call('PUT', 'AdminAccount', 'update', { lang: 'ua', name: 'Admin' }, admin);
    const kept = await call('GET', 'AdminAccount', 'settings', { lang: 'ua' }, admin);
    expect(kept.body.data.settings.lang).toBe('ru');
  });
});
