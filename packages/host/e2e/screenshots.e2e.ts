import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoHydrated, launchBrowser, sideways } from './support/browser';
import { signInAdmin } from './support/sign-in';

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
        expect(await sideways(page), `at ${width} px`).toEqual([]);
        await page.screenshot({ path: `${SCREENSHOTS}landing-${lang}-${width}.png` });
      } finally {
        await page.close();
      }
    },
  );

  it('the back-office layout (the demo admin on the users list) at 1280 and 390 px, and its menu opened at 390 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      const { email, password } = DEMO_CREDENTIALS.admin;
      await signInAdmin(page, base, email, password);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await gotoHydrated(page, `${base}/en/admin/settings/users`);
        await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
        await page.getByRole('cell', { name: email }).first().waitFor();
        await page.getByText(/^Signed in as /).waitFor();
        expect(await page.locator('.header').count()).toBe(0);
        const menu = page.getByRole('navigation', { name: 'Back office menu' });
        expect(await menu.isVisible()).toBe(width === 1280);
        expect(await sideways(page), `at ${width} px`).toEqual([]);
        await page.screenshot({ path: `${SCREENSHOTS}admin-${width}.png` });
      }
      await page.getByText('Menu', { exact: true }).click();
      await page.getByRole('navigation', { name: 'Back office menu' }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}admin-menu-390.png` });
    } finally {
      await context.close();
    }
  });

  it.each([1280, 390])('the English 404 page (/en/404) at %i px', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
    try {
      const answer = await gotoHydrated(page, `${base}/en/404`);
      expect(answer?.status()).toBe(404);
      expect(await page.locator('html').getAttribute('lang')).toMatch(/^en/);
      expect(await sideways(page), `at ${width} px`).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}error-404-en-${width}.png` });
    } finally {
      await page.close();
    }
  });
});
