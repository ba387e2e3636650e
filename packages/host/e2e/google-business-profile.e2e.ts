import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, gotoHydrated, launchBrowser } from './support/browser';
import { expectAccessible } from './support/expect-accessible';
import { signInCustomer } from './support/sign-in';
import { type BuiltSite, startBuiltSite } from './support/start-built-site';

// A free loopback port: the demo's sandbox accepts redirects to the site's PUBLIC_URL, named up front.
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// Issue 26 in the newcomer's demo: no Google client, so Connect goes to the project's Google double
// under the site's own origin, labelled Sandbox; the flow is the real redirects of the built site.
describe('Google Business Profile in the demo, in a browser', () => {
  let site: BuiltSite;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    [site, browser] = await Promise.all([
      startBuiltSite(
        { PORT: String(port), PUBLIC_URL: origin, GOOGLE_CLIENT_ID: '' },
        { image: inject('siteImage') },
      ),
      launchBrowser(),
    ]);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    errors = collectErrors(page);
    const { email, password } = DEMO_CREDENTIALS.customer;
    await signInCustomer(page, site.url, email, password);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('without JavaScript, the locations page already has Connect, labelled Sandbox, as a form post', async () => {
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    try {
      const plain = await noScript.newPage();
      await plain.goto(`${site.url}/en/account/pins/locations`);
      const connect = plain.getByRole('button', { name: 'Connect Google Business Profile' });
      await connect.waitFor();
      expect(await connect.evaluate((button) => button.closest('form')?.method)).toBe('post');
      await plain.getByText('Sandbox', { exact: true }).first().waitFor();
    } finally {
      await noScript.close();
    }
  });

  it('before connecting, the statistics screen says how to connect instead of drawing zeros (issue 27)', async () => {
    await gotoHydrated(page, `${site.url}/en/account/pins/statistics`);
    await page
      .getByRole('heading', { name: 'Statistics come from Google Business Profile' })
      .waitFor();
    await page.getByRole('button', { name: 'Connect Google Business Profile' }).waitFor();
    expect(await page.getByRole('img').count()).toBe(0);
  });

  it('connects to the Sandbox: Connect, the sandbox consent page, back to the locations, connected', async () => {
    await gotoHydrated(page, `${site.url}/en/account/pins/locations`);
    await page.getByRole('button', { name: 'Connect Google Business Profile' }).click();
    await page.getByRole('heading', { name: 'Google sign-in — Sandbox' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/sandbox\/google\/accounts\.google\.com\//);
    await page.getByRole('button', { name: 'Allow as Sandbox Merchant' }).click();
    await page.waitForURL((url) => url.searchParams.get('google') === 'connected');
    // The code never stays in the address: the callback answered with the clean page.
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    await page.getByText('merchant@sandbox.test').waitFor();
    await page.getByText('Sandbox', { exact: true }).first().waitFor();
    await expectAccessible(page, 'locations, connected to the sandbox');
  });

  it('imports two of the three listings from the connection', async () => {
    await page.getByRole('button', { name: 'Import from Google' }).click();
    const choices = page.getByRole('combobox');
    await page.getByText('Зерно — кав’ярня на площі Ринок').waitFor();
    const rows = await choices.all();
    // Each listing's choice, in the order of the preview; the last listing is skipped.
    const last = rows.at(-1);
    if (!last) throw new Error('no choice in the import preview');
    await last.selectOption({ label: 'Skip' });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported: 2 locations created, 0 linked, 1 skipped.').waitFor();
    const table = page.getByRole('table').first();
    await table.getByRole('cell', { name: 'Зерно — кав’ярня на Хрещатику' }).waitFor();
    await table.getByRole('cell', { name: 'Зерно — кав’ярня на Сумській' }).waitFor();
    expect(await table.getByRole('cell', { name: 'Зерно — кав’ярня на площі Ринок' }).count()).toBe(
      0,
    );
  });

  it('shows the linked locations’ statistics from the sandbox, against the period before, with a CSV', async () => {
    // The 18 months' backfill runs in the background after the import.
    await expect
      .poll(async () => {
        await gotoHydrated(page, `${site.url}/en/account/pins/statistics`);
        return page.getByRole('table').count();
      })
      .toBeGreaterThan(0);
    const comparison = page.getByRole('table', { name: /^This period against the 30 days before/ });
    const impressions = comparison.getByRole('row', { name: /Impressions on Maps, phone/ });
    // Two busy sandbox listings: hundreds of phone impressions on Maps a day, 30 days.
    const total = Number(
      (await impressions.getByRole('cell').first().innerText()).replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThan(1000);
    await page.getByRole('link', { name: 'Download as CSV' }).waitFor();
    await page.getByRole('img', { name: /^Calls per day/ }).waitFor();
    await expectAccessible(page, 'statistics from the sandbox');
  });

  it('answers a review from the sandbox: the reply waits, then Google has it (issue 27)', async () => {
    // The import read the listings' reviews in the background.
    await expect
      .poll(async () => {
        await gotoHydrated(page, `${site.url}/en/account/pins/reviews`);
        return page.getByText('From Google').count();
      })
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Edit Dmitry Sokolov' }).click();
    const form = page.getByRole('form', { name: 'Reply to Dmitry Sokolov' });
    await form.getByLabel('Your reply').fill('Дякуємо! Нагорі тихіше.');
    await form.getByText(/^42 of 4,096 bytes/).waitFor();
    await form.getByRole('button', { name: 'Send to Google' }).click();
    await page.getByText('The reply waits in the queue and goes to Google shortly.').waitFor();
    await expect
      .poll(async () => {
        await gotoHydrated(page, `${site.url}/en/account/pins/reviews`);
        return page.getByRole('row', { name: /Dmitry Sokolov/ }).innerText();
      })
      .toMatch(/Дякуємо! Нагорі тихіше\.(?![\s\S]*Waiting)/);
    await expectAccessible(page, 'reviews from the sandbox');
  });

  it('publishes a post to a sandbox listing: it waits, then Google has it with its link (issue 27)', async () => {
    await gotoHydrated(page, `${site.url}/en/account/pins/publications`);
    await page.getByRole('button', { name: 'Edit Seasonal menu is here' }).click();
    const form = page.getByRole('form', { name: 'Publish “Seasonal menu is here” on Google' });
    await form.getByRole('checkbox', { name: 'Зерно — кав’ярня на Хрещатику' }).check();
    await form.getByRole('button', { name: 'Publish on Google' }).click();
    await page.getByText('The post waits in the queue and goes to Google shortly.').waitFor();
    // The job runs in the background; the row shows Google's state and the post's public link.
    await expect
      .poll(async () => {
        await gotoHydrated(page, `${site.url}/en/account/pins/publications`);
        return page.getByRole('row', { name: /Seasonal menu is here/ }).innerText();
      })
      .toMatch(/Зерно — кав’ярня на Хрещатику: (Google is reviewing it|live on Google)/);
    const link = page
      .getByRole('row', { name: /Seasonal menu is here/ })
      .getByRole('link', { name: 'Open on Google: the post at Зерно — кав’ярня на Хрещатику' });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/local\.google\.com\/place\?/);
    await expectAccessible(page, 'publications published to the sandbox');
  });

  it('edits a linked location and sees it in step with Google', async () => {
    await gotoHydrated(page, `${site.url}/en/account/pins/locations`);
    const row = page.getByRole('row', { name: /Хрещатику/ });
    await row.getByRole('button', { name: /^Edit/ }).click();
    await page.getByLabel('Description').fill('Coffee and pastries since 2019.');
    await page.getByRole('button', { name: 'Save' }).click();
    // The push runs in the background; the list shows the link's state as the page loads it.
    await expect
      .poll(async () => {
        await gotoHydrated(page, `${site.url}/en/account/pins/locations`);
        return page.getByRole('row', { name: /Хрещатику/ }).innerText();
      })
      .toContain('In step with Google');
    expect(errors).toEqual([]);
  });
});
