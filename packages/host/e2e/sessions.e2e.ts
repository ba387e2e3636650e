import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, gotoHydrated, launchBrowser } from './support/browser';

describe('sessions, confirmation and analytics', () => {
  let browser: Browser;
  const base = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  // The spec's own text and focus on Yes (a confirmation without its own) are the ui's ConfirmDialog test;
  // a delete carries its own (issue 29).
  it('the confirmation dialog of a delete: header, the record named, Yes/No, focus on No, closes on reject', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await gotoHydrated(page, `${base}/en/admin/login`);
      await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_CREDENTIALS.admin.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.admin.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      const cookies = await context.cookies();
      const adminCookie = cookies.find((cookie) => cookie.name === 'admin-token');
      expect(adminCookie?.sameSite).toBe('Lax');
      expect(cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
      await gotoHydrated(page, `${base}/en/admin/settings/users`);
      await page
        .getByRole('button', { name: /^Delete: / })
        .first()
        .click();
      const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
      await dialog.waitFor();
      await expect(dialog.textContent()).resolves.toContain('Deleting is permanent');
      await expect(dialog.textContent()).resolves.toContain('Confirm');
      await dialog.getByRole('button', { name: 'Yes' }).waitFor();
      const no = dialog.getByRole('button', { name: 'No' });
      await expect(no.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
      await dialog.getByRole('button', { name: 'No' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('setting the jwt writes the token cookie (Path=/, SameSite=Lax) and the account opens', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await gotoHydrated(page, `${base}/en/sign-in`);
      await page
        .getByRole('textbox', { name: 'E-mail', exact: true })
        .fill(DEMO_CREDENTIALS.customer.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.customer.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect
        .poll(
          async () =>
            (await context.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '',
        )
        .toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
      expect(token?.path).toBe('/');
      expect(token?.sameSite).toBe('Lax');
      expect(token?.expires).toBeGreaterThan(Date.now() / 1000);
      const answer = await page.goto(`${base}/en/account`);
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      expect(page.url()).toBe(`${base}/en/account`);
    } finally {
      await context.close();
    }
  });

  it('GA4 only after consent via the consent banner (Consent Mode v2 defaults denied)', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const requested: string[] = [];
      await page.route('https://www.googletagmanager.com/**', (route) => {
        requested.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await gotoHydrated(page, `${inject('analyticsUrl')}/en`);
      const banner = page.getByRole('region', { name: 'Analytics consent' });
      await banner.waitFor();
      const consent = await page.evaluate(() =>
        JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer),
      );
      expect(consent).toContain('"default"');
      expect(consent).toContain('"analytics_storage":"denied"');
      expect(requested).toEqual([]);
      await banner.getByRole('button', { name: 'Allow' }).click();
      await expect.poll(() => requested.length).toBe(1);
      expect(requested[0]).toContain('id=G-E2ETEST1');
      await banner.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('without GA_MEASUREMENT_ID there is no banner and no analytics request', async () => {
    const page = await browser.newPage();
    try {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(base)) requested.push(request.url());
      });
      await gotoHydrated(page, `${base}/en`);
      await expect(page.locator('.consent-banner').count()).resolves.toBe(0);
      expect(requested).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
