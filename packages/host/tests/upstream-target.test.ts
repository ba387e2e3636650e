import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../src/server/start-host';
import { rawRequest } from './support/http';
import { startSite } from './support/site';
import { pagesUpstream, startUpstream, type TestUpstream } from './support/upstream';

// A valid customer token shape (expiry far in the future); the upstream decides whether it is genuine.
const exp = Math.floor(Date.now() / 1000) + 3600;
const jwt = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.c2ln`;

describe('the server-side /web client', () => {
  let upstream: TestUpstream;
  let attacker: TestUpstream;
  let site: RunningHost;
  let proxied: RunningHost;

  beforeAll(async () => {
    upstream = await pagesUpstream();
    attacker = await startUpstream((_req, res) => res.end('{}'));
    site = await startSite(upstream.url);
    proxied = await startSite(upstream.url, { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await site.close();
    await proxied.close();
    await upstream.close();
    await attacker.close();
  });

  it('Host and X-Forwarded-Host never change where the server calls', async () => {
    const hostile = new URL(attacker.url).host;
    const before = upstream.calls.length;
    const answer = await rawRequest(site.url, '/en/privacy-policy', {
      headers: { host: hostile, 'x-forwarded-host': hostile, 'x-forwarded-proto': 'http' },
    });
    expect(answer.status).toBe(200);
    expect(upstream.calls.length).toBe(before + 1);
    expect(attacker.calls).toHaveLength(0);
  });

  it('absolute links come from PUBLIC_URL, never from Host or X-Forwarded-Host', async () => {
    const answer = await rawRequest(site.url, '/en/privacy-policy', {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(answer.body).not.toContain('evil.example');
    expect(answer.body).toContain('href="https://agency.example/en/privacy-policy"');
  });

  it('the page load carries controller Index, subaction index, lang and the full route', async () => {
    await rawRequest(site.url, '/ua/terms-of-service?p=2&el=x');
    const call = upstream.calls.at(-1);
    const query = new URL(call?.url ?? '', 'http://x').searchParams;
    expect(call?.method).toBe('GET');
    expect(new URL(call?.url ?? '', 'http://x').pathname).toBe('/web');
    expect(Object.fromEntries(query)).toMatchObject({
      controller: 'Index',
      subaction: 'index',
      lang: 'ua',
      route: '/ua/terms-of-service',
      p: '2',
      el: 'x',
    });
  });

  it('on server-side fetches the jwt is taken from the client token cookie (Bearer)', async () => {
    const answer = await rawRequest(site.url, '/en/privacy-policy', {
      headers: { cookie: `token=${jwt}` },
    });
    expect(upstream.calls.at(-1)?.headers.authorization).toBe(`Bearer ${jwt}`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('server requests add x-forwarded-for with the client IP (proxy headers ignored without TRUST_PROXY)', async () => {
    await rawRequest(site.url, '/en/privacy-policy', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(upstream.calls.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('TRUST_PROXY=1 takes the client IP from the one trusted proxy, never from entries the client wrote', async () => {
    await rawRequest(proxied.url, '/en/privacy-policy', {
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
    });
    expect(upstream.calls.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });
});
