import { fileURLToPath } from 'node:url';
import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated } from './support/browser';
import { type FreshSite, openFreshSite } from './support/fresh-site';
import { signInCustomer } from './support/sign-in';
import type { BuiltSite } from './support/start-built-site';
import { callWeb } from './support/web-call';

const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const EDITOR = {
  name: 'Pages Editor',
  email: 'e2e-pages-editor@agency.test',
  password: 'e2e-pages-editor-2026',
};

/** A back-office write as JSON (the item is an object, which callWeb's flat fields cannot carry). */
async function adminWrite(base: string, token: string, payload: Record<string, unknown>) {
  const answer = await fetch(`${base}/web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ lang: 'en', ...payload }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

// What customers and admins hit (issue 29), in Chromium on a site of its own.
describe('settings that save, a limited role’s back office, a Spanish sign-in, one message per error', () => {
  let fresh: FreshSite;
  let site: BuiltSite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    fresh = await openFreshSite();
    ({ site, browser, page } = fresh);
  });
  afterAll(() => fresh?.close());

  it('a preferred language other than the page’s is saved and still chosen after a reload', async () => {
    const { email, password } = DEMO_CREDENTIALS.customer;
    await signInCustomer(page, site.url, email, password);
    await gotoHydrated(page, `${site.url}/en/account/settings`);
    const language = page.getByRole('combobox', { name: /Preferred language/ });
    await language.selectOption('ua');
    await page.getByRole('button', { name: 'Save the profile' }).click();
    await page.getByText('The profile is saved.').waitFor();
    await page.reload();
    await page.getByRole('combobox', { name: /Preferred language/ }).waitFor();
    expect(await page.getByRole('combobox', { name: /Preferred language/ }).inputValue()).toBe(
      'ua',
    );
    // The page itself stays English: only the account's language changed.
    expect(new URL(page.url()).pathname).toBe('/en/account/settings');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SCREENSHOTS}account-settings-language-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('a wrong password is said once, beside the field, with no pop-up', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await context.newPage();
    await gotoHydrated(other, `${site.url}/en/sign-in`);
    await other
      .getByRole('textbox', { name: 'E-mail', exact: true })
      .fill(DEMO_CREDENTIALS.customer.email);
    await other.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.getByText('The e-mail or the password is wrong.').waitFor();
    expect(await other.locator('.notification').count()).toBe(0);
    await context.close();
  });

  it('a Spanish visitor is told, in Spanish, that the account continues in English, and lands on /en/account', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await context.newPage();
    await gotoHydrated(other, `${site.url}/es/sign-in`);
    await other.getByText('su cuenta se abrirá en inglés').waitFor();
    await other
      .getByRole('textbox', { name: 'E-mail', exact: true })
      .fill(DEMO_CREDENTIALS.customer.email);
    await other.getByLabel('Contraseña', { exact: true }).fill(DEMO_CREDENTIALS.customer.password);
    await other.getByRole('button', { name: 'Entrar' }).click();
    await other.waitForURL((url) => url.pathname === '/en/account');
    await context.close();
  });

  it('a role granted only the Pages calls lands on Pages, with its menu entry, its name and sign-out', async () => {
    const login = await callWeb(site.url, {
      controller: 'Admin',
      subaction: 'login',
      email: DEMO_CREDENTIALS.admin.email,
      password: DEMO_CREDENTIALS.admin.password,
    });
    const token = login.body.data.jwt as string;
    await adminWrite(site.url, token, {
      controller: 'Roles',
      subaction: 'create',
      item: { name: 'e2e-pages-only', description: 'Pages only', kind: 'admin' },
    });
    for (const subaction of ['list', 'update'])
      await adminWrite(site.url, token, {
        controller: 'Permissions',
        subaction: 'create',
        item: { role: 'e2e-pages-only', controller: 'Pages', subaction },
      });
    await adminWrite(site.url, token, {
      controller: 'Users',
      subaction: 'create',
      item: { kind: 'admin', lang: 'en', roles: ['e2e-pages-only'], ...EDITOR },
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const editor = await context.newPage();
    await gotoHydrated(editor, `${site.url}/en/admin/login`);
    await editor.getByRole('textbox', { name: 'E-mail' }).fill(EDITOR.email);
    await editor.getByLabel('Password', { exact: true }).fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await editor.waitForURL((url) => url.pathname === '/en/admin/content/pages');
    const menu = editor.getByRole('navigation', { name: 'Back office menu' });
    await menu.getByRole('link', { name: 'Pages' }).waitFor();
    expect(await menu.getByRole('link').count()).toBe(1);
    await editor.getByText(`Signed in as ${EDITOR.name}`).waitFor();
    await editor.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await editor.getByText('You have no access to this screen').count()).toBe(0);
    for (const width of [1280, 390]) {
      await editor.setViewportSize({ width, height: 900 });
      await editor.screenshot({ path: `${SCREENSHOTS}admin-limited-role-${width}.png` });
    }
    await context.close();
  });

  it('a delete names the record, says it is permanent and starts on No: Enter keeps it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await context.newPage();
    await gotoHydrated(admin, `${site.url}/en/admin/login`);
    await admin.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_CREDENTIALS.admin.email);
    await admin.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.admin.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.waitForURL((url) => !url.pathname.endsWith('/login'));
    await gotoHydrated(admin, `${site.url}/en/admin/settings/users?filter=e2e-pages-editor`);
    await admin.getByRole('button', { name: `Delete: ${EDITOR.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Confirm' });
    await dialog.getByText(`Delete “${EDITOR.name}”? Deleting is permanent`).waitFor();
    await expect.poll(() => admin.evaluate(() => document.activeElement?.textContent)).toBe('No');
    for (const width of [1280, 390]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.screenshot({ path: `${SCREENSHOTS}delete-confirmation-${width}.png` });
    }
    await admin.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: `Delete: ${EDITOR.name}` }).waitFor();
    await context.close();
  });

  it('the 404 says "Page not found" and links to the main sections, keeping the spec’s text and Go home', async () => {
    const other = await browser.newPage();
    const answer = await gotoHydrated(other, `${site.url}/en/no-such-page`);
    expect(answer?.status()).toBe(404);
    await other.getByText('Oops. Something went wrong').waitFor();
    await other.getByText('Page not found').waitFor();
    const sections = other.getByRole('navigation', { name: 'Site sections' });
    expect(await sections.getByRole('link').count()).toBe(4);
    await other.getByRole('link', { name: 'Go home' }).waitFor();
    await other.close();
  });

  it('at 390 px the open mobile menu keeps Tab inside until it closes', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await gotoHydrated(phone, `${site.url}/en`);
    const toggle = phone.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const inside = () =>
      phone.evaluate(() => {
        const active = document.activeElement;
        const button = document.querySelector('.header__toggle[aria-controls]');
        const menu = document.querySelector('.header__menu');
        return active === button || (menu?.contains(active) ?? false);
      });
    for (let step = 0; step < 14; step += 1) {
      await phone.keyboard.press('Tab');
      expect(await inside(), `Tab ${step + 1}`).toBe(true);
    }
    await context.close();
  });

  it('without JavaScript at 390 px the menu opens by its link and closes by its own close link', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const phone = await context.newPage();
    await phone.goto(`${site.url}/en`);
    // The menu slides (its visibility follows the 0.3 s slide), so each state is waited for.
    const menuIs = (shown: boolean) =>
      phone.locator('.header__menu').waitFor({ state: shown ? 'visible' : 'hidden' });
    await menuIs(false);
    await phone.getByRole('link', { name: 'Open menu' }).click();
    await menuIs(true);
    await phone.getByRole('link', { name: 'Close menu' }).click();
    await menuIs(false);
    await context.close();
  });

  it('the admin login offers its languages and a way back to the site', async () => {
    const other = await browser.newPage();
    await gotoHydrated(other, `${site.url}/admin/login`);
    await other.getByRole('list', { name: 'Языки панели управления' }).waitFor();
    await other.getByRole('link', { name: /^EN/ }).click();
    await other.waitForURL((url) => url.pathname === '/en/admin/login');
    await other.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
    expect(await other.getByRole('link', { name: 'To the site' }).getAttribute('href')).toBe('/en');
    await other.getByText('Forgot your password?').click();
    await other.getByText(/Another administrator sets you a new one/).waitFor();
    await other.close();
  });
});
