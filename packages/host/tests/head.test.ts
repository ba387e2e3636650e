import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagesLoad, type TestDecider, testDecider } from './support/decide';
import { PUBLIC_URL } from './support/site';

describe('head, robots.txt and sitemap.xml', () => {
  let site: TestDecider;

  beforeAll(() => {
    site = testDecider(pagesLoad);
  });

  it('URL code ua is BCP 47 uk: <html lang="uk"> on /ua pages', async () => {
    const { body } = await site.request('/ua/privacy-policy');
    expect(body).toMatch(/<html lang="uk"/);
  });

  it('title and description come from the page data', async () => {
    const { body } = await site.request('/en/privacy-policy');
    expect(body).toContain('<title>Title of /en/privacy-policy</title>');
    expect(body).toContain('<meta name="description" content="Title of /en/privacy-policy.">');
  });

  it('a page without an edited description (sign-in, the 404) gets the site text in its language', async () => {
    const signIn = await site.request('/ua/sign-in');
    expect(signIn.body).toMatch(
      /<meta name="description" content="Вхід до особистого кабінету[^"]+">/,
    );
    const missing = await site.request('/en/404');
    expect(missing.body).toContain('<meta name="description" content="The page cannot be shown.">');
  });

  it('absolute hreflang alternates ru, en, uk, es and x-default from PUBLIC_URL, and a self canonical', async () => {
    const { body } = await site.request('/en/terms-of-service?el=top');
    expect(body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/en/terms-of-service">`);
    for (const [tag, path] of [
      ['ru', '/terms-of-service'],
      ['uk', '/ua/terms-of-service'],
      ['en', '/en/terms-of-service'],
      ['es', '/es/terms-of-service'],
      ['x-default', '/terms-of-service'],
    ]) {
      expect(body).toContain(
        `<link rel="alternate" hreflang="${tag}" href="${PUBLIC_URL}${path}">`,
      );
    }
  });

  it('Open Graph per language', async () => {
    const { body } = await site.request('/es/privacy-policy');
    expect(body).toContain('<meta property="og:locale" content="es_ES">');
    expect(body).toContain('<meta property="og:locale:alternate" content="uk_UA">');
    expect(body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/es/privacy-policy">`);
  });

  it('Organization/LocalBusiness JSON-LD on the landing only', async () => {
    const landing = await site.request('/en');
    const data = JSON.parse(landing.body.match(/application\/ld\+json">([^<]*)</)?.[1] ?? 'null');
    expect(data['@type']).toEqual(['Organization', 'LocalBusiness']);
    expect(data.url).toBe(`${PUBLIC_URL}/en`);
    const other = await site.request('/en/privacy-policy');
    expect(other.body).not.toContain('application/ld+json');
  });

  it.each(['/en/sign-in', '/sign-in/recovery', '/404', '/403'])('noindex on %s', async (path) => {
    const { body } = await site.request(path);
    expect(body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(body).not.toContain('rel="canonical"');
  });

  it('a rendered page is gzip-compressed for clients that accept it', async () => {
    const plain = await site.request('/en/privacy-policy');
    const packed = await site.request('/en/privacy-policy', {
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toContain('Accept-Encoding');
    const text = gunzipSync(packed.raw).toString('utf8');
    // The nonce differs per response; the rest of the page is the same.
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, '');
    expect(withoutNonce(text)).toBe(withoutNonce(plain.body));
  });

  it('robots.txt points to the sitemap on the public URL', async () => {
    const { body, headers } = await site.request('/robots.txt');
    expect(headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(body).toContain('Disallow: /account');
  });

  it('sitemap.xml lists every public page in every language with its alternates', async () => {
    const { body } = await site.request('/sitemap.xml');
    for (const page of ['', '/privacy-policy', '/terms-of-service']) {
      for (const prefix of ['', '/ua', '/en', '/es']) {
        const loc = `${PUBLIC_URL}${prefix}${page}` || PUBLIC_URL;
        expect(body).toContain(
          `<loc>${prefix === '' && page === '' ? `${PUBLIC_URL}/` : loc}</loc>`,
        );
      }
    }
    expect(body).toContain(`hreflang="uk" href="${PUBLIC_URL}/ua/privacy-policy"`);
    expect(body).not.toContain('/account');
    expect(body).not.toContain('sign-in');
  });
});
