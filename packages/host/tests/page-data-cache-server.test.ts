import { beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../src/server/load-page';
import { inlineScriptHashes, scriptHashesOf } from './support/csp';
import { type TestDecider, testDecider } from './support/decide';
import { pageAnswer } from './support/upstream';

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

function nonceOf(csp: string | string[] | undefined) {
  return /'nonce-([^']+)'/.exec(String(csp))?.[1];
}

describe('anonymous page-data cache (the backend cache hint on every public page)', () => {
  let site: TestDecider;
  // The clock moves only when a test moves it, so no entry expires because the machine is slow.
  let clock = Date.now();

  beforeAll(() => {
    site = testDecider(
      async (match) => {
        const answer = pageAnswer('page', match.path, `Title of ${match.path}`);
        const hint = HINTS[match.path];
        const data = hint === undefined ? answer.data : { ...answer.data, cacheHint: hint };
        return { kind: 'page', data: data as PageData };
      },
      { now: () => clock },
    );
  });

  it('the landing controller Index carries a cache hint of 120 (memory cache): a second anonymous /en/privacy-policy within the hint makes no upstream call', async () => {
    const first = await site.request('/en/privacy-policy');
    expect(site.loadsOf('/en/privacy-policy')).toBe(1);
    const second = await site.request('/en/privacy-policy');
    expect(site.loadsOf('/en/privacy-policy')).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body).toContain('Title of /en/privacy-policy');
    // Issue 30: the page is kept like the landing: the same bytes for every visitor, so its CSP names
    // the hashes of its inline scripts instead of a nonce per answer.
    expect(second.body).toBe(first.body);
    const csp = String(second.headers['content-security-policy']);
    expect(nonceOf(csp)).toBeUndefined();
    expect(second.body).not.toContain('nonce=');
    expect(scriptHashesOf(csp)).toEqual(inlineScriptHashes(second.body));
  });

  it('a query the page does not read renders it afresh: a nonce per answer, the data still shared', async () => {
    await site.request('/en/privacy-policy?utm_source=mail');
    const before = site.loadsOf('/en/privacy-policy');
    const answers = [
      await site.request('/en/privacy-policy?utm_source=mail'),
      await site.request('/en/privacy-policy?utm_source=mail'),
    ];
    expect(site.loadsOf('/en/privacy-policy')).toBe(before);
    const nonces = answers.map((answer) => nonceOf(answer.headers['content-security-policy']));
    expect(nonces[0]).toBeDefined();
    expect(nonces[1]).toBeDefined();
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(answers[1]?.body).toContain(`nonce="${nonces[1]}"`);
  });

  it('is keyed by language, route path and query', async () => {
    await site.request('/en/privacy-policy');
    const before = site.loadsOf('/en/privacy-policy');
    await site.request('/en/privacy-policy?p=2');
    await site.request('/en/privacy-policy?p=2');
    expect(site.loadsOf('/en/privacy-policy')).toBe(before + 1);
    await site.request('/ua/privacy-policy');
    await site.request('/ua/privacy-policy');
    expect(site.loadsOf('/ua/privacy-policy')).toBe(1);
  });

  it.each([
    ['a live token cookie', () => `token=${liveJwt()}`],
    ['an expired or malformed token cookie', () => 'token=garbage'],
    ['an admin-token cookie', () => `admin-token=${liveJwt()}`],
  ])('a request with %s always calls the upstream', async (_, cookie) => {
    await site.request('/en/privacy-policy');
    const before = site.loadsOf('/en/privacy-policy');
    for (let round = 1; round <= 2; round += 1) {
      await site.request('/en/privacy-policy', { headers: { cookie: cookie() } });
      expect(site.loadsOf('/en/privacy-policy')).toBe(before + round);
    }
  });

  it('a page load without a cache hint is never kept', async () => {
    await site.request('/en/email-confirmation');
    await site.request('/en/email-confirmation');
    expect(site.loadsOf('/en/email-confirmation')).toBe(2);
  });

  it('an entry expires after the seconds of its hint', async () => {
    await site.request('/en/terms-of-service');
    await site.request('/en/terms-of-service');
    expect(site.loadsOf('/en/terms-of-service')).toBe(1);
    clock += 1_001;
    await site.request('/en/terms-of-service');
    expect(site.loadsOf('/en/terms-of-service')).toBe(2);
  });
});
