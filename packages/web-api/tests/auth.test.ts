import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scryptParams } from '../src/auth/password';
import { DEMO_CREDENTIALS } from '../src/index';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const MINUTE = 60_000;
let ipCounter = 0;
// Each test speaks from its own address, so per-IP limits of one test do not leak into another.
const freshIp = () => `198.51.100.${++ipCounter}`;

const auth = (subaction: string, fields: Record<string, unknown>, ip: string) =>
  t.call({
    method: 'POST',
    payload: { controller: 'Auth', subaction, lang: 'en', ...fields },
    headers: { 'x-forwarded-for': ip },
  });

function lastCode(to: string): string {
  const message = [...t.outbox].reverse().find((item) => item.to === to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const phone = DEMO_CREDENTIALS.customer.phone;

describe('phone sign-in with a one-time code', () => {
  it('sends a code to the outbox and confirming it signs in', async () => {
    const ip = freshIp();
    const sent = await auth('phoneSignIn', { phone }, ip);
    expect(sent.body.data).toEqual({ sent: true, expiresIn: 600, attempts: 5 });
    expect(t.outbox.at(-1)).toMatchObject({ channel: 'sms', to: phone });
    const confirmed = await auth('confirm', { phone, code: lastCode(phone) }, ip);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.alternate.name).toBe('Demo Coffee');
    const profile = await t.call({
      method: 'POST',
      payload: { controller: 'Index', subaction: 'profile', lang: 'en' },
      token: confirmed.body.data.jwt,
    });
    expect(profile.body.data.profile.phone).toBe(phone);
    // A code works once.
    expect((await auth('confirm', { phone, code: lastCode(phone) }, ip)).status).toBe(400);
  });

  it('codes are stored hashed, never as the code itself', async () => {
    const ip = freshIp();
    await auth('phoneSignIn', { phone }, ip);
    const code = lastCode(phone);
    const { rows } = await t.api.db.query<{ code_hash: string }>(
      'select code_hash from one_time_codes where target = $1',
      [phone],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.code_hash).not.toContain(code);
  });

  it('one-time codes expire after 10 minutes', async () => {
    const ip = freshIp();
    t.clock.now += 60 * MINUTE;
    await auth('phoneSignIn', { phone }, ip);
    const code = lastCode(phone);
    t.clock.now += 10 * MINUTE + 1000;
    const late = await auth('confirm', { phone, code }, ip);
    expect(late.status).toBe(400);
    expect(late.body.data.fields[0]).toMatchObject({ field: 'code', code: 'expired' });
  });

  it('a code allows 5 attempts: wrong tries answer 400, then even the right code is refused with 429', async () => {
    const ip = freshIp();
    t.clock.now += 60 * MINUTE;
    await auth('phoneSignIn', { phone }, ip);
    const code = lastCode(phone);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await auth('confirm', { phone, code: wrongCode(code) }, ip);
      expect(wrong.status).toBe(400);
      expect(wrong.body.data.fields[0].code).toBe('invalid');
    }
    const right = await auth('confirm', { phone, code }, ip);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('RATE_LIMITED');
  });

  it('code requests are rate-limited per phone (3 per 15 minutes), then allowed again', async () => {
    t.clock.now += 60 * MINUTE;
    for (let i = 0; i < 3; i++)
      expect((await auth('phoneSignIn', { phone }, freshIp())).status).toBe(200);
    const fourth = await auth('phoneSignIn', { phone }, freshIp());
    expect(fourth.status).toBe(429);
    expect(fourth.body.data.retryAfter).toBeGreaterThan(0);
    t.clock.now += 16 * MINUTE;
    expect((await auth('phoneSignIn', { phone }, freshIp())).status).toBe(200);
  });

  it('code requests are rate-limited per IP (10 per hour), whatever the phone', async () => {
    t.clock.now += 60 * MINUTE;
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await auth('phoneSignIn', { phone: `+1555000${1000 + i}` }, ip)).status).toBe(200);
    expect((await auth('phoneSignIn', { phone: '+15550009999' }, ip)).status).toBe(429);
    expect((await auth('phoneSignIn', { phone: '+15550009999' }, freshIp())).status).toBe(200);
  });

  it('a number is compared in E.164 however it is typed (decision 0037); one that is no possible number is refused on its field', async () => {
    t.clock.now += 60 * MINUTE;
    const ip = freshIp();
    // The demo number as a person writes it, with spaces, brackets and dashes.
    const typed = `${phone.slice(0, 2)} (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    expect((await auth('phoneSignIn', { phone: typed }, ip)).status).toBe(200);
    expect(t.outbox.at(-1)).toMatchObject({ channel: 'sms', to: phone });
    const confirmed = await auth('confirm', { phone: typed, code: lastCode(phone) }, ip);
    expect(confirmed.status).toBe(200);
    const refused = await auth('phoneSignIn', { phone: '12345' }, freshIp());
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields).toEqual([
      expect.objectContaining({ field: 'phone', code: 'format' }),
    ]);
  });

  it('an unknown phone gets the same answer and no message', async () => {
    const before = t.outbox.length;
    const answer = await auth('phoneSignIn', { phone: '+19998887766' }, freshIp());
    expect(answer.body.data.sent).toBe(true);
    expect(t.outbox.length).toBe(before);
  });
});

describe('password sign-in and recovery', () => {
  it('wrong credentials answer 400; after 5 failures from one address that address waits (429), another does not', async () => {
    t.clock.now += 60 * MINUTE;
    const email = 'bakery@agency.test';
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const wrong = await auth('signIn', { email, password: 'not the password' }, ip);
      expect(wrong.status).toBe(400);
      expect(wrong.body.data.fields[0].field).toBe('password');
    }
    const waiting = await auth('signIn', { email, password: 'not the password' }, ip);
    expect(waiting.status).toBe(429);
    expect(waiting.body.data.retryAfter).toBe(15);
    expect((await auth('signIn', { email, password: 'not the password' }, freshIp())).status).toBe(
      400,
    );
  });

  it('passwords are stored as scrypt hashes', async () => {
    const { rows } = await t.api.db.query<{ password_hash: string }>(
      'select password_hash from users where email = $1',
      [DEMO_CREDENTIALS.customer.email],
    );
    // Today's cost (lowered under vitest; credentials.test.ts checks the real N=2^17).
    expect(rows[0]?.password_hash?.startsWith(`scrypt$${scryptParams().N}$8$1$`)).toBe(true);
    expect(rows[0]?.password_hash).not.toContain(DEMO_CREDENTIALS.customer.password);
  });

  it('recovery: a code by e-mail sets a new password, ends old sessions and signs in', async () => {
    t.clock.now += 60 * MINUTE;
    const ip = freshIp();
    const email = DEMO_CREDENTIALS.customer.email;
    const old = await t.signIn();
    await auth('recover', { email }, ip);
    expect(t.outbox.at(-1)).toMatchObject({ channel: 'email', to: email });
    const done = await auth(
      'recoverConfirm',
      { email, code: lastCode(email), password: 'a brand new password' },
      ip,
    );
    expect(done.status).toBe(200);
    expect(
      (
        await t.call({
          payload: { controller: 'Index', subaction: 'index', lang: 'en', route: '/en/account' },
          token: old,
        })
      ).status,
    ).toBe(410);
    expect((await auth('signIn', { email, password: 'a brand new password' }, ip)).status).toBe(
      200,
    );
    // Put the demo password back for the other tests.
    const back = await t.call({
      method: 'POST',
      payload: {
        controller: 'Account',
        subaction: 'changePassword',
        lang: 'en',
        currentPassword: 'a brand new password',
        newPassword: DEMO_CREDENTIALS.customer.password,
      },
      token: done.body.data.jwt,
    });
    expect(back.body.data.changed).toBe(true);
  });

  it('recovery for an unknown e-mail answers the same and sends nothing', async () => {
    const before = t.outbox.length;
    expect((await auth('recover', { email: 'nobody@agency.test' }, freshIp())).body.data.sent).toBe(
      true,
    );
    expect(t.outbox.length).toBe(before);
  });
});

describe('e-mail confirmation, alternates and account switching', () => {
  it('a new e-mail address is pending until the link from the outbox is opened, then it is the sign-in address', async () => {
    const token = await t.signIn();
    const updated = await t.call({
      method: 'PUT',
      payload: {
        controller: 'Account',
        subaction: 'updateSettings',
        lang: 'en',
        preferredLang: 'ua',
        email: 'new-address@agency.test',
        currentPassword: DEMO_CREDENTIALS.customer.password,
      },
      token,
    });
    expect(updated.body.data.settings).toMatchObject({
      email: DEMO_CREDENTIALS.customer.email,
      pendingEmail: 'new-address@agency.test',
    });
    const link = t.outbox.at(-1)?.text ?? '';
    expect(link).toContain('/ua/email-confirmation?token=');
    const confirmToken = /token=([\w-]+)/.exec(link)?.[1] as string;
    const confirmed = await auth('confirmEmail', { token: confirmToken }, freshIp());
    expect(confirmed.body.data).toEqual({ confirmed: true, email: 'new-address@agency.test' });
    expect((await auth('confirmEmail', { token: confirmToken }, freshIp())).status).toBe(400);
    const settings = await t.call({
      payload: { controller: 'Account', subaction: 'settings', lang: 'en' },
      token,
    });
    expect(settings.body.data.settings).toMatchObject({
      email: 'new-address@agency.test',
      emailConfirmed: true,
      pendingEmail: null,
    });
    await t.call({
      method: 'PUT',
      payload: {
        controller: 'Account',
        subaction: 'updateSettings',
        lang: 'en',
        email: DEMO_CREDENTIALS.customer.email,
        currentPassword: DEMO_CREDENTIALS.customer.password,
      },
      token,
    });
    const back = /token=([\w-]+)/.exec(t.outbox.at(-1)?.text ?? '')?.[1] as string;
    expect((await auth('confirmEmail', { token: back }, freshIp())).status).toBe(200);
  });

  it('an account page load carries the same accounts (the switcher in the first render); a public page none', async () => {
    const token = await t.signIn();
    const load = (route: string) =>
      t.call({ payload: { controller: 'Index', subaction: 'index', lang: 'en', route }, token });
    const asked = await t.call({
      payload: { controller: 'Auth', subaction: 'alternates', lang: 'en' },
      token,
    });
    const account = await load('/en/account');
    expect(account.status).toBe(200);
    expect(account.body.data.page.alternates).toEqual(asked.body.data.alternates);
    expect((await load('/en/account/pins/locations')).body.data.page.alternates).toHaveLength(2);
    expect((await load('/en/privacy-policy')).body.data.page.alternates).toBeUndefined();
  });

  it('alternates list the accounts the person may act for; switching changes whose pins are shown', async () => {
    const token = await t.signIn();
    const { body } = await t.call({
      payload: { controller: 'Auth', subaction: 'alternates', lang: 'en' },
      token,
    });
    const names = body.data.alternates.map((item: { name: string }) => item.name);
    expect(names).toEqual(['Demo Coffee', 'Demo Bakery']);
    const bakery = body.data.alternates[1];
    const switched = await t.call({
      method: 'POST',
      payload: {
        controller: 'Auth',
        subaction: 'switchAccount',
        lang: 'en',
        owner: bakery.owner,
        sid: bakery.sid,
      },
      token,
    });
    expect(switched.body.data.alternate.name).toBe('Demo Bakery');
    const list = await t.call({
      payload: { controller: 'Locations', subaction: 'list', lang: 'en' },
      token: switched.body.data.jwt,
    });
    expect(list.body.data.items.map((item: { name: string }) => item.name)).toEqual([
      'Demo Bakery Podil',
    ]);
    const stranger = await t.call({
      method: 'POST',
      payload: {
        controller: 'Auth',
        subaction: 'switchAccount',
        lang: 'en',
        owner: '00000000-0000-4000-8000-000000000000',
        sid: bakery.sid,
      },
      token,
    });
    expect(stranger.status).toBe(403);
    // The grant taken away, the session acting for that account ends at once (not when it expires).
    await t.api.db.query('delete from user_alternates where owner_id = $1', [bakery.owner]);
    const after = await t.call({
      payload: { controller: 'Locations', subaction: 'list', lang: 'en' },
      token: switched.body.data.jwt,
    });
    expect(after.status).toBe(410);
  });
});
