import { beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from '../src/server/security-headers';
import { readManifest } from '../src/server/start-host';
import {
  type Decided,
  fetchLoad,
  pagesLoad,
  type TestDecider,
  testDecider,
} from './support/decide';

function expectProtected(answer: Decided) {
  const csp = String(answer.headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(answer.headers['x-powered-by']).toBeUndefined();
  expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(answer.headers['origin-agent-cluster']).toBe('?1');
  expect(answer.headers['x-dns-prefetch-control']).toBe('off');
  expect(answer.headers['x-permitted-cross-domain-policies']).toBe('none');
}

describe('security headers', () => {
  let site: TestDecider;
  let broken: TestDecider;

  beforeAll(() => {
    site = testDecider(pagesLoad);
    broken = testDecider(fetchLoad(() => new Response('{', { status: 500 })));
  });

  it.each([
    ['a rendered page (200)', '/en/privacy-policy', 200],
    ['the cached landing (200)', '/en', 200],
    ['a redirect (307)', '/no-such-page', 307],
    ['a redirect (308)', '/ru', 308],
    ['an error page (404)', '/404', 404],
    ['robots.txt', '/robots.txt', 200],
    ['sitemap.xml', '/sitemap.xml', 200],
    ['the favicon', '/favicon.ico', 200],
    ['a refused method', '/en', 405],
    ['the liveness probe', '/healthz', 200],
    ['the readiness probe', '/readyz', 200],
    ['a /web path other than /web', '/web/x', 404],
  ])('headers on every response type: %s', async (_name, path, status) => {
    // A POST goes to the form posts first; one that no form answers gets this same 405 (form-post.test.ts).
    const answer = await site.request(path, { method: status === 405 ? 'PUT' : 'GET' });
    expect(answer.status).toBe(status);
    expectProtected(answer);
  });

  it('headers on every response type: a static asset, immutable and precompressed', async () => {
    const { entry } = readManifest();
    const answer = await site.request(entry, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(entry).toMatch(/-[A-Z0-9]{8}\.js$/);
    expectProtected(answer);
  });

  it('headers on every response type: the upstream failure page (502)', async () => {
    const answer = await broken.request('/en/privacy-policy');
    expect(answer.status).toBe(502);
    expect(answer.headers['cache-control']).toBe('no-store');
    expectProtected(answer);
  });

  it('a rendered page carries a fresh nonce per request on its scripts', async () => {
    const first = await site.request('/en/privacy-policy');
    const second = await site.request('/en/privacy-policy');
    const nonceOf = (answer: Decided) =>
      String(answer.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1];
    expect(nonceOf(first)).toBeDefined();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.body).toContain(`<script type="module" nonce="${nonceOf(first)}">`);
  });

  it('an account page starts the intl warm-up worker (decision 0061), which its policy allows and the host serves', async () => {
    const account = await site.request('/en/account');
    expect(account.status).toBe(200);
    const csp = String(account.headers['content-security-policy']);
    expect(csp.split('; ')).toContain("worker-src 'self'");
    const script = account.body.match(/<script type="module" nonce="[^"]+">([^<]*)<\/script>/)?.[1];
    expect(script).toMatch(/^try\{new Worker\("\/intl-warmup\.js"\)\}catch\{\}const s=/);
    const worker = await site.request('/intl-warmup.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.body).toContain('Intl.NumberFormat.supportedLocalesOf');
    // Public pages start none: their scripts and bytes are as before.
    for (const path of ['/en', '/en/privacy-policy', '/sign-in'])
      expect((await site.request(path)).body).not.toContain('Worker');
  });

  it("an account page links the build's area stylesheet, which public pages only name (decision 0063)", async () => {
    const { areaStyles, styles } = readManifest();
    expect(areaStyles).toMatch(/^\/assets\/areas-\w+\.css$/);
    const linked = `<link rel="stylesheet" href="${areaStyles}">`;
    expect((await site.request('/en/account')).body).toContain(linked);
    for (const path of ['/en', '/en/privacy-policy', '/sign-in', '/404']) {
      const body = (await site.request(path)).body;
      expect(body).not.toContain(linked);
      expect(body).toContain(
        `<link rel="stylesheet" href="${styles[0]}" data-area-styles="${areaStyles}">`,
      );
    }
    const css = await site.request(areaStyles);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('the cached landing uses a hash-based CSP that matches its inline script', async () => {
    const answer = await site.request('/es');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).not.toContain('nonce-');
    const hash = csp.match(/'(sha256-[^']+)'/)?.[1];
    const script = answer.body.match(/<script type="module">([^<]*)<\/script>/)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(hash).toBe(`sha256-${createHash('sha256').update(script).digest('base64')}`);
  });
});

describe('createNonce', () => {
  it('gives 128-bit nonces that never repeat, across more than one pool of random bytes', () => {
    const nonces = Array.from({ length: 1000 }, () => createNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('contentSecurityPolicy', () => {
  const site = { https: true, analytics: false };
  const script = (policy: string) =>
    policy.split('; ').find((part) => part.startsWith('script-src'));
  const style = (policy: string) => policy.split('; ').find((part) => part.startsWith('style-src'));

  it('a nonce policy names each page’s own nonce, and nothing else changes between pages', () => {
    const first = contentSecurityPolicy({ nonce: 'bm9uY2Ux' }, site);
    const second = contentSecurityPolicy({ nonce: 'bm9uY2Uy' }, site);
    expect(script(first)).toBe("script-src 'nonce-bm9uY2Ux' 'strict-dynamic'");
    expect(script(second)).toBe("script-src 'nonce-bm9uY2Uy' 'strict-dynamic'");
    expect(second).toBe(first.replace('bm9uY2Ux', 'bm9uY2Uy'));
    expect(first).toContain('upgrade-insecure-requests');
  });

  it('each page’s style hashes and the site options shape its nonce policy', () => {
    const styled = contentSecurityPolicy({ nonce: 'n1', styleHashes: ['sha256-a'] }, site);
    const other = contentSecurityPolicy({ nonce: 'n1', styleHashes: ['sha256-b'] }, site);
    const plain = contentSecurityPolicy({ nonce: 'n1' }, site);
    expect(style(styled)).toBe("style-src 'self' 'unsafe-hashes' 'sha256-a'");
    expect(style(other)).toBe("style-src 'self' 'unsafe-hashes' 'sha256-b'");
    expect(style(plain)).toBe("style-src 'self'");
    const local = contentSecurityPolicy({ nonce: 'n1' }, { https: false, analytics: true });
    expect(local).not.toContain('upgrade-insecure-requests');
    expect(script(local)).toBe(
      "script-src 'nonce-n1' 'strict-dynamic' https://www.googletagmanager.com",
    );
  });

  it('a hash policy and a page with no script keep their own sources', () => {
    expect(script(contentSecurityPolicy({ hashes: ['sha256-x'] }, site))).toBe(
      "script-src 'sha256-x' 'strict-dynamic'",
    );
    expect(script(contentSecurityPolicy(null, site))).toBe("script-src 'none'");
  });

  it('a page with scripts may start the site’s own workers; an answer with no script none', () => {
    const workers = (policy: string) =>
      policy.split('; ').find((part) => part.startsWith('worker-src'));
    expect(workers(contentSecurityPolicy({ nonce: 'n1' }, site))).toBe("worker-src 'self'");
    expect(workers(contentSecurityPolicy({ hashes: ['sha256-x'] }, site))).toBe(
      "worker-src 'self'",
    );
    expect(workers(contentSecurityPolicy(null, site))).toBeUndefined();
  });
});
