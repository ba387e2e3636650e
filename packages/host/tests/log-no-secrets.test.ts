import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './support/http';
import { type SpawnedHost, siteUrl, spawnHost } from './support/spawn-host';

const CUSTOMER = { email: 'demo@agency.test', password: 'demo-customer-2026' };
const ADMIN = { email: 'admin@agency.test', password: 'demo-admin-2026' };
const PHONE = '+10000000001';
const JWT_SHAPE = /eyJ[A-Za-z0-9_-]{5,}/;

let host: SpawnedHost;
let base: string;
let webhook: Server;
const delivered: string[] = [];
const secrets: string[] = [CUSTOMER.password, ADMIN.password];

async function callWeb(payload: Record<string, string>, token?: string) {
  const answer = await rawRequest(base, '/web', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ lang: 'en', ...payload }),
  });
  return { status: answer.status, headers: answer.headers, json: JSON.parse(answer.body) };
}

async function signIn(
  who: { email: string; password: string },
  call = { controller: 'Auth', subaction: 'signIn' },
): Promise<string> {
  const answer = await callWeb({ ...call, ...who });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data.jwt as string;
}

async function deliveredCode(): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    const code = /\b(\d{6})\b/.exec(delivered.join('\n'))?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no code was delivered to the webhook');
}

beforeAll(async () => {
  webhook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      delivered.push(body);
      res.end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  host = spawnHost({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: ':memory:',
    AGENCY_DEMO: '1',
    OUTBOX_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/outbox`,
    LOG_LEVEL: 'trace',
  });
  base = await siteUrl(host);
});

afterAll(async () => {
  host?.child.kill('SIGTERM');
  await host?.exited;
  await new Promise((resolve) => webhook?.close(resolve));
});

describe('the log of a realistic session', () => {
  it('holds an access-log line per request and no password, token, cookie or code', async () => {
    // Anonymous pages, the last one from the landing cache, with a query that must not be logged.
    const landing = await rawRequest(base, '/en?utm_source=mail&ref=private-ref');
    expect(landing.status).toBe(200);
    await rawRequest(base, '/en');
    await rawRequest(base, '/en');
    // A wrong password, then the demo customer by password and by phone code, then the admin.
    const wrong = await callWeb({
      controller: 'Auth',
      subaction: 'signIn',
      email: CUSTOMER.email,
      password: 'wrong-password-123',
    });
    expect(wrong.status).toBe(400);
    secrets.push('wrong-password-123');
    const jwt = await signIn(CUSTOMER);
    const sent = await callWeb({ controller: 'Auth', subaction: 'phoneSignIn', phone: PHONE });
    expect(sent.status).toBe(200);
    const code = await deliveredCode();
    secrets.push(code);
    const confirmed = await callWeb({
      controller: 'Auth',
      subaction: 'confirm',
      phone: PHONE,
      code,
    });
    expect(confirmed.status).toBe(200);
    const phoneJwt = confirmed.json.data.jwt as string;
    const adminJwt = await signIn(ADMIN, { controller: 'Admin', subaction: 'login' });
    // Pages with the token cookies, an authenticated /web call, and a sign-out.
    const account = await rawRequest(base, '/en/account', { headers: { cookie: `token=${jwt}` } });
    expect(account.status).toBe(200);
    await rawRequest(base, '/en/account/pins', { headers: { cookie: `token=${phoneJwt}` } });
    await rawRequest(base, '/admin', { headers: { cookie: `admin-token=${adminJwt}` } });
    expect((await callWeb({ controller: 'Index', subaction: 'profile' }, jwt)).status).toBe(200);
    const signOut = await callWeb({ controller: 'Auth', subaction: 'signOut' }, jwt);
    // The child writes each access-log line after its answer: wait for the last request's line.
    const lastId = String(signOut.headers['x-request-id']);
    await expect.poll(() => host.output().includes(lastId)).toBe(true);

    const log = host.output();
    const lines = log.trim().split('\n');
    const access = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request');
    expect(access.length).toBeGreaterThanOrEqual(12);
    for (const secret of [...secrets, jwt, phoneJwt, adminJwt]) expect(log).not.toContain(secret);
    expect(log).not.toMatch(JWT_SHAPE);
    expect(log).not.toMatch(/cookie|authorization|bearer/i);
    expect(log).not.toContain('private-ref');

    // The landing line: its id is the one answered, the path without the query, all fields present.
    const first = access.find((entry) => entry.reqId === landing.headers['x-request-id']);
    expect(first).toMatchObject({
      method: 'GET',
      path: '/en',
      route: 'home',
      status: 200,
      cache: expect.stringMatching(/^(miss|bypass)$/),
    });
    expect(first?.bytes).toBe(landing.raw.byteLength);
    // A rendered page is written as text; its line counts the bytes that went out, not characters.
    const accountLine = access.find((entry) => entry.reqId === account.headers['x-request-id']);
    expect(accountLine?.bytes).toBe(account.raw.byteLength);
    expect(account.raw.byteLength).toBeGreaterThan(account.body.length);
    expect(typeof first?.durationMs).toBe('number');
    expect(typeof first?.upstreamMs).toBe('number');
    expect(typeof first?.time).toBe('string');
    expect(access.some((entry) => entry.path === '/en' && entry.cache === 'hit')).toBe(true);
    expect(access.some((entry) => entry.path === '/web' && entry.status === 400)).toBe(true);
  });
});
