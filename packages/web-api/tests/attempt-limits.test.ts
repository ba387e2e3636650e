import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../src/index';
import { startTestApi, type TestApi } from './support/test-api';

// R15.2, R17.2: attempt limits hold under real concurrent requests (PGlite, and PostgreSQL under
// WEB_API_TEST_POSTGRES=1), and a password attacker slows only their own address.
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const HOUR = 3600_000;
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;
const { email, password, phone } = DEMO_CREDENTIALS.customer;

const auth = (subaction: string, fields: Record<string, unknown>, ip: string) =>
  t.call({
    method: 'POST',
    payload: { controller: 'Auth', subaction, lang: 'en', ...fields },
    headers: { 'x-forwarded-for': ip },
  });

const retryAfter = (answer: { headers: Headers }) => Number(answer.headers.get('retry-after'));

function lastCode(to: string): string {
  const message = [...t.outbox].reverse().find((item) => item.to === to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('attempt limits under concurrency', () => {
  it('60 concurrent wrong codes: at most 5 are compared ("wrong code"), the rest refused; then the right code is refused too', async () => {
    t.clock.now += HOUR;
    const ip = freshIp();
    expect((await auth('phoneSignIn', { phone }, ip)).status).toBe(200);
    const code = lastCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => auth('confirm', { phone, code: wrong }, freshIp())),
    );
    const counts = tally(answers.map((answer) => answer.status));
    expect(Object.keys(counts).sort()).toEqual(['400', '429']);
    // A count of answers (the attempt limit), not a time.
    expect(counts[400]).toBeLessThanOrEqual(5);
    for (const answer of answers.filter((a) => a.status === 400))
      expect(answer.body.data.fields[0].code).toBe('invalid');
    const right = await auth('confirm', { phone, code }, freshIp());
    expect(right.status).toBe(429);
  });

  it('concurrent right codes sign in once', async () => {
    // A day later: the test above spent the number's 20 tries of the day.
    t.clock.now += 24 * HOUR;
    expect((await auth('phoneSignIn', { phone }, freshIp())).status).toBe(200);
    const code = lastCode(phone);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => auth('confirm', { phone, code }, freshIp())),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('30 concurrent wrong passwords from one address: at most 5 are checked, the rest 429; the right password from there waits, the owner elsewhere signs in', async () => {
    t.clock.now += 48 * HOUR;
    const attacker = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => auth('signIn', { email, password: 'not it' }, attacker)),
    );
    const counts = tally(answers.map((answer) => answer.status));
    expect(Object.keys(counts).sort()).toEqual(['400', '429']);
    // A count of answers (the attempt limit), not a time.
    expect(counts[400]).toBeLessThanOrEqual(5);
    for (const answer of answers.filter((a) => a.status === 429))
      expect(retryAfter(answer)).toBeGreaterThan(0);
    expect((await auth('signIn', { email, password }, attacker)).status).toBe(429);
    expect((await auth('signIn', { email, password }, freshIp())).status).toBe(200);
  }, 120_000);

  it('code requests per phone hold under concurrency (3 per 15 minutes)', async () => {
    t.clock.now += HOUR;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => auth('phoneSignIn', { phone: '+15550300001' }, freshIp())),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 3, 429: 17 });
  });
});

describe('throttling per account and address, never a lockout', () => {
  it('an attacker failing 50 times waits ever longer (Retry-After doubles up to an hour); the owner from another address signs in', async () => {
    t.clock.now += 48 * HOUR;
    const attacker = freshIp();
    const waits: number[] = [];
    let failures = 0;
    for (let attempt = 0; attempt < 50; attempt++) {
      const answer = await auth('signIn', { email, password: 'guess' }, attacker);
      if (answer.status === 400) {
        failures++;
        continue;
      }
      expect(answer.status).toBe(429);
      expect(answer.body.data.retryAfter).toBe(retryAfter(answer));
      waits.push(retryAfter(answer));
      // Every third refusal the attacker waits it out and tries again.
      if (waits.length % 3 === 0) t.clock.now += retryAfter(answer) * 1000;
    }
    expect(failures).toBeGreaterThanOrEqual(5);
    const afterWaiting = waits.filter((_, index) => index % 3 === 0);
    expect(afterWaiting.slice(0, 9)).toEqual([15, 30, 60, 120, 240, 480, 960, 1920, 3600]);
    expect(Math.max(...waits)).toBe(3600);
    // The owner, from home, is not locked out; the attacker still waits.
    expect((await auth('signIn', { email, password }, freshIp())).status).toBe(200);
    const still = await auth('signIn', { email, password }, attacker);
    expect(still.status).toBe(429);
    expect(retryAfter(still)).toBeGreaterThan(0);
  }, 120_000);

  it('past 50 failures on one account within 15 minutes, every address waits 2 s between attempts, then gets in', async () => {
    t.clock.now += 48 * HOUR;
    const at = new Date(t.clock.now - 1000);
    for (let i = 0; i < 50; i++) {
      await t.api.db.query('insert into rate_events (key, at) values ($1, $2)', [
        `password:customer:${email}`,
        at,
      ]);
    }
    const slowed = await auth('signIn', { email, password }, freshIp());
    expect(slowed.status).toBe(429);
    expect(retryAfter(slowed)).toBe(1);
    t.clock.now += 1000;
    expect((await auth('signIn', { email, password }, freshIp())).status).toBe(200);
  });
});

