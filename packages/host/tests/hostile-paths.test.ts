import { beforeAll, describe, expect, it } from 'vitest';
import { pagesLoad, type TestDecider, testDecider } from './support/decide';

const PATHS = [
  '/no-such-page',
  `/${'a'.repeat(8 * 1024)}`,
  `/en/${'%41'.repeat(2700)}`,
  '/%',
  '/%E0%A4%A',
  '/%uD800',
  '/%00',
  '/..%2f..%2fetc%2fpasswd',
  '/assets/..%2f..%2fpackage.json',
  '//evil.example',
  '/\\evil.example',
  '/EN/privacy-policy',
  '/en/ru/privacy-policy',
  '/es/account',
  '/account/other',
  '/999',
  '/?el=%3Cscript%3E',
  '/?p=%ZZ',
  '/web%00',
  '/%F0%9F%98%80',
];

describe('hostile paths', () => {
  let site: TestDecider;

  beforeAll(() => {
    site = testDecider(pagesLoad);
  });

  it.each(
    PATHS.map((path) => [
      path.length > 60 ? `${path.slice(0, 40)}… (${path.length} chars)` : path,
      path,
    ]),
  )('unknown, very long and badly encoded paths never answer 5xx: %s', async (_label, path) => {
    const answer = await site.request(path);
    // A status class (no 5xx), not a time.
    expect(answer.status).toBeLessThan(500);
    const location = answer.headers.location;
    if (location !== undefined) {
      expect(location.startsWith('/')).toBe(true);
      expect(location.startsWith('//')).toBe(false);
      expect(location).not.toContain('\\');
    }
    expect(answer.body).not.toContain('<script>alert');
  });

  it('any other path redirects to /404 (307)', async () => {
    const answer = await site.request('/no-such-page');
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe('/404');
  });

  it('/ru/... answers 308 to the unprefixed path', async () => {
    const answer = await site.request('/ru/privacy-policy?p=2');
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/privacy-policy?p=2');
  });

  it.each(['400', '401', '402', '403', '404'])(
    'the error page /%s answers with its own status',
    async (code) => {
      const answer = await site.request(`/${code}`);
      expect(answer.status).toBe(Number(code));
      expect(answer.body).toContain('<meta name="robots" content="noindex, nofollow">');
    },
  );
});
