import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CREDENTIALS } from '../src/index';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let admin: string;
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

type Fields = Record<string, unknown>;
const call = (
  method: 'GET' | 'POST' | 'PUT',
  controller: string,
  subaction: string,
  fields: Fields,
  token: string | null = null,
  ip = freshIp(),
) =>
  t.call({
    method,
    payload: { controller, subaction, lang: 'en', ...fields },
    token,
    headers: { 'x-forwarded-for': ip },
  });

async function customer(email: string, password: string): Promise<string> {
  const created = await call(
    'POST',
    'Users',
    'create',
    { item: { kind: 'customer', name: email, email, lang: 'en', password, roles: ['customer'] } },
    admin,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const signIn = await call('POST', 'Auth', 'signIn', { email, password });
  expect(signIn.status).toBe(200);
  return signIn.body.data.jwt;
}

async function confirmLink(to: string) {
  const message = [...t.outbox].reverse().find((item) => item.to === to);
  const token = /token=([\w-]+)/.exec(message?.text ?? '')?.[1] as string;
  return call('POST', 'Auth', 'confirmEmail', { token });
}

const hashOf = async (email: string) =>
  (
    await t.api.db.query<{ password_hash: string }>(
      'select password_hash from users where email = $1',
      [email],
    )
  ).rows[0]?.password_hash ?? '';

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
});
afterAll(() => t.close());

describe('account takeover with a stolen token', () => {
  it('changing the e-mail or the phone needs the current password', async () => {
    const token = await customer('owner1@agency.test', 'owner1-secret-words');
    for (const change of [{ email: 'thief@evil.test' }, { phone: '+15550001111' }]) {
      const missing = await call('PUT', 'Account', 'updateSettings', change, token);
      expect(missing.status).toBe(400);
      expect(missing.body.data.fields[0]).toMatchObject({
        field: 'currentPassword',
        code: 'required',
      });
      const wrong = await call(
        'PUT',
        'Account',
        'updateSettings',
        { ...change, currentPassword: 'not the password' },
        token,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.data.fields[0]).toMatchObject({
        field: 'currentPassword',
        code: 'invalid',
      });
    }
    const settings = await call('GET', 'Account', 'settings', {}, token);
    expect(settings.body.data.settings).toMatchObject({
      email: 'owner1@agency.test',
      phone: null,
      pendingEmail: null,
    });
    const renamed = await call('PUT', 'Account', 'updateSettings', { name: 'Owner' }, token);
    expect(renamed.status).toBe(200);
  });

  it('the old e-mail stays the sign-in address until the new one is confirmed, and is told of the change', async () => {
    const token = await customer('owner2@agency.test', 'owner2-secret-words');
    const sent = t.outbox.length;
    const changed = await call(
      'PUT',
      'Account',
      'updateSettings',
      { email: 'owner2-new@agency.test', currentPassword: 'owner2-secret-words' },
      token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.settings).toMatchObject({
      email: 'owner2@agency.test',
      emailConfirmed: false,
      pendingEmail: 'owner2-new@agency.test',
    });
    const messages = t.outbox.slice(sent);
    const told = messages.find((message) => message.to === 'owner2@agency.test');
    expect(told?.text).toContain('owner2-new@agency.test');
    expect(messages.find((m) => m.to === 'owner2-new@agency.test')?.text).toContain('token=');
    const oldSignIn = await call('POST', 'Auth', 'signIn', {
      email: 'owner2@agency.test',
      password: 'owner2-secret-words',
    });
    expect(oldSignIn.status).toBe(200);
    const newSignIn = await call('POST', 'Auth', 'signIn', {
      email: 'owner2-new@agency.test',
      password: 'owner2-secret-words',
    });
    expect(newSignIn.status).toBe(400);
    expect((await confirmLink('owner2-new@agency.test')).status).toBe(200);
    const after = await call('POST', 'Auth', 'signIn', {
      email: 'owner2-new@agency.test',
      password: 'owner2-secret-words',
    });
    expect(after.status).toBe(200);
    const settings = await call('GET', 'Account', 'settings', {}, token);
    expect(settings.body.data.settings).toMatchObject({
      email: 'owner2-new@agency.test',
      emailConfirmed: true,
      pendingEmail: null,
    });
  });

  it('a new phone waits for the code sent to it; once entered, it is the phone and the current address is told', async () => {
    const token = await customer('owner3@agency.test', 'owner3-secret-words');
    const changed = await call(
      'PUT',
      'Account',
      'updateSettings',
      { phone: '+15550002222', currentPassword: 'owner3-secret-words' },
      token,
    );
    expect(changed.body.data.settings).toMatchObject({ phone: null, pendingPhone: '+15550002222' });
    const sms = t.outbox.at(-1);
    expect(sms).toMatchObject({ channel: 'sms', to: '+15550002222' });
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] as string;
    const wrong = await call(
      'POST',
      'Account',
      'confirmPhone',
      { code: code === '000000' ? '000001' : '000000' },
      token,
    );
    expect(wrong.status).toBe(400);
    const confirmed = await call('POST', 'Account', 'confirmPhone', { code }, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.settings).toMatchObject({
      phone: '+15550002222',
      pendingPhone: null,
    });
    expect(t.outbox.at(-1)).toMatchObject({ to: 'owner3@agency.test' });
    expect(t.outbox.at(-1)?.text).toContain('+15550002222');
    const again = await call('POST', 'Account', 'confirmPhone', { code }, token);
    expect(again.status).toBe(404);
  });

  it('recovery goes only to a confirmed address: never to a pending or unconfirmed one', async () => {
    const token = await customer('owner4@agency.test', 'owner4-secret-words');
    await call(
      'PUT',
      'Account',
      'updateSettings',
      { email: 'owner4-new@agency.test', currentPassword: 'owner4-secret-words' },
      token,
    );
    const sent = t.outbox.length;
    // A pending address is no account's sign-in address, and owner4 was created unconfirmed.
    for (const email of ['owner4-new@agency.test', 'owner4@agency.test']) {
      const asked = await call('POST', 'Auth', 'recover', { email });
      expect(asked.status).toBe(200);
    }
    expect(t.outbox.slice(sent)).toEqual([]);
    // The demo customer's address is confirmed: the code goes out.
    await call('POST', 'Auth', 'recover', { email: DEMO_CREDENTIALS.customer.email });
    expect(t.outbox.slice(sent).map((message) => message.to)).toEqual([
      DEMO_CREDENTIALS.customer.email,
    ]);
  });

  it('a newer change makes the older confirmation link invalid', async () => {
    const token = await customer('owner5@agency.test', 'owner5-secret-words');
    const change = (email: string) =>
      call(
        'PUT',
        'Account',
        'updateSettings',
        { email, currentPassword: 'owner5-secret-words' },
        token,
      );
    await change('owner5-a@agency.test');
    await change('owner5-b@agency.test');
    expect((await confirmLink('owner5-a@agency.test')).status).toBe(400);
    expect((await confirmLink('owner5-b@agency.test')).status).toBe(200);
  });
});

