import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { traceRequest } from '../src/server/access-log';
import { type HostResponse, writeResponse } from '../src/server/host-response';
import { createLogger } from '../src/server/logger';
import { rawRequest } from './support/http';

// One header object answered again and again, as a kept page's header block is.
const kept: HostResponse = {
  status: 200,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'content-length': '2', vary: 'Cookie' },
  body: 'ok',
};
const keptHeaders = { ...kept.headers };

describe('writeResponse on the wire', () => {
  let server: Server;
  let url: string;
  const logger = createLogger({ level: 'silent', pretty: false });
  beforeAll(async () => {
    server = createServer((req, res) => {
      // The access log's trace is what gives an answer its X-Request-Id.
      if (req.url !== '/untraced') traceRequest(req, res, { logger, metrics: null, trustProxy: 0 });
      const response: HostResponse =
        req.url === '/cookies'
          ? { ...kept, cookies: ['a=1; Path=/', 'b=2; Path=/'] }
          : req.url === '/upload'
            ? { ...kept, status: 413, dropUnreadBody: true }
            : kept;
      void writeResponse(res, req.method ?? 'GET', response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('the same header object answers every time with its own request id, and is left as it was', async () => {
    const first = await rawRequest(url, '/');
    const second = await rawRequest(url, '/');
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.vary).toBe('Cookie');
      expect(answer.body).toBe('ok');
    }
    expect(kept.headers).toEqual(keptHeaders);
  });

  it('each cookie is its own Set-Cookie line', async () => {
    const answer = await rawRequest(url, '/cookies');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept.headers).toEqual(keptHeaders);
  });

  it('an untraced answer has no X-Request-Id', async () => {
    const answer = await rawRequest(url, '/untraced');
    expect(answer.headers['x-request-id']).toBeUndefined();
    expect(answer.body).toBe('ok');
  });

  it('a body left unread closes the connection after the answer', async () => {
    const answer = await rawRequest(url, '/upload', {
      method: 'POST',
      headers: { 'content-length': '100000' },
      body: 'x'.repeat(10),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
  });
});
