import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../src/server/start-host';
import { rawRequest } from './support/http';
import { startSite } from './support/site';
import { json, startUpstream, type TestUpstream } from './support/upstream';

describe('/web proxied to WEB_API_URL', () => {
  let upstream: TestUpstream;
  let site: RunningHost;

  beforeAll(async () => {
    upstream = await startUpstream((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        json(
          res,
          400,
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Wrong e-mail or password',
            data: null,
          },
          {
            'x-echo-length': String(Buffer.concat(chunks).length),
          },
        );
      });
    });
    site = await startSite(upstream.url);
  });
  afterAll(async () => {
    await site.close();
    await upstream.close();
  });

  it('passes a browser POST on with its body, length and client IP, and the answer back with security headers', async () => {
    const body = JSON.stringify({
      controller: 'Auth',
      subaction: 'signIn',
      lang: 'en',
      email: 'a@b.c',
      password: 'x',
    });
    const answer = await rawRequest(site.url, '/web', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        host: 'evil.example',
        'x-forwarded-for': '6.6.6.6',
      },
      body,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toBe('Wrong e-mail or password');
    expect(answer.headers['x-echo-length']).toBe(String(Buffer.byteLength(body)));
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const call = upstream.calls.at(-1);
    expect(call?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(call?.headers.host).toBe(new URL(upstream.url).host);
    expect(call?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('refuses a body larger than the limit with 413 before reading it', async () => {
    const answer = await rawRequest(site.url, '/web', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) },
    });
    expect(answer.status).toBe(413);
  });
});
