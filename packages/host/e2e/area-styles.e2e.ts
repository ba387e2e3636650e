import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  collectErrors,
  gotoHydrated,
  launchBrowser,
  markDocument,
  sameDocument,
} from './support/browser';
import { signInCustomer } from './support/sign-in';

// The computed style of every element under `root`, in document order: what it looks like, property
// by property.
function computedStyles(page: Page, root: string): Promise<string[]> {
  return page.evaluate(
    (root) =>
      [...document.querySelectorAll(`${root} *`)].map((element) => {
        const style = getComputedStyle(element);
        const properties: string[] = [];
        for (let i = 0; i < style.length; i++) {
          const name = style[i] as string;
          properties.push(`${name}:${style.getPropertyValue(name)}`);
        }
        return `${element.tagName}.${element.getAttribute('class') ?? ''} ${properties.sort().join(';')}`;
      }),
    root,
  );
}

// The elements whose style differs between two readings of the same page (their tag and class).
function differing(before: string[], after: string[]): string[] {
  if (before.length !== after.length) return [`${before.length} elements, then ${after.length}`];
  return before.flatMap((style, i) => (style === after[i] ? [] : [style.split(' ', 1)[0] ?? '']));
}

/**
 * The rules of the area stylesheet the page names that could ever style one of its elements: each
 * selector of each rule (inside every media query, whatever the width), with its pseudo-elements and
 * its states (hover, focus, checked, disabled, invalid, …) taken off, so a rule for a state the page is not in still counts.
 */
function areaRulesMatching(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const href = document.querySelector('link[data-area-styles]')?.getAttribute('data-area-styles');
    if (!href) throw new Error('the page names no area stylesheet');
    const sheet = new CSSStyleSheet();
    await sheet.replace(await (await fetch(href)).text());
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        else if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
      }
    };
    collect(sheet.cssRules);
    if (selectors.length < 100) throw new Error(`only ${selectors.length} rules read from ${href}`);
    const STATES =
      /::?(?:before|after|placeholder-shown|placeholder|marker|hover|focus-visible|focus-within|focus|active|visited|checked|indeterminate|disabled|enabled|user-invalid|user-valid|invalid|valid|target|open|popover-open)\b/g;
    // A state taken out of `:not(…)` (or `:is`, `:where`, `:has`) leaves it empty: the empty wrapper goes too.
    const EMPTIED = /:(?:not|is|where|has)\(\s*\)/g;
    return selectors.filter(
      (selector) =>
        document.querySelector(selector.replace(STATES, '').replace(EMPTIED, '')) !== null,
    );
  });
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
    '/en',
    '/ua',
    '/en/privacy-policy',
    '/en/sign-in',
    '/en/sign-in/recovery',
    '/en/email-confirmation',
    '/en/ui',
    '/en/404',
  ])('%s needs nothing from it: none of its rules selects an element of the page', async (path) => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    try {
      await gotoHydrated(page, `${base}${path}`);
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
      expect(await areaRulesMatching(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  // The demo customer signed in, on the privacy policy (one stylesheet), its document marked.
  async function customerOnPrivacy(): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectErrors(page);
    const { email, password } = DEMO_CREDENTIALS.customer;
    await signInCustomer(page, base, email, password);
    await gotoHydrated(page, `${base}/en/privacy-policy`);
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
    await markDocument(page);
    return { page, errors };
  }

  // Follows the header's link into the account and waits for the account to show.
  async function openAccount(page: Page) {
    await page.locator('header .header__account').click();
    await page.waitForURL(`${base}/en/account`);
    await page.locator('.account__aside').waitFor();
  }

  it('a link from a public page into the account loads it before the account shows: the account looks as when opened directly', async () => {
    const { page, errors } = await customerOnPrivacy();
    try {
      await openAccount(page);
      expect(await sameDocument(page)).toBe(true);
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(2);
      const viaLink = await computedStyles(page, 'main');
      await gotoHydrated(page, `${base}/en/account`);
      expect(differing(viaLink, await computedStyles(page, 'main'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a link into the account whose stylesheet cannot load: the browser loads the account as a new document, with its styles', async () => {
    const { page, errors } = await customerOnPrivacy();
    try {
      const href = await page.getAttribute('link[data-area-styles]', 'data-area-styles');
      expect(href).toMatch(/\.css$/);
      // The stylesheet's first request fails (a deploy removed it, the network dropped); later ones load.
      let failed = 0;
      await page.route(`${base}${href}`, (route) => {
        if (failed > 0) return route.continue();
        failed += 1;
        return route.abort('connectionreset');
      });
      await openAccount(page);
      expect(failed).toBe(1);
      // A new document: the mark is gone, and it links both stylesheets from its head.
      expect(await sameDocument(page)).toBe(false);
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(2);
      expect(
        errors.filter(
          (error) => !/could not load its code or styles|ERR_CONNECTION_RESET/.test(error),
        ),
      ).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
