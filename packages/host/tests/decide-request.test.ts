import { toWebError } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { keptAnswer } from '../src/server/decide-page';
import { MAX_URL_LENGTH } from '../src/server/decide-request';
import { plainRequest } from '../src/server/host-request';
import { type CachedPage, createLandingCache } from '../src/server/landing-cache';
import { readManifest } from '../src/server/start-host';
import { pagesLoad, testDecider } from './support/decide';

// The decision step alone: which requests it answers and which it hands to a handler on the wire.
describe('the host decides before it writes', () => {
  const site = testDecider(pagesLoad);

  it.each([
    ['GET', '/web', 'web'],
    ['POST', '/web', 'web'],
    ['POST', '/en/sign-in', 'form'],
    ['POST', '/en', 'form'],
    ['GET', '/en/sign-in/google', 'social'],
    ['HEAD', '/sign-in/facebook/callback?code=x&state=y', 'social'],
  ])('%s %s is handed to the %s handler', async (method, path, kind) => {
    const { decision } = await site.request(path, { method });
    expect(decision.kind).toBe(kind);
  });

  it.each(['//', '//%2F%E1%AC%85'])(
    'a target no URL parser accepts (%s) is no social route but a page request: never a 5xx',
    async (path) => {
      const answer = await site.request(path);
      expect(answer.decision.kind).toBe('answer');
      expect(answer.status).toBeLessThan(500);
    },
  );

  it('a built file whose stored copy is current gets 304: its ETag, caching and Vary, no body and no Content-Length', async () => {
    for (const path of ['/favicon.svg', readManifest().entry]) {
      const full = await site.request(path, { headers: { 'accept-encoding': 'br, gzip' } });
      const etag = String(full.headers.etag);
      expect(full.status).toBe(200);
      expect(etag).toMatch(/^W\/"/);
      const again = await site.request(path, {
        headers: { 'accept-encoding': 'br, gzip', 'if-none-match': `"other", ${etag}` },
      });
      expect(again.status).toBe(304);
      expect(again.raw.byteLength).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(full.headers['cache-control']);
      expect(again.headers.vary).toBe('Accept-Encoding');
      for (const field of ['content-length', 'content-type', 'content-encoding']) {
        expect(again.headers[field], field).toBeUndefined();
      }
    }
  });

  it('a POST to an over-long target is no form post: 405 without a handler', async () => {
    const answer = await site.request(`/${'a'.repeat(MAX_URL_LENGTH)}`, { method: 'POST' });
    expect(answer.decision.kind).toBe('answer');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('a page decision names its route and what the caches did, and loads nothing for a redirect', async () => {
    const first = await site.request('/es/privacy-policy');
    expect(first.decision).toMatchObject({
      kind: 'answer',
      route: 'privacy-policy',
      notes: { cache: 'miss', upstreamFailure: null },
    });
    const calls = site.calls.length;
    const moved = await site.request('/ru/privacy-policy');
    expect(moved.status).toBe(308);
    expect(moved.decision).toMatchObject({ route: null, notes: null });
    expect(site.calls.length).toBe(calls);
  });

  it('a HEAD is decided like a GET, body included; only the writer leaves the body out', async () => {
    const get = await site.request('/robots.txt');
    const head = await site.request('/robots.txt', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    // writeResponse leaves it out (health-endpoints.test.ts reads a HEAD on the wire).
    expect(head.decision).toEqual(get.decision);
  });

  it('a backend failure (5xx) is noted for the error log with its status and code', async () => {
    const error = toWebError(502, { code: 'INTERNAL', message: 'boom' });
    const failing = testDecider(async () => ({ kind: 'failure', status: 502, error }));
    const answer = await failing.request('/en/privacy-policy');
    expect(answer.status).toBe(502);
    expect(answer.decision).toMatchObject({
      notes: { cache: 'miss', upstreamFailure: { status: 502, code: 'INTERNAL' } },
    });
  });

  it("cached landing hits reuse a header block per encoding: gzip, identity and HEAD never borrow each other's", async () => {
    const cached = testDecider(pagesLoad);
    const gzip = { headers: { 'accept-encoding': 'gzip' } };
    await cached.request('/en', gzip);
    const zipped = await cached.request('/en', gzip);
    const plain = await cached.request('/en');
    const head = await cached.request('/en', { method: 'HEAD', ...gzip });
    const again = await cached.request('/en', gzip);
    for (const hit of [zipped, plain, head, again])
      expect(hit.decision).toMatchObject({ notes: { cache: 'hit' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.body));
    expect(Number(zipped.headers['content-length'])).toBe(zipped.raw.byteLength);
    expect(again.headers).toEqual(zipped.headers);
    // The same block, not a new one built equal: a hit does no header work.
    expect(again.headers).toBe(zipped.headers);
    expect(again.raw.equals(zipped.raw)).toBe(true);
    expect(plain.body).toContain('<!doctype html>');
    expect(zipped.headers['content-security-policy']).toContain("'strict-dynamic'");
  });

  it('a kept page asked again by the same target is the routed hit, and a token cookie or a content change still goes the full way', async () => {
    const kept = testDecider(pagesLoad);
    const routed = await kept.request('/en?el=terms');
    expect(routed.decision).toMatchObject({ notes: { cache: 'miss' } });
    const first = await kept.request('/en?el=terms');
    const again = await kept.request('/en?el=terms');
    expect(again.decision).toEqual(first.decision);
    expect(again.decision).toMatchObject({ route: 'home', notes: { cache: 'hit' } });
    expect(again.raw.equals(routed.raw)).toBe(true);
    const signedIn = await kept.request('/en?el=terms', {
      headers: { cookie: 'token=x.y.z' },
    });
    expect(signedIn.decision).toMatchObject({ notes: { cache: 'bypass' } });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const posted = await kept.request('/en?el=terms', { method: 'POST' });
    expect(posted.decision.kind).toBe('form');
    kept.flush();
    const changed = await kept.request('/en?el=terms');
    expect(changed.decision).toMatchObject({ notes: { cache: 'miss' } });
  });
});

describe('keptAnswer: a kept page from its request target alone', () => {
  const security = { https: false, analytics: false };
  const page: CachedPage = {
    html: Buffer.from('<!doctype html><p>kept</p>'),
    gzip: null,
    scriptHashes: [],
    styleHashes: [],
    status: 200,
    etag: null,
    headerBlocks: new Map(),
  };
  const landing = createLandingCache({ ttlMs: 60_000, maxEntries: 8 });
  landing.set('en /en?', page);
  landing.rememberTarget('/en?el=top', { key: 'en /en?', route: 'home' });
  const ask = (url: string, method = 'GET', cookie?: string) =>
    keptAnswer(
      plainRequest({ method, url, headers: cookie === undefined ? {} : { cookie } }),
      landing,
      security,
    );

  it('answers a GET or HEAD of a remembered target with the kept page, as a visitor without a session gets it', () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = ask('/en?el=top', method);
      expect(answer?.route).toBe('home');
      expect(answer?.notes.cache).toBe('hit');
      expect(answer?.response.body).toBe(page.html);
      expect(answer?.response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers nothing for another method, an unknown target, a token cookie of either kind, or a page no longer kept', () => {
    expect(ask('/en?el=top', 'POST')).toBeNull();
    expect(ask('/en?el=other')).toBeNull();
    expect(ask('/en?el=top', 'GET', 'token=x.y.z')).toBeNull();
    expect(ask('/en?el=top', 'GET', 'admin-token=x.y.z')).toBeNull();
    expect(ask('/en?el=top', 'GET', 'theme=dark')).not.toBeNull();
    landing.clear();
    expect(ask('/en?el=top')).toBeNull();
  });
});
