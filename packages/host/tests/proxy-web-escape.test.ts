import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../src/server/start-host';
import { rawRequest } from './support/http';
import { startSite } from './support/site';
import { json, startUpstream, type TestUpstream } from './support/upstream';

describe('/web proxied to an upstream under a path prefix (WEB_API_URL=…/api)', () => {
  let upstream: TestUpstream;
  let site: RunningHost;

  beforeAll(async () => {
    upstream = await startUpstream((_req, res) => json(res, 200, { data: { ok: true } }));
    site = await startSite(`${upstream.url}/api`);
  });
  afterAll(async () => {
    await site.close();
    await upstream.close();
  });

  it.each([
    '/web/../../secret',
    '/web/%2e%2e/%2e%2e/secret',
    '/web/..%2f..%2fsecret',
    '/web/..\\..\\secret',
    '/web\\..\\..\\secret',
    '/web/',
    '/web/x?controller=Index',
  ])('%s never leaves the upstream /api/web', async (path) => {
    const before = upstream.calls.length;
    const answer = await rawRequest(site.url, path);
    const reached = upstream.calls.slice(before).map((call) => call.url);
    for (const url of reached) expect(url.split('?')[0]).toBe('/api/web');
    expect(answer.status).toBe(404);
    expect(reached).toEqual([]);
  });

  it('forwards /web with its query to the upstream /api/web and nothing else', async () => {
    const before = upstream.calls.length;
    const answer = await rawRequest(site.url, '/web?controller=Index&subaction=index&route=%2F');
    expect(answer.status).toBe(200);
    expect(upstream.calls.slice(before).map((call) => call.url)).toEqual([
      '/api/web?controller=Index&subaction=index&route=%2F',
    ]);
  });

  it('strips forwarding claims, framework markers, hop-by-hop headers and Cookie', async () => {
    const before = upstream.calls.length;
    await rawRequest(site.url, '/web?controller=Index', {
      headers: {
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        forwarded: 'for=6.6.6.6;host=evil.example;proto=https',
        'x-forwarded-for': '6.6.6.6',
        'x-real-ip': '6.6.6.6',
        'x-middleware-subrequest': 'middleware',
        cookie: 'token=stolen; admin-token=stolen',
        connection: 'keep-alive, x-secret-hop',
        'x-secret-hop': 'hop',
        'keep-alive': 'timeout=5',
        authorization: 'Bearer abc',
        'accept-language': 'en',
      },
    });
    const call = upstream.calls[before];
    expect(call).toBeDefined();
    for (const name of [
      'x-forwarded-host',
      'x-forwarded-proto',
      'forwarded',
      'x-real-ip',
      'x-middleware-subrequest',
      'cookie',
      'x-secret-hop',
      'keep-alive',
    ]) {
      expect(call?.headers[name], name).toBeUndefined();
    }
    expect(call?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(call?.headers.authorization).toBe('Bearer abc');
    expect(call?.headers['accept-language']).toBe('en');
  });
});
