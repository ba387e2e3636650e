import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWebApi, type WebApi } from '@agency/web-api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OidcTestProvider,
  startOidcTestProvider,
} from '../../web-api/tests/support/oidc-test-provider';
import { collectErrors, launchBrowser } from './support/browser';
import { type BuiltSite, startBuiltSite } from './support/start-built-site';

// A free loopback port for the site: its PUBLIC_URL, and so the redirect URI, must name it up front.
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// The whole redirect dance in Chromium: click, provider login, callback, account. The provider is a
// real OpenID Connect provider (oidc-provider) on loopback; nothing leaves the machine.
describe('Continue with Google in the browser', () => {
  let provider: OidcTestProvider;
  let api: WebApi;
  let backend: Server;
  let site: BuiltSite;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    provider = await startOidcTestProvider(`${origin}/sign-in/google/callback`, {
      loginForm: true,
    });
    provider.accounts.set('browser-person', {
      email: 'browser.person@example.com',
      email_verified: true,
      name: 'Browser Person',
    });
    api = await createWebApi({
      inMemory: true,
      jwtSecret: 'e2e-secret-of-at-least-thirty-two-characters',
      siteUrl: origin,
      log: () => {},
      social: {
        google: {
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          issuer: provider.issuer,
        },
        facebook: null,
        allowHttp: true,
      },
    });
    backend = createServer((req, res) => api.handle(req, res));
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    [site, browser] = await Promise.all([
      startBuiltSite({
        PORT: String(port),
        PUBLIC_URL: origin,
        WEB_API_URL: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
        GOOGLE_CLIENT_ID: provider.clientId,
      }),
      launchBrowser(),
    ]);
    page = await (await browser.newContext()).newPage();
    errors = collectErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    backend?.closeAllConnections();
    await new Promise((resolve) => backend?.close(resolve));
    await api?.close();
    await provider?.close();
  });

  it('click, provider login, callback, account', async () => {
    await page.goto(`${origin}/en/sign-in`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${provider.issuer}/interaction/**`);
    await page.getByLabel('Account').fill('browser-person');
    await page.getByRole('button', { name: 'Sign in at the provider' }).click();
    await page.waitForURL(`${origin}/en/account`);
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
    const cookies = await page.context().cookies(origin);
    expect(cookies.find((cookie) => cookie.name === 'token')?.value).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    // The flow cookie is spent at the callback.
    expect(cookies.find((cookie) => cookie.name === 'social-flow')).toBeUndefined();
    await page.goto(`${origin}/en/account/settings`);
    await page
      .getByRole('region', { name: 'Google and Facebook' })
      .getByText(/browser\.person@example\.com/)
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('a callback that did not start in this browser (no flow cookie) lands on sign-in with the reason in its language', async () => {
    await page.goto(`${origin}/en/sign-in`);
    // Signed in already: the sign-in page sends the customer to the account.
    await page.waitForURL(`${origin}/en/account`);
    await page.context().clearCookies();
    await page.goto(`${origin}/sign-in/google/callback?code=reused&state=gone`);
    await page.waitForURL(`${origin}/sign-in?social=state`);
    await page
      .getByRole('alert')
      .getByText(
        'Вход занял слишком много времени или был начат не на этом сайте. Попробуйте ещё раз',
      )
      .waitFor();
  });
});
