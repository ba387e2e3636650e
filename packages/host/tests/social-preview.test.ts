import { beforeAll, describe, expect, it } from 'vitest';
import { pagesLoad, type TestDecider, testDecider } from './support/decide';
import { PUBLIC_URL } from './support/site';

// The width and height a PNG declares in its IHDR chunk, after checking the signature.
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('social previews: og:image and the X/Twitter large card in the page language', () => {
  let site: TestDecider;

  beforeAll(() => {
    site = testDecider(pagesLoad);
  });

  it.each([
    ['/', 'ru', 'Веб-дизайн, разработка'],
    ['/en', 'en', 'Web design, development'],
    ['/ua', 'ua', 'Веб-дизайн, розробка'],
    ['/es', 'es', 'Diseño web, desarrollo'],
  ])('%s names the %s image, a 1200×630 PNG the host serves', async (path, lang, line) => {
    const page = await site.request(path);
    expect(page.status).toBe(200);
    const image = `${PUBLIC_URL}/og/${lang}.png`;
    expect(meta(page.body, 'og:image')).toBe(image);
    expect(meta(page.body, 'og:image:type')).toBe('image/png');
    expect(meta(page.body, 'og:image:width')).toBe('1200');
    expect(meta(page.body, 'og:image:height')).toBe('630');
    expect(meta(page.body, 'og:image:alt')).toContain(line);
    expect(meta(page.body, 'twitter:card')).toBe('summary_large_image');
    expect(meta(page.body, 'twitter:image')).toBe(image);
    expect(meta(page.body, 'twitter:image:alt')).toBe(meta(page.body, 'og:image:alt'));
    expect(meta(page.body, 'twitter:title')).toBe(meta(page.body, 'og:title'));
    expect(meta(page.body, 'twitter:description')).toBe(meta(page.body, 'og:description'));
    expect(meta(page.body, 'twitter:title')).toBeTruthy();
    expect(meta(page.body, 'twitter:description')).toBeTruthy();

    const file = await site.request(new URL(image).pathname);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(pngSize(file.raw)).toEqual({ width: 1200, height: 630 });
  });

  it('the images of the languages differ (each carries its own text)', async () => {
    const files = await Promise.all(
      ['ru', 'ua', 'en', 'es'].map((lang) => site.request(`/og/${lang}.png`)),
    );
    expect(new Set(files.map((file) => file.raw.toString('base64'))).size).toBe(4);
  });

  it('an error page carries the image of its language too', async () => {
    const page = await site.request('/es/404');
    expect(meta(page.body, 'og:image')).toBe(`${PUBLIC_URL}/og/es.png`);
    expect(meta(page.body, 'twitter:card')).toBe('summary_large_image');
  });
});
