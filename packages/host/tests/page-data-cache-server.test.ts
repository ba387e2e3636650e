import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningHost } from '../src/server/start-host';
import { rawRequest } from './support/http';
import { startSite } from './support/site';
import { json, pageAnswer, startUpstream, type TestUpstream } from './support/upstream';

// The hints a real web-api gives: 120 on public pages, none on email-confirmation; 1 s on the
// terms of service so the test can watch an entry expire.
const HINTS: Record<string, number> = {
  '/en/privacy-policy': 120,
  '/ua/privacy-policy': 120,
  '/en/terms-of-service': 1,
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const liveJwt = () =>
  `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 600 })}.c2ln`;

function pageLoadsOf(upstream: TestUpstream, route: string) {
  return upstream.calls.filter(
    (call) => new URL(call.url, 'http://upstream').searchParams.get('route') === route,
  ).length;
}

function nonceOf(csp: string | string[] | undefined) {
  return /'nonce-([^']+)'/.exec(String(csp))?.[1];
}

describe('anonymous page-data cache (the backend cache hint on every public page)', () => {
  let upstream: TestUpstream;
  let site: RunningHost;

  beforeAll(async () => {
    // The clock moves only when a test moves it, so no entry expires because the machine is slow;
    // the host reads Date.now when it starts.
    vi.useFakeTimers({ toFake: ['Date'] });
    upstream = await startUpstream((req, res) => {
      const route = new URL(req.url ?? '/', 'http://upstream').searchParams.get('route') ?? '/';
      const answer = pageAnswer('page', route, `Title of ${route}`);
      const hint = HINTS[route];
      json(res, 200, hint === undefined ? answer : { data: { ...answer.data, cacheHint: hint } });
    });
    site = await startSite(upstream.url);
  });
  afterAll(async () => {
    await site.close();
    await upstream.close();
    vi.useRealTimers();
  });

  it('the landing controller Index carries a cache hint of 120 (memory cache): a second anonymous /en/privacy-policy within the hint makes no upstream call', async () => {
    const first = await rawRequest(site.url, '/en/privacy-policy');
    expect(pageLoadsOf(upstream, '/en/privacy-policy')).toBe(1);
    const second = await rawRequest(site.url, '/en/privacy-policy');
    expect(pageLoadsOf(upstream, '/en/privacy-policy')).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body).toContain('Title of /en/privacy-policy');
    // Only the data is shared: each answer is rendered with its own nonce.
    const nonces = [first, second].map((answer) =>
      nonceOf(answer.headers['content-security-policy']),
    );
    expect(nonces[0]).toBeDefined();
    expect(nonces[1]).toBeDefined();
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(second.body).toContain(`nonce="${nonces[1]}"`);
  });

  it('is keyed by language, route path and query', async () => {
    await rawRequest(site.url, '/en/privacy-policy');
    const before = pageLoadsOf(upstream, '/en/privacy-policy');
    await rawRequest(site.url, '/en/privacy-policy?el=contacts');
    await rawRequest(site.url, '/en/privacy-policy?el=contacts');
    expect(pageLoadsOf(upstream, '/en/privacy-policy')).toBe(before + 1);
    await rawRequest(site.url, '/ua/privacy-policy');
    await rawRequest(site.url, '/ua/privacy-policy');
    expect(pageLoadsOf(upstream, '/ua/privacy-policy')).toBe(1);
  });

  it.each([
    ['a live token cookie', () => `token=${liveJwt()}`],
    ['an expired or malformed token cookie', () => 'token=garbage'],
    ['an admin-token cookie', () => `admin-token=${liveJwt()}`],
  ])('a request with %s always calls the upstream', async (_, cookie) => {
    await rawRequest(site.url, '/en/privacy-policy');
    const before = pageLoadsOf(upstream, '/en/privacy-policy');
    for (let round = 1; round <= 2; round += 1) {
      await rawRequest(site.url, '/en/privacy-policy', { headers: { cookie: cookie() } });
      expect(pageLoadsOf(upstream, '/en/privacy-policy')).toBe(before + round);
    }
  });

  it('a page load without a cache hint is never kept', async () => {
    await rawRequest(site.url, '/en/email-confirmation');
    await rawRequest(site.url, '/en/email-confirmation');
    expect(pageLoadsOf(upstream, '/en/email-confirmation')).toBe(2);
  });

  it('an entry expires after the seconds of its hint', async () => {
    await rawRequest(site.url, '/en/terms-of-service');
    await rawRequest(site.url, '/en/terms-of-service');
    expect(pageLoadsOf(upstream, '/en/terms-of-service')).toBe(1);
    vi.setSystemTime(Date.now() + 1_001);
    await rawRequest(site.url, '/en/terms-of-service');
    expect(pageLoadsOf(upstream, '/en/terms-of-service')).toBe(2);
  });
});
