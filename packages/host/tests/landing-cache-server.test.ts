import { beforeAll, describe, expect, it } from 'vitest';
import { pagesLoad, type TestDecider, testDecider } from './support/decide';

describe('anonymous landing cache', () => {
  let site: TestDecider;

  beforeAll(() => {
    site = testDecider(pagesLoad);
  });

  it('the landing controller Index carries a cache hint of 120 (memory cache): a repeat visit does not call the backend', async () => {
    const first = await site.request('/en');
    const calls = site.calls.length;
    const second = await site.request('/en');
    expect(site.calls.length).toBe(calls);
    expect(second.body).toBe(first.body);
  });

  it('is keyed by language: each language is loaded once', async () => {
    await site.request('/ua');
    const calls = site.calls.length;
    await site.request('/ua');
    await site.request('/');
    expect(site.calls.length).toBe(calls + 1);
  });

  it('serves gzip to clients that accept it', async () => {
    await site.request('/es');
    const answer = await site.request('/es', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('a visitor with a token is never served from the cache', async () => {
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const jwt = `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 600 })}.c2ln`;
    await site.request('/en');
    const calls = site.calls.length;
    const answer = await site.request('/en', { headers: { cookie: `token=${jwt}` } });
    expect(site.calls.length).toBe(calls + 1);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});
