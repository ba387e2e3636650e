import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainRequest } from '../src/server/host-request';
import { isStreamed } from '../src/server/host-response';
import { proxyWeb } from '../src/server/proxy-web';
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

// The decision alone: a proxied answer is a HostResponse whose body streams as the backend sends it.
describe('the proxied /web answer as a HostResponse', () => {
  let upstream: TestUpstream;
  let release: () => void = () => {};
  const security = { https: true, analytics: false };
  const options = (url: string) => ({
    upstreamUrl: url,
    timeoutMs: 10_000,
    maxBodyBytes: 1024,
    security,
    logger: { error: () => {} },
  });

  beforeAll(async () => {
    upstream = await startUpstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' });
      res.write('{"data":');
      release = () => res.end('{"done":true}}');
    });
  });
  afterAll(async () => {
    release();
    await upstream.close();
  });

  it('is decided on the backend head: its status, headers and security headers, the body still arriving', async () => {
    const response = await proxyWeb(
      plainRequest({ method: 'GET', url: '/web?controller=Index&subaction=index&lang=en' }),
      options(upstream.url),
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['content-security-policy']).toBeDefined();
    // Hop-by-hop headers of the backend's connection are not passed on.
    expect(response.headers.connection).toBeUndefined();
    if (!isStreamed(response.body)) throw new Error('the answer is not streamed');
    const chunks = response.body[Symbol.asyncIterator]();
    // The first chunk arrives while the backend has not ended its answer.
    expect(Buffer.from((await chunks.next()).value).toString()).toBe('{"data":');
    release();
    const rest: Buffer[] = [];
    for (let next = await chunks.next(); !next.done; next = await chunks.next())
      rest.push(Buffer.from(next.value));
    expect(Buffer.concat(rest).toString()).toBe('{"done":true}}');
  });

  it('a backend nobody answers at is the host’s own 502, whole, with the security headers', async () => {
    const response = await proxyWeb(
      plainRequest({ method: 'GET', url: '/web' }),
      options('http://127.0.0.1:9'),
    );
    expect(response.status).toBe(502);
    expect(isStreamed(response.body)).toBe(false);
    expect(JSON.parse(String(response.body))).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('a declared body over the limit is 413 before any call, its unread body dropped', async () => {
    const before = upstream.calls.length;
    const response = await proxyWeb(
      plainRequest({ method: 'POST', url: '/web', body: 'x'.repeat(2048) }),
      options(upstream.url),
    );
    expect(response.status).toBe(413);
    expect(response.dropUnreadBody).toBe(true);
    expect(upstream.calls.length).toBe(before);
  });
});
