import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, launchBrowser } from './support/browser';
import { type BuiltSite, startBuiltSite } from './support/start-built-site';
import { callWeb } from './support/web-call';

// Its own site: the name change stays out of other suites' data.
describe('the site with JavaScript disabled', () => {
  let site: BuiltSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const requested: string[] = [];

  beforeAll(async () => {
    // Demo mode: a copy of the run's demo database, where the demo customer exists.
    [site, browser] = await Promise.all([
      startBuiltSite({ AGENCY_DEMO: '1' }, { image: inject('siteImage') }),
      launchBrowser(),
    ]);
    context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    errors = collectErrors(page);
    page.on('request', (request) => requested.push(request.url()));
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  async function tokenCookie() {
    return (await context.cookies(site.url)).find((cookie) => cookie.name === 'token');
  }

  it('the mobile menu opens with the hamburger link', async () => {
    await page.goto(`${site.url}/en`);
    const nav = page.getByRole('navigation', { name: /main/i });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Open menu' }).click();
    await nav.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
  });

  it('a wrong password comes back as the form with its error and the e-mail, never in a URL', async () => {
    await page.goto(`${site.url}/en/sign-in`);
    await page
      .getByRole('textbox', { name: 'E-mail', exact: true })
      .fill(DEMO_CREDENTIALS.customer.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await page.waitForLoadState('load');
    expect(new URL(page.url()).search).toBe('');
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await password.inputValue()).toBe('');
    await page.getByText('The e-mail or the password is wrong.').waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail', exact: true }).inputValue()).toBe(
      DEMO_CREDENTIALS.customer.email,
    );
    expect(await page.content()).not.toContain('not-the-password-1');
  });

  it('the demo customer signs in: 303 to the account, the token cookie set', async () => {
    const { email, password } = DEMO_CREDENTIALS.customer;
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${site.url}/en/account`);
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
    expect((await tokenCookie())?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
  });

  it('changes the name in the settings: 303 back to the settings, which show the new name', async () => {
    await page.goto(`${site.url}/en/account/settings`);
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Name (required)', { exact: true }).fill('Nojs Customer');
    await profile.getByRole('button', { name: 'Save the profile' }).click();
    await page.waitForURL(`${site.url}/en/account/settings`);
    await page.waitForLoadState('load');
    expect(await profile.getByLabel('Name (required)', { exact: true }).inputValue()).toBe(
      'Nojs Customer',
    );
    await page.reload();
    expect(await profile.getByLabel('Name (required)', { exact: true }).inputValue()).toBe(
      'Nojs Customer',
    );
  });

  it('a password change whose repetition differs comes back with the error and no password', async () => {
    const form = page.getByRole('form', { name: 'Password' });
    await form
      .getByLabel('Current password (required)', { exact: true })
      .fill(DEMO_CREDENTIALS.customer.password);
    await form.getByLabel('New password (required)', { exact: true }).fill('brand-new-pass-1');
    await form
      .getByLabel('Repeat the new password (required)', { exact: true })
      .fill('brand-new-pass-2');
    await form.getByRole('button', { name: 'Change the password' }).click();
    await form.getByText('The passwords do not match.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await form.getByLabel('New password (required)', { exact: true }).inputValue()).toBe('');
    expect(await page.content()).not.toContain('brand-new-pass');
  });

  it('creates a location with split hours, edits it, and the list shows it with the hours intact', async () => {
    const list = `${site.url}/en/account/pins/locations`;
    const form = page.locator('form.pin-form');
    const tuesday = form.getByLabel('Tuesday: opening periods', { exact: true });
    await page.goto(list);
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await page.waitForURL(`${list}?edit=new`);
    // The kind's own check runs on the host: a nameless location comes back with the hours typed.
    await tuesday.fill('09:00-13:00, 14:00-19:00');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please correct the highlighted fields.').waitFor();
    expect(await tuesday.inputValue()).toBe('09:00-13:00, 14:00-19:00');
    await form.getByLabel('Name (required)', { exact: true }).fill('Nojs Split Cafe');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(list);
    await page.getByRole('rowheader', { name: 'Nojs Split Cafe' }).waitFor();

    await page.getByRole('link', { name: 'Edit Nojs Split Cafe' }).click();
    await page.waitForURL((url) => url.searchParams.has('edit'));
    expect(await tuesday.inputValue()).toBe('09:00-13:00, 14:00-19:00');
    await form.getByLabel('Name (required)', { exact: true }).fill('Nojs Split Cafe 2');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(list);
    await page.getByRole('rowheader', { name: 'Nojs Split Cafe 2' }).waitFor();

    await page.getByRole('link', { name: 'Edit Nojs Split Cafe 2' }).click();
    await page.waitForURL((url) => url.searchParams.has('edit'));
    expect(await tuesday.inputValue()).toBe('09:00-13:00, 14:00-19:00');
    expect(await form.getByLabel('Monday: opening periods', { exact: true }).inputValue()).toBe('');
  });

  it('signs out with the button: back on sign-in, the token cookie gone', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${site.url}/en/sign-in`);
    expect(await tokenCookie()).toBeUndefined();
    await page.goto(`${site.url}/en/account`);
    expect(new URL(page.url()).pathname).not.toBe('/en/account');
  });

  it('phone sign-in: the code request opens the confirmation, the printed code signs in', async () => {
    await page.goto(`${site.url}/en/sign-in`);
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.waitForURL(`${site.url}/en/sign-in?tab=phone`);
    const printed = new Promise<string>((resolve) => {
      let output = '';
      site.child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const code = output.match(/Your sign-in code: (\d{6})/)?.[1];
        if (code) resolve(code);
      });
    });
    await page.getByLabel('Phone number').fill(DEMO_CREDENTIALS.customer.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL((url) => url.pathname === '/en/sign-in/confirmation');
    // The step names the phone (posted as a hidden value) and offers a way back to change it.
    await page
      .getByText(`We sent a one-time code to ${DEMO_CREDENTIALS.customer.phone}.`)
      .waitFor();
    expect(await page.getByLabel('Phone number').count()).toBe(0);
    await page.getByRole('link', { name: 'Change the number' }).waitFor();
    await page.getByLabel('Code', { exact: true }).fill(await printed);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${site.url}/en/account`);
    expect((await tokenCookie())?.value).toBeTruthy();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${site.url}/en/sign-in`);
    expect(await tokenCookie()).toBeUndefined();
  });

  it('the back office on a phone: its own layout, and the menu a disclosure that opens and folds', async () => {
    // The back-office sign-in needs JavaScript (an admin form may): its token is put where the browser keeps it.
    const { email, password } = DEMO_CREDENTIALS.admin;
    const login = await callWeb(site.url, {
      controller: 'Admin',
      subaction: 'login',
      email,
      password,
    });
    const jwt = (login.body as { data: { jwt: string } }).data.jwt;
    await context.addCookies([{ name: 'admin-token', value: jwt, url: site.url }]);
    await page.goto(`${site.url}/en/admin/settings/users`);
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    expect(await page.locator('.header, .footer').count()).toBe(0);
    const menu = page.getByRole('navigation', { name: 'Back office menu' });
    expect(await menu.isVisible()).toBe(true);
    await page.getByText('Menu', { exact: true }).click();
    expect(await menu.isVisible()).toBe(false);
    await page.getByText('Menu', { exact: true }).click();
    await menu.getByRole('link', { name: 'Roles' }).click();
    await page.waitForURL(`${site.url}/en/admin/settings/roles`);
    await page.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await context.clearCookies({ name: 'admin-token' });
  });

  it('no request carried a password, and the pages reported no error', () => {
    const { password } = DEMO_CREDENTIALS.customer;
    expect(
      requested.filter(
        (url) => /password|not-the-password|brand-new-pass/i.test(url) || url.includes(password),
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
});
