import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

// Security round 3: Account/updateSettings must not tell whether an address or number has an account.
let t: TestApi;
let admin: string;
let ip = 0;

const call = (
  method: 'POST' | 'PUT',
  subaction: string,
  fields: Record<string, unknown>,
  token: string,
) =>
  t.call({
    method,
    payload: { controller: 'Account', subaction, lang: 'en', ...fields },
    token,
    headers: { 'x-forwarded-for': `198.51.100.${++ip}` },
  });

async function customer(email: string, phone: string | null = null): Promise<string> {
  const created = await t.call({
    method: 'POST',
    payload: {
      controller: 'Users',
      subaction: 'create',
      lang: 'en',
      item: {
        kind: 'customer',
        name: email,
        email,
        phone,
        lang: 'ua',
        password: `${email}-pass`,
        roles: ['customer'],
      },
    },
    token: admin,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const signIn = await t.call({
    method: 'POST',
    payload: {
      controller: 'Auth',
      subaction: 'signIn',
      lang: 'en',
      email,
      password: `${email}-pass`,
    },
  });
  return signIn.body.data.jwt;
}

// What the caller sees of an answer: status and body, with the one value that differs by design (the address asked for) masked.
const seen = (answer: { status: number; body: unknown }, asked: string) => ({
  status: answer.status,
  body: JSON.parse(JSON.stringify(answer.body).split(asked).join('ASKED')),
});

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
});
afterAll(() => t.close());

describe('"both answer the same": settings never reveal who has an account', () => {
  it("another customer's e-mail and an unused one answer alike; the owner is told by mail, and no link goes out", async () => {
    await customer('taken@agency.test');
    const a = await customer('asker-a@agency.test');
    const b = await customer('asker-b@agency.test');
    const before = t.outbox.length;
    const taken = await call(
      'PUT',
      'updateSettings',
      { email: 'taken@agency.test', currentPassword: 'asker-a@agency.test-pass' },
      a,
    );
    const toAsker = t.outbox.slice(before).filter((m) => m.to === 'asker-a@agency.test').length;
    const mid = t.outbox.length;
    const free = await call(
      'PUT',
      'updateSettings',
      { email: 'free@agency.test', currentPassword: 'asker-b@agency.test-pass' },
      b,
    );
    const toAskerB = t.outbox.slice(mid).filter((m) => m.to === 'asker-b@agency.test').length;
    expect(seen(taken, 'taken@agency.test').status).toBe(200);
    expect(seen(taken, 'taken@agency.test').body.data.settings).toEqual({
      ...seen(free, 'free@agency.test').body.data.settings,
      name: 'asker-a@agency.test',
      email: 'asker-a@agency.test',
    });
    expect(toAsker).toBe(toAskerB);
    const owner = t.outbox.slice(before, mid).filter((m) => m.to === 'taken@agency.test');
    expect(owner).toHaveLength(1);
    expect(owner[0]?.lang).toBe('ua');
    expect(owner[0]?.text).not.toMatch(/token=/);
    expect(owner[0]?.text).toMatch(/іншого облікового запису/);
    const link = t.outbox.slice(mid).find((m) => m.to === 'free@agency.test');
    expect(link?.text).toMatch(/token=/);
  });

  it("another customer's phone and an unused one answer alike; the owner is told by SMS, and no code goes out", async () => {
    await customer('phone-owner@agency.test', '+15550103333');
    const a = await customer('phone-a@agency.test');
    const b = await customer('phone-b@agency.test');
    const before = t.outbox.length;
    const taken = await call(
      'PUT',
      'updateSettings',
      { phone: '+15550103333', currentPassword: 'phone-a@agency.test-pass' },
      a,
    );
    const mid = t.outbox.length;
    const free = await call(
      'PUT',
      'updateSettings',
      { phone: '+15550104444', currentPassword: 'phone-b@agency.test-pass' },
      b,
    );
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    expect(taken.body.data.settings.pendingPhone).toBe('+15550103333');
    expect(free.body.data.settings.pendingPhone).toBe('+15550104444');
    expect(taken.body.data.settings.phone).toBeNull();
    const owner = t.outbox.slice(before, mid);
    expect(owner.map((m) => m.to)).toEqual(['+15550103333']);
    expect(owner[0]?.text).not.toMatch(/\d{6}/);
    expect(t.outbox.slice(mid).map((m) => m.to)).toEqual(['+15550104444']);
    expect(t.outbox.at(-1)?.text).toMatch(/\b\d{6}\b/);
    // Without the code the number cannot be taken: guesses are wrong codes, counted like any.
    const guess = await call('POST', 'confirmPhone', { code: '123456' }, a);
    expect(guess.status).toBe(400);
  });

  it('a phone removal applies at once (it claims nothing)', async () => {
    const token = await customer('remover@agency.test', '+15550105555');
    const removed = await call(
      'PUT',
      'updateSettings',
      { phone: null, currentPassword: 'remover@agency.test-pass' },
      token,
    );
    expect(removed.body.data.settings).toMatchObject({ phone: null, pendingPhone: null });
  });
});
