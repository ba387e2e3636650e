import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  collectErrors,
  gotoHydrated,
  launchBrowser,
  seriousViolations,
  sideways,
} from './support/browser';

const LANGUAGES = [
  ['ru', '', 'ru'],
  ['ua', '/ua', 'uk'],
  ['en', '/en', 'en'],
  ['es', '/es', 'es'],
] as const;

const PAGES = [
  '/',
  '/ui',
  '/privacy-policy',
  '/terms-of-service',
  '/email-confirmation',
  '/sign-in',
  '/sign-in/confirmation',
  '/sign-in/recovery',
];

const ROUTES = LANGUAGES.flatMap(([lang, prefix, tag]) =>
  PAGES.map((page) => ({ lang, tag, path: page === '/' ? prefix || '/' : `${prefix}${page}` })),
);

describe('every public route in every language', () => {
  let browser: Browser;
  const base = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.concurrent.each(ROUTES)(
    '$path renders, hydrates without errors, has no serious or critical axe violation and nothing wider than 360 or 1280 px',
    async ({ path, tag }) => {
      const page = await browser.newPage();
      try {
        const errors = collectErrors(page);
        const answer = await gotoHydrated(page, `${base}${path}`);
        expect(answer?.status()).toBe(200);
        expect(await page.getAttribute('html', 'lang')).toBe(tag);
        await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          expect(await sideways(page), `at ${width} px`).toEqual([]);
        }
      } finally {
        await page.close();
      }
    },
  );

  it.each(['/400', '/401', '/402', '/403', '/404'])(
    'the error page %s shows its code, the text and a Go home link',
    async (path) => {
      const page = await browser.newPage();
      try {
        const errors = collectErrors(page);
        const answer = await gotoHydrated(page, `${base}${path}`);
        expect(answer?.status()).toBe(Number(path.slice(1)));
        expect(await page.title()).toBe('Страница ошибки. Что-то пошло не так');
        await expect(page.locator('main').textContent()).resolves.toContain(path.slice(1));
        await expect(page.getByRole('link', { name: 'На главную' }).isVisible()).resolves.toBe(
          true,
        );
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
