import type { RouteMatch } from '@agency/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageData, PageLoad } from '../src/server/load-page';
import { inlineScriptHashes, scriptHashesOf } from './support/csp';
import { type Decided, pagesData, type TestDecider, testDecider } from './support/decide';

// Issue 30: anonymous pages whose HTML depends only on the language, the route, the query the page
// reads and the content are kept rendered like the landing, and carry their CSP as it does.

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const liveJwt = () =>
  `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 600 })}.c2ln`;

const nonceOf = (answer: Decided) =>
  /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];

// The content as an editor last committed it; every load reads it.
let content = 1;
// When set, a load waits for it before answering (a render in flight while the content changes).
let gate: Promise<void> | null = null;

// Like the real backend (pageCacheHint): a hint of 120 on public pages for a visitor without a token,
// none on email-confirmation.
async function load(match: RouteMatch, jwt: string | null): Promise<PageLoad> {
  const seen = content;
  if (gate) await gate;
  const data = pagesData(match);
  const page = { ...data.page, title: `${data.page.title} (content ${seen})` };
  const hint = jwt === null && !match.path.endsWith('/email-confirmation') ? 120 : undefined;
  return {
    kind: 'page',
    data: { ...data, page, ...(hint === undefined ? {} : { cacheHint: hint }) } as PageData,
  };
}

