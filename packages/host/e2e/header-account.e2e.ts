import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoHydrated, launchBrowser } from './support/browser';
import { signInCustomer } from './support/sign-in';

const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

// What sticks out of the header's padding box (a crowded row pushes Start Project off the edge).
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header.header') as HTMLElement;
    const style = getComputedStyle(header);
    const right = header.getBoundingClientRect().right - Number.parseFloat(style.paddingRight);
    return [...header.querySelectorAll('.header__menu > *')]
      .filter((item) => item.getBoundingClientRect().right > right + 0.5)
      .map((item) => `${item.className} ends at ${item.getBoundingClientRect().right} > ${right}`);
  });
}

async function accountLinkText(page: Page): Promise<string> {
  return (await page.locator('header .header__account').textContent())?.trim() ?? '';
}

// R17.3: sign-in can be found from the header, on a phone in the menu, and a signed-in customer
// who opens sign-in lands in the account.
describe.each([1280, 390])('the header at %i px, signed out and signed in', (width) => {
  let browser: Browser;
  let page: Page;
  const base = inject('baseUrl');
  const narrow = width < 1100;

  async function openMenu() {
    if (!narrow) return;
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('header .header__account').waitFor({ state: 'visible' });
  }

  // On a wide screen the header's row holds everything, the name included, in every language.
  async function expectRowFits() {
    if (narrow) return;
    for (const path of ['/', '/ua', '/en', '/es']) {
      await gotoHydrated(page, `${base}${path}`);
      expect(await overflowing(page), path).toEqual([]);
    }
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: { width, height: narrow ? 844 : 800 },
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
  });
  afterAll(() => browser.close());

  it('signed out: "Sign in" opens the sign-in page', async () => {
    await gotoHydrated(page, `${base}/en`);
    await openMenu();
    const link = page.locator('header').getByRole('link', { name: 'Sign in' });
    await link.waitFor({ state: 'visible' });
    await page.screenshot({ path: `${SCREENSHOTS}header-signed-out-${width}.png` });
    await expectRowFits();
    await gotoHydrated(page, `${base}/en`);
    await openMenu();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/en/sign-in');
  });

  it('signed in: the name links to the account; opening sign-in lands in the account', async () => {
    const { email, password } = DEMO_CREDENTIALS.customer;
    await signInCustomer(page, base, email, password);
    await gotoHydrated(page, `${base}/en`);
    await openMenu();
    // The profile comes after hydration: "Account" gives way to the customer's name.
    await expect.poll(() => accountLinkText(page)).not.toMatch(/^(Account|Sign in)?$/);
    expect(await page.locator('header .header__account').getAttribute('href')).toBe('/en/account');
    await page.screenshot({ path: `${SCREENSHOTS}header-signed-in-${width}.png` });
    await expectRowFits();
    await page.goto(`${base}/en/sign-in`);
    expect(new URL(page.url()).pathname).toBe('/en/account');
  });
});