describe('a pending address another account took meanwhile', () => {
  it('its link answers 409 and the sign-in address stays', async () => {
    const token = await customer('owner6@agency.test', 'owner6-secret-words');
    await call(
      'PUT',
      'Account',
      'updateSettings',
      { email: 'taken-later@agency.test', currentPassword: 'owner6-secret-words' },
      token,
    );
    await customer('taken-later@agency.test', 'someone-else-words');
    const confirmed = await confirmLink('taken-later@agency.test');
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.data.fields[0]).toMatchObject({ field: 'token', code: 'duplicate' });
    const settings = await call('GET', 'Account', 'settings', {}, token);
    expect(settings.body.data.settings.email).toBe('owner6@agency.test');
  });
});

describe('admin credentials', () => {
  it('an admin password change ends the admin’s other sessions and is audited; admin sign-ins are audited', async () => {
    const email = 'second-admin@agency.test';
    await call(
      'POST',
      'Users',
      'create',
      {
        item: {
          kind: 'admin',
          name: 'Second',
          email,
          lang: 'en',
          password: 'second-admin-words',
          roles: ['admin'],
        },
      },
      admin,
    );
    const login = async (password: string) =>
      (await call('POST', 'Admin', 'login', { email, password })).body.data.jwt as string;
    const other = await login('second-admin-words');
    const current = await login('second-admin-words');
    const changed = await call(
      'PUT',
      'AdminAccount',
      'update',
      { currentPassword: 'second-admin-words', newPassword: 'second-admin-new-words' },
      current,
    );
    expect(changed.status).toBe(200);
    expect((await call('GET', 'AdminAccount', 'settings', {}, other)).status).toBe(410);
    expect((await call('GET', 'AdminAccount', 'settings', {}, current)).status).toBe(200);
    const audit = await call('GET', 'Audit', 'list', { filter: email }, admin);
    const actions = audit.body.data.items.map((item: { action: string }) => item.action);
    expect(actions).toContain('AdminAccount/update');
    expect(actions.filter((action: string) => action === 'Admin/login').length).toBe(2);
    const entry = audit.body.data.items.find(
      (item: { action: string }) => item.action === 'AdminAccount/update',
    );
    expect(entry.after.changed).toEqual(['password']);
    expect(JSON.stringify(audit.body)).not.toContain('scrypt$');
    expect(JSON.stringify(audit.body)).not.toContain('second-admin-new-words');
  });
});

