import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSmsReceiver,
  type SmsHookMessage,
  twilioSender,
} from '../../../deploy/sms-receiver.mjs';
import { createWebApi, type WebApi } from '../src/index';
import { SIGNATURE_HEADER, signBody, TIMESTAMP_HEADER } from '../src/mail/signed-post';
import { freshDatabase } from './support/fresh-database';
import { createHandlerCaller } from './support/handler-caller';

const SECRET = 'an-sms-hook-secret-of-32-characters-at-least';
const PHONE = '+10000000001';
const clock = { now: Date.parse('2026-11-22T10:00:00.000Z') };
let receiver: Server;
let provider: Server;
let api: WebApi;
let hookUrl: string;
const forms: URLSearchParams[] = [];
const received: SmsHookMessage[] = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  // A loopback stand-in for the provider's Messages API.
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      forms.push(new URLSearchParams(body));
      res.writeHead(201).end('{}');
    });
  });
  const send = twilioSender({
    accountSid: 'AC-test',
    authToken: 'token',
    from: '+15550000000',
    apiUrl: await listen(provider),
  });
  receiver = createSmsReceiver({
    secret: SECRET,
    now: () => clock.now,
    log: () => {},
    send: async (message) => {
      received.push(message);
      await send(message);
    },
  });
  hookUrl = `${await listen(receiver)}/sms`;
  api = await createWebApi({
    ...(await freshDatabase('demo')),
    demo: true,
    jwtSecret: 'test-secret-of-at-least-thirty-two-characters',
    now: () => clock.now,
    log: () => {},
    mail: { smtp: null, sms: { url: hookUrl, secret: SECRET }, webhookUrl: null },
  });
});

afterAll(async () => {
  await api?.close();
  receiver?.close();
  provider?.close();
});

describe('SMS through the signed provider hook (deploy/sms-receiver.mjs as the receiver)', () => {
  it('the sign-in code reaches the provider as {to, text, lang, kind}, signed and verified', async () => {
    const call = createHandlerCaller(api.handle);
    const asked = await call('POST', {
      controller: 'Auth',
      subaction: 'phoneSignIn',
      lang: 'ua',
      phone: PHONE,
    });
    expect(asked.status).toBe(200);
    await api.deliverMessages();
    expect(received).toEqual([
      { to: PHONE, text: expect.stringMatching(/\b\d{6}\b/), lang: 'ua', kind: 'sign-in-code' },
    ]);
    expect(received[0]?.text).toContain('Ваш код для входу');
    expect(forms.at(-1)?.get('To')).toBe(PHONE);
    const code = /\b(\d{6})\b/.exec(forms.at(-1)?.get('Body') ?? '')?.[1];
    const confirmed = await call('POST', {
      controller: 'Auth',
      subaction: 'confirm',
      lang: 'ua',
      phone: PHONE,
      code,
    });
    expect(confirmed.status).toBe(200);
  });

  it('the receiver refuses a wrong signature, another secret and a replayed old request', async () => {
    const body = JSON.stringify({ to: PHONE, text: 'x', lang: 'en', kind: 'sign-in-code' });
    const seconds = Math.floor(clock.now / 1000);
    const post = (timestamp: number, signature: string) =>
      fetch(hookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signature,
        },
        body,
      });
    const before = received.length;
    expect((await post(seconds, signBody(SECRET, seconds, `${body} `))).status).toBe(401);
    expect((await post(seconds, signBody(`${SECRET}x`, seconds, body))).status).toBe(401);
    const old = seconds - 3600;
    expect((await post(old, signBody(SECRET, old, body))).status).toBe(401);
    expect(received.length).toBe(before);
    expect((await post(seconds, signBody(SECRET, seconds, body))).status).toBe(204);
    expect(received.length).toBe(before + 1);
  });
});
