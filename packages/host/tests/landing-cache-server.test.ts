import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../src/server/start-host';
import { rawRequest } from './support/http';
import { startSite } from './support/site';
import { pagesUpstream, type TestUpstream } from './support/upstream';

describe('anonymous landing cache', () => {
  let upstream: TestUpstream;
  let site: RunningHost;

  beforeAll(async () => {
    upstream = await pagesUpstream();
    site = await startSite(upstream.url);
  });
  afterAll(async () => {
    await site.close();
    await upstream.close();
  });

  it('the landing controller Index carries a cache hint of 120 (memory cache): a repeat visit does not call the backend', async () => {
    const first = await rawRequest(site.url, '/en');
    const calls = upstream.calls.length;
    const second = await rawRequest(site.url, '/en');
    expect(upstream.calls.length).toBe(calls);
    expect(second.body).toBe(first.body);
  });

  it('is keyed by language: each language is loaded once', async () => {
    await rawRequest(site.url, '/ua');
    const calls = upstream.calls.length;
    await rawRequest(site.url, '/ua');
    await rawRequest(site.url, '/');
    expect(upstream.calls.length).toBe(calls + 1);
  });

  it('serves gzip to clients that accept it', async () => {
    await rawRequest(site.url, '/es');
    const answer = await rawRequest(site.url, '/es', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('a visitor with a token is never served from the cache', async () => {
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const jwt = `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 600 })}.c2ln`;
    await rawRequest(site.url, '/en');
    const calls = upstream.calls.length;
    const answer = await rawRequest(site.url, '/en', { headers: { cookie: `token=${jwt}` } });
    expect(upstream.calls.length).toBe(calls + 1);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});