describe('"per-address limits hold for IPv6": one canonical key, IPv6 by its /64', () => {
  const askCode = (n: number, ip: string) =>
    auth('phoneSignIn', { phone: `+1555010${String(n).padStart(4, '0')}` }, ip);

  it('40 code requests rotating the interface id inside one /64: the 11th is refused, as from one address', async () => {
    t.clock.now += 2 * HOUR;
    const statuses: number[] = [];
    for (let n = 1; n <= 40; n += 1) {
      statuses.push((await askCode(n, `2001:db8:aa:1:${n.toString(16)}::${n}`)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));
    // Another /64 is another subscriber.
    expect((await askCode(41, '2001:db8:aa:2::1')).status).toBe(200);
  });

  it('one address written three ways is one bucket (case, zeros, IPv4-mapped)', async () => {
    t.clock.now += 2 * HOUR;
    const forms = ['2001:DB8:bb::1', '2001:db8:bb::1', '2001:0db8:00bb:0000:0000:0000:0000:0001'];
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      statuses.push((await askCode(100 + n, forms[n % 3] as string)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const mapped: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      const ip = n % 2 === 0 ? '198.51.100.9' : '::ffff:198.51.100.9';
      mapped.push((await askCode(200 + n, ip)).status);
    }
    expect(mapped).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('"a daily and a lifetime ceiling per target" on wrong codes', () => {
  const MINUTE = 60_000;

  async function wrongCodes(count: number): Promise<number[]> {
    const statuses: number[] = [];
    while (statuses.length < count) {
      t.clock.now += 16 * MINUTE;
      expect((await auth('phoneSignIn', { phone }, freshIp())).status).toBe(200);
      const wrong = String((Number(lastCode(phone)) + 1) % 1_000_000).padStart(6, '0');
      for (let n = 0; n < 5 && statuses.length < count; n += 1) {
        statuses.push((await auth('confirm', { phone, code: wrong }, freshIp())).status);
      }
    }
    return statuses;
  }

  it('20 tries a day: the 21st is refused even with the right code, then the next day it signs in', async () => {
    t.clock.now += 2 * 24 * HOUR;
    await t.api.db.query('delete from code_failures');
    expect(await wrongCodes(20)).toEqual(Array(20).fill(400));
    t.clock.now += 16 * MINUTE;
    expect((await auth('phoneSignIn', { phone }, freshIp())).status).toBe(200);
    const right = await auth('confirm', { phone, code: lastCode(phone) }, freshIp());
    expect(right.status).toBe(429);
    t.clock.now += 24 * HOUR;
    expect((await auth('phoneSignIn', { phone }, freshIp())).status).toBe(200);
    expect((await auth('confirm', { phone, code: lastCode(phone) }, freshIp())).status).toBe(200);
  });

  it('100 wrong codes ever: codes stop (no SMS, 429 naming the way out) until the owner signs in with the password', async () => {
    await t.api.db.query('delete from code_failures');
    for (let day = 0; day < 5; day += 1) {
      t.clock.now += 25 * HOUR;
      expect(await wrongCodes(20)).toEqual(Array(20).fill(400));
    }
    t.clock.now += 25 * HOUR;
    const before = t.outbox.length;
    expect((await auth('phoneSignIn', { phone }, freshIp())).status).toBe(200);
    expect(t.outbox.length).toBe(before);
    const locked = await auth('confirm', { phone, code: '000000' }, freshIp());
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(
      /^Too many wrong codes for this address: codes are stopped/,
    );
    expect((await auth('signIn', { email, password }, freshIp())).status).toBe(200);
    t.clock.now += 16 * MINUTE;
    expect((await auth('phoneSignIn', { phone }, freshIp())).status).toBe(200);
    expect((await auth('confirm', { phone, code: lastCode(phone) }, freshIp())).status).toBe(200);
  });
});

describe('"right passwords are counted too": each check costs a hash', () => {
  it('from one address, the 61st sign-in within 15 minutes waits, right password or not; another address signs in', async () => {
    t.clock.now += 2 * HOUR;
    const ip = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1)
      statuses.push((await auth('signIn', { email, password }, ip)).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
    expect((await auth('signIn', { email, password }, freshIp())).status).toBe(200);
  });
});
