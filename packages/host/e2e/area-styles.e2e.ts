import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, gotoHydrated, launchBrowser } from './support/browser';
import { signInCustomer } from './support/sign-in';

// The computed style of every element under `root` and of its ::before and ::after, in document
// order: what it looks like, property by property.
function computedStyles(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate(
    (root) =>
      [...document.querySelectorAll(`${root} *`)].flatMap((element) =>
        [null, '::before', '::after'].map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          const properties: string[] = [];
          for (let i = 0; i < style.length; i++) {
            const name = style[i] as string;
            properties.push(`${name}:${style.getPropertyValue(name)}`);
          }
          return `${element.tagName}.${element.getAttribute('class') ?? ''}${pseudo ?? ''} ${properties.sort().join(';')}`;
        }),
      ),
    root,
  );
}

// The elements whose style differs between two readings of the same page (their tag and class).
function differing(before: string[], after: string[]): string[] {
  if (before.length !== after.length) return [`${before.length} elements, then ${after.length}`];
  return before.flatMap((style, i) => (style === after[i] ? [] : [style.split(' ', 1)[0] ?? '']));
}

// The area stylesheet the page names, linked as a navigation into an area links it.
async function linkAreaStyles(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const href = document
          .querySelector('link[data-area-styles]')
          ?.getAttribute('data-area-styles');
        if (!href) {
          reject(new Error('the page names no area stylesheet'));
          return;
        }
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.onload = () => resolve(href);
        link.onerror = () => reject(new Error(`${href} did not load`));
        document.head.append(link);
      }),
  );
}

// Decision 0063: a visitor's pages link the site's stylesheet alone, the account and back office
// the area stylesheet too.
describe('the area stylesheet', () => {
  let browser: Browser;
  const base = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['/en', 360],
    ['/en', 1280],
    ['/ua', 360],
    ['/en/privacy-policy', 360],
    ['/en/sign-in', 360],
    ['/en/sign-in', 1280],
    ['/en/sign-in/recovery', 360],
    ['/en/email-confirmation', 360],
    ['/en/ui', 360],
    ['/en/404', 360],
  ] as const)(
    '%s at %i px needs nothing from it: linking it changes no element’s style',
    async (path, width) => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      try {
        await gotoHydrated(page, `${base}${path}`);
        const alone = await computedStyles(page);
        expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
        await linkAreaStyles(page);
        expect(differing(alone, await computedStyles(page))).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('a link from a public page into the account loads it before the account shows: the account looks as when opened directly', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      const errors = collectErrors(page);
      const { email, password } = DEMO_CREDENTIALS.customer;
      await signInCustomer(page, base, email, password);
      await gotoHydrated(page, `${base}/en/privacy-policy`);
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
      // A mark on this document: a full page load would lose it.
      await page.evaluate(() => {
        document.documentElement.dataset.before = 'privacy';
      });
      await page.locator('header .header__account').click();
      await page.waitForURL(`${base}/en/account`);
      await page.locator('.account__aside').waitFor();
      expect(await page.getAttribute('html', 'data-before')).toBe('privacy');
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(2);
      const viaLink = await computedStyles(page, 'main');
      await gotoHydrated(page, `${base}/en/account`);
      expect(differing(viaLink, await computedStyles(page, 'main'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
