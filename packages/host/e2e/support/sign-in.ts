import type { Page } from 'playwright-core';
import { gotoHydrated } from './browser';

/** Signs a customer in through the English sign-in form and waits for the token cookie. */
export async function signInCustomer(page: Page, base: string, email: string, password: string) {
  await gotoHydrated(page, `${base}/en/sign-in`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
}

/** Signs an administrator in at /admin/login and waits until the back office opens. */
export async function signInAdmin(page: Page, base: string, email: string, password: string) {
  await gotoHydrated(page, `${base}/en/admin/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}