describe('kept anonymous pages', () => {
  let site: TestDecider;
  beforeEach(() => {
    content = 1;
    gate = null;
    site = testDecider(load);
  });

  it.each([
    '/',
    '/en',
    '/en/privacy-policy',
    '/ua/terms-of-service',
    '/es/sign-in',
    '/en/sign-in/recovery',
    '/404',
    '/en/403',
    '/en/privacy-policy?el=contacts',
    '/en/sign-in?back=%2Fen%2Faccount',
  ])(
    '%s is kept: a second visit makes no upstream call and gets the same bytes with a hash-based CSP',
    async (path) => {
      const first = await site.request(path);
      expect(site.calls.length).toBe(1);
      const second = await site.request(path);
      expect(site.calls.length).toBe(1);
      expect(second.status).toBe(first.status);
      expect(second.body).toBe(first.body);
      expect(second.body).toContain('(content 1)');
      const csp = String(second.headers['content-security-policy']);
      expect(nonceOf(second)).toBeUndefined();
      expect(inlineScriptHashes(second.body).length).toBeGreaterThan(0);
      expect(scriptHashesOf(csp)).toEqual(inlineScriptHashes(second.body));
    },
  );

  it.each([
    // The sign-in page shows why a social sign-in was refused, and the tab asked for.
    '/en/sign-in?social=cancelled',
    '/en/sign-in?tab=phone',
    // Shows what the sign-in just made asked for; the token of the link is in the query.
    '/en/sign-in/confirmation',
    '/en/email-confirmation?token=abc',
    // A query no kept page reads.
    '/en/privacy-policy?utm_source=mail',
    '/en?fbclid=x',
  ])('%s is rendered for each request, with a nonce of its own', async (path) => {
    const answers = [await site.request(path), await site.request(path)];
    const nonces = answers.map(nonceOf);
    expect(nonces[0]).toBeDefined();
    expect(nonces[1]).toBeDefined();
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(answers[1]?.body).toContain(`nonce="${nonces[1]}"`);
  });

  it("the sign-in page with a social refusal shows it, not the kept page's bytes", async () => {
    const kept = await site.request('/en/sign-in');
    const refused = await site.request('/en/sign-in?social=cancelled');
    expect(refused.body).toContain('role="alert"');
    expect(kept.body).not.toContain('role="alert"');
  });

  it.each([
    ['a live token cookie', () => `token=${liveJwt()}`, 'private, no-store'],
    ['an expired or malformed token cookie', () => 'token=garbage', 'private, no-store'],
    // The admin token authorises admin pages only; a public page still is not shared with its bearer.
    ['an admin-token cookie', () => `admin-token=${liveJwt()}`, 'no-cache'],
  ])('a visitor with %s never gets a kept page', async (_, cookie, cacheControl) => {
    for (const path of ['/en', '/en/privacy-policy', '/404']) {
      const kept = await site.request(path);
      const before = site.loadsOf(path);
      const answer = await site.request(path, { headers: { cookie: cookie() } });
      expect(site.loadsOf(path)).toBe(before + 1);
      expect(answer.body).not.toBe(kept.body);
      expect(nonceOf(answer)).toBeDefined();
      expect(answer.headers['cache-control']).toBe(cacheControl);
      // Nor does the visitor's page become the kept one.
      expect((await site.request(path)).body).toBe(kept.body);
    }
  });

  it('el (a scroll target the browser reads from the address) is not part of the kept page: one page for every el', async () => {
    // Opened with el first: what is kept must be what a visit without el gets.
    const scrolled = await site.request('/en/privacy-policy?el=cookies');
    const plain = await site.request('/en/privacy-policy');
    const other = await site.request('/en/sign-in?back=%2Fen%2Faccount&el=form');
    expect(site.loadsOf('/en/privacy-policy')).toBe(1);
    expect(scrolled.body).toBe(plain.body);
    expect(scrolled.body).not.toContain('el=cookies');
    // back is read by the page (where sign-in returns): it stays in the links and the form's action.
    expect(other.body).toContain('back=%2Fen%2Faccount');
    expect(other.body).not.toContain('el=form');
    expect((await site.request('/en/sign-in?back=%2Fen%2Faccount')).body).toBe(other.body);
    expect(site.loadsOf('/en/sign-in')).toBe(1);
  });

  it('rotating el values never push the kept pages out', async () => {
    await site.request('/en/terms-of-service');
    for (let i = 0; i < 100; i += 1) await site.request(`/en/privacy-policy?el=s${i}`);
    expect(site.loadsOf('/en/privacy-policy')).toBe(1);
    await site.request('/en/terms-of-service');
    expect(site.loadsOf('/en/terms-of-service')).toBe(1);
  });

  it('a host with KEPT_PAGES=0 renders each request and loads from the page data it keeps; with PAGE_DATA_ENTRIES=0 too, loads each', async () => {
    const rendering = testDecider(load, { env: { KEPT_PAGES: '0' } });
    const answers = [
      await rendering.request('/en/privacy-policy'),
      await rendering.request('/en/privacy-policy'),
    ];
    expect(rendering.loadsOf('/en/privacy-policy')).toBe(1);
    // Still made as a kept page is (hashes, no nonce): the work of the first request after a change.
    expect(answers[1]?.body).toBe(answers[0]?.body);
    expect(nonceOf(answers[1] as Decided)).toBeUndefined();
    const loading = testDecider(load, { env: { KEPT_PAGES: '0', PAGE_DATA_ENTRIES: '0' } });
    await loading.request('/en/privacy-policy');
    await loading.request('/en/privacy-policy');
    expect(loading.loadsOf('/en/privacy-policy')).toBe(2);
  });

  it('rotating query strings no page reads never push the kept pages out', async () => {
    await site.request('/en');
    for (let i = 0; i < 100; i += 1) await site.request(`/en?utm_source=${i}`);
    const before = site.loadsOf('/en');
    await site.request('/en');
    expect(site.loadsOf('/en')).toBe(before);
  });

  it('after a content change the next request serves the new version', async () => {
    expect((await site.request('/en/privacy-policy')).body).toContain('(content 1)');
    content = 2;
    site.flush();
    expect((await site.request('/en/privacy-policy')).body).toContain('(content 2)');
  });

  it('a page loaded before a content change is not kept after it', async () => {
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    // A render in flight reads the old content; the change commits and is announced meanwhile.
    const inFlight = site.request('/en/terms-of-service');
    while (site.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    content = 2;
    site.flush();
    gate = null;
    release();
    expect((await inFlight).body).toContain('(content 1)');
    const next = await site.request('/en/terms-of-service');
    expect(next.body).toContain('(content 2)');
    expect(site.loadsOf('/en/terms-of-service')).toBe(2);
  });

  // Inside the suite above: each test starts from its fresh decider and first content.
  describe('revalidated (ETag and 304)', () => {
    it.each(['/en', '/en/privacy-policy', '/es/sign-in'])(
      "%s: a request whose stored copy has the kept bytes gets 304 with the 200's ETag, caching and CSP, and no body",
      async (path) => {
        // The first answer is the render that keeps the page; the second, a hit answered by its target.
        const first = await site.request(path);
        const hit = await site.request(path, { headers: { 'accept-encoding': 'gzip' } });
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^W\/"/);
        expect(hit.headers.etag).toBe(etag);
        for (const stored of [first, hit]) {
          const headers = {
            'if-none-match': String(stored.headers.etag),
            'accept-encoding': 'gzip',
          };
          const again = await site.request(path, { headers });
          expect(again.status).toBe(304);
          expect(again.raw.byteLength).toBe(0);
          expect(again.headers.etag).toBe(etag);
          expect(again.headers['cache-control']).toBe('no-cache');
          expect(again.headers.vary).toBe('Accept-Encoding, Cookie');
          // The stored copy takes on the 304's fields: the same CSP, or its inline scripts would stop.
          expect(again.headers['content-security-policy']).toBe(
            first.headers['content-security-policy'],
          );
          for (const field of ['content-length', 'content-type', 'content-encoding']) {
            expect(again.headers[field], field).toBeUndefined();
          }
        }
        expect(site.loadsOf(path)).toBe(1);
      },
    );

    it('a HEAD, a request without gzip, and a request met by the render that keeps the page are answered 304 alike', async () => {
      const first = await site.request('/en/terms-of-service');
      const tag = String(first.headers.etag);
      const head = await site.request('/en/terms-of-service', {
        method: 'HEAD',
        headers: { 'if-none-match': tag },
      });
      const identity = await site.request('/en/terms-of-service', {
        headers: { 'if-none-match': tag },
      });
      // Dropped from the cache without a content change: rendered and kept again, the same bytes and tag.
      site.flush();
      const rendered = await site.request('/en/terms-of-service', {
        headers: { 'if-none-match': tag, 'accept-encoding': 'gzip' },
      });
      expect(site.loadsOf('/en/terms-of-service')).toBe(2);
      for (const again of [head, identity, rendered]) {
        expect(again.status).toBe(304);
        expect(again.raw.byteLength).toBe(0);
        expect(again.headers.etag).toBe(tag);
        expect(again.headers['content-security-policy']).toBe(
          first.headers['content-security-policy'],
        );
        expect(again.headers['content-length']).toBeUndefined();
      }
      // If-Modified-Since beside a matching tag is ignored (RFC 9110 §13.1.3).
      const both = await site.request('/en/terms-of-service', {
        headers: { 'if-none-match': tag, 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
      });
      expect(both.status).toBe(304);
    });

    it('another tag, or a reload asking the origin (Cache-Control: no-cache), gets the page in full', async () => {
      const first = await site.request('/en');
      const other = await site.request('/en', { headers: { 'if-none-match': 'W/"other"' } });
      const reload = await site.request('/en', {
        headers: { 'if-none-match': String(first.headers.etag), 'cache-control': 'no-cache' },
      });
      for (const answer of [other, reload]) {
        expect(answer.status).toBe(200);
        expect(answer.body).toBe(first.body);
      }
    });

    it('after a content change the old tag gets the new version in full, under a new tag', async () => {
      const old = await site.request('/en/privacy-policy');
      content = 2;
      site.flush();
      const changed = await site.request('/en/privacy-policy', {
        headers: { 'if-none-match': String(old.headers.etag) },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toContain('(content 2)');
      expect(changed.headers.etag).toMatch(/^W\/"/);
      expect(changed.headers.etag).not.toBe(old.headers.etag);
    });

    it('a kept error page, and a page rendered for one visitor, carry no tag and are never answered 304', async () => {
      for (const path of ['/404', '/en/403']) {
        await site.request(path);
        const again = await site.request(path, { headers: { 'if-none-match': '*' } });
        expect(again.status).toBe(path === '/404' ? 404 : 403);
        expect(again.headers.etag).toBeUndefined();
      }
      const kept = await site.request('/en');
      const signedIn = await site.request('/en', {
        headers: { cookie: `token=${liveJwt()}`, 'if-none-match': String(kept.headers.etag) },
      });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.etag).toBeUndefined();
      const rendered = await site.request('/en?fbclid=x', { headers: { 'if-none-match': '*' } });
      expect(rendered.status).toBe(200);
      expect(rendered.headers.etag).toBeUndefined();
    });
  });
});