describe('passwords', () => {
  it.each([
    ['Account/changePassword', 'newPassword'],
    ['Auth/recoverConfirm', 'password'],
    ['Users/create', 'item.password'],
    ['Users/update', 'item.password'],
    ['AdminAccount/update', 'newPassword'],
  ])(
    '%s refuses a common password (case-insensitive) with a field error',
    async (action, field) => {
      const common = 'PassWord123';
      const token = await customer(`common-${ipCounter}@agency.test`, 'a-decent-passphrase');
      const requests: Record<string, () => ReturnType<typeof call>> = {
        'Account/changePassword': () =>
          call(
            'POST',
            'Account',
            'changePassword',
            { currentPassword: 'a-decent-passphrase', newPassword: common },
            token,
          ),
        'Auth/recoverConfirm': () =>
          call('POST', 'Auth', 'recoverConfirm', {
            email: DEMO_CREDENTIALS.customer.email,
            code: '000000',
            password: common,
          }),
        'Users/create': () =>
          call(
            'POST',
            'Users',
            'create',
            {
              item: {
                kind: 'customer',
                name: 'x',
                email: 'x-common@agency.test',
                lang: 'en',
                password: common,
                roles: ['customer'],
              },
            },
            admin,
          ),
        'Users/update': async () => {
          const { body } = await call('GET', 'Users', 'list', { filter: 'owner1@' }, admin);
          return call(
            'PUT',
            'Users',
            'update',
            { id: body.data.items[0].id, item: { password: common } },
            admin,
          );
        },
        'AdminAccount/update': () =>
          call(
            'PUT',
            'AdminAccount',
            'update',
            { currentPassword: DEMO_CREDENTIALS.admin.password, newPassword: common },
            admin,
          ),
      };
      const answer = await (requests[action] as () => ReturnType<typeof call>)();
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields[0]).toMatchObject({ field, code: 'common' });
    },
  );

  it('new hashes use scrypt N=2^17 with the parameters in the string', async () => {
    // The suites lower N through AGENCY_TEST_SCRYPT_LOG2N; this test and the next use the real cost.
    vi.stubEnv('AGENCY_TEST_SCRYPT_LOG2N', '');
    await customer('strong@agency.test', 'strong-secret-words');
    expect(await hashOf('strong@agency.test')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('an old N=2^14 hash still verifies and is re-hashed at N=2^17 on the next sign-in', async () => {
    vi.stubEnv('AGENCY_TEST_SCRYPT_LOG2N', '');
    await customer('legacy@agency.test', 'legacy-secret-words');
    const salt = randomBytes(16);
    const key = scryptSync('legacy-secret-words', salt, 64, { N: 16384, r: 8, p: 1 });
    const legacy = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
    await t.api.db.query('update users set password_hash = $1 where email = $2', [
      legacy,
      'legacy@agency.test',
    ]);
    const signIn = await call('POST', 'Auth', 'signIn', {
      email: 'legacy@agency.test',
      password: 'legacy-secret-words',
    });
    expect(signIn.status).toBe(200);
    expect(await hashOf('legacy@agency.test')).toMatch(/^scrypt\$131072\$8\$1\$/);
    const again = await call('POST', 'Auth', 'signIn', {
      email: 'legacy@agency.test',
      password: 'legacy-secret-words',
    });
    expect(again.status).toBe(200);
  });

  it('wrong currentPassword guesses on changePassword count like failed sign-ins', async () => {
    const token = await customer('guessed@agency.test', 'guessed-secret-words');
    const ip = freshIp();
    const guess = () =>
      call(
        'POST',
        'Account',
        'changePassword',
        { currentPassword: 'a guess', newPassword: 'whatever-new-words' },
        token,
        ip,
      );
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(400);
    expect((await guess()).status).toBe(429);
    // The same counter guards the sign-in of that address from that client.
    const signIn = await call(
      'POST',
      'Auth',
      'signIn',
      { email: 'guessed@agency.test', password: 'guessed-secret-words' },
      null,
      ip,
    );
    expect(signIn.status).toBe(429);
  });
});
