import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoHydrated, launchBrowser } from './support/browser';

const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

const LANDINGS = [
  ['ru', '/'],
  ['ua', '/ua'],
  ['en', '/en'],
  ['es', '/es'],
] as const;

describe('screenshots', () => {
  let browser: Browser;
  const base = inject('baseUrl');

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('saves docs/screenshots/landing.png (the README shows it)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await gotoHydrated(page, `${base}/en`);
      const file = `${SCREENSHOTS}landing.png`;
      const image = await page.screenshot({ path: file });
      expect(image.byteLength).toBeGreaterThan(10_000);
    } finally {
      await page.close();
    }
  });

  it.each(LANDINGS.flatMap(([lang, path]) => [360, 1280].map((width) => ({ lang, path, width }))))(
    'the $lang landing at $width px',
    async ({ lang, path, width }) => {
      const page = await browser.newPage({
        viewport: { width, height: width === 360 ? 740 : 800 },
      });
      try {
        await gotoHydrated(page, `${base}${path}`);
        // Nothing may stick out sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await page.screenshot({ path: `${SCREENSHOTS}landing-${lang}-${width}.png` });
      } finally {
        await page.close();
      }
    },
  );
});
