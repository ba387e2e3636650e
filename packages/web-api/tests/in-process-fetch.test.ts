import { messageText } from '@agency/core/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../src/http/body-limits';
import { createWebApi, type WebApi } from '../src/index';
import { databaseImage } from './support/fresh-database';
import { createHandlerCaller } from './support/handler-caller';

// R13.2: an embedding host calls the backend in process (no loopback socket); the answer is the
// one node:http would have written, and the client IP is the one the host hands over.
describe('the backend called in process through fetch', () => {
  let api: WebApi;
  beforeAll(async () => {
    api = await createWebApi({ inMemory: true, pgliteImage: databaseImage('site') });
  });
  afterAll(async () => {
    await api.close();
  });

  const landing = { controller: 'Index', subaction: 'index', lang: 'en', route: '/' };
  const askCode = (phone: string, ip: string) =>
    api.fetch(
      new Request('http://embedded.invalid/web', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ controller: 'Auth', subaction: 'phoneSignIn', lang: 'en', phone }),
      }),
      ip,
    );

  it('answers a page load as node:http does: same status, same body, JSON content type', async () => {
    const overHttp = await createHandlerCaller(api.handle)('GET', landing);
    const inProcess = await api.fetch(
      new Request(`http://embedded.invalid/web?${new URLSearchParams(landing)}`),
      '203.0.113.1',
    );
    expect(inProcess.status).toBe(200);
    expect(inProcess.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await inProcess.json()).toEqual(overHttp.body);
    expect(overHttp.status).toBe(200);
  });

  it('refuses a streamed body over the JSON limit with 413 and the contract error body', async () => {
    const big = new TextEncoder().encode(`{"x":"${'a'.repeat(BODY_LIMITS.jsonBytes)}"}`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < big.length; at += 16 * 1024)
          controller.enqueue(big.subarray(at, at + 16 * 1024));
        controller.close();
      },
    });
    const answer = await api.fetch(
      new Request('http://embedded.invalid/web', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      '203.0.113.2',
    );
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers unreadable JSON with 400, in the language the backend defaults to', async () => {
    const answer = await api.fetch(
      new Request('http://embedded.invalid/web', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{not json',
      }),
      '203.0.113.3',
    );
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { code: string; message: string };
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toBe(messageText('request.jsonInvalid', 'ru'));
  });

  it('keys per-IP limits on the client IP the host hands over', async () => {
    // Code requests allow 10 per IP per hour.
    for (let i = 0; i < 10; i++)
      expect((await askCode(`+1555020${1000 + i}`, '198.51.100.20')).status).toBe(200);
    expect((await askCode('+15550209998', '198.51.100.20')).status).toBe(429);
    expect((await askCode('+15550209999', '198.51.100.21')).status).toBe(200);
  });
});
