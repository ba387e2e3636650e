import { fileURLToPath } from 'node:url';
import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated } from './support/browser';
import { expectAccessible } from './support/expect-accessible';
import { type FreshSite, openFreshSite } from './support/fresh-site';
import { signInCustomer } from './support/sign-in';
import type { BuiltSite } from './support/start-built-site';

const GBP_CSV = fileURLToPath(new URL('fixtures/gbp-three-locations.csv', import.meta.url));
const IMPORTED = ['Bluebird Coffee Roasters', 'Bluebird Kaffeerösterei', 'Bluebird Кавʼярня'];

// Its own site with fresh demo data: the import and the profile change stay out of other suites.
describe('the customer account in a browser', () => {
  let fresh: FreshSite;
  let site: BuiltSite;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    fresh = await openFreshSite();
    ({ site, context, page, errors } = fresh);
  });
  afterAll(() => fresh?.close());

  it('the demo customer signs in with e-mail and password and sees the account index', async () => {
    const { email, password } = DEMO_CREDENTIALS.customer;
    await signInCustomer(page, site.url, email, password);
    await gotoHydrated(page, `${site.url}/en/account`);
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
    await expectAccessible(page, 'account index');
  });

  it('imports a Google Business Profile spreadsheet of three locations: preview, report, then the table lists them', async () => {
    await gotoHydrated(page, `${site.url}/en/account/pins/locations`);
    await expectAccessible(page, 'locations');
    await page.getByRole('button', { name: 'Import from maps' }).click();
    const tool = page.getByRole('region', { name: 'Import locations from a maps service' });
    await tool.waitFor();
    await expectAccessible(page, 'import dialog');
    await tool.getByLabel('File', { exact: true }).setInputFiles(GBP_CSV);
    await tool.getByRole('button', { name: 'Check the file' }).click();
    await tool
      .getByText('Google Business Profile spreadsheet: 3 valid rows, 0 rows with problems.')
      .waitFor();
    const previewRows = tool.getByRole('table', { name: 'Rows of the file' });
    for (const name of IMPORTED) await previewRows.getByRole('cell', { name }).waitFor();
    await expectAccessible(page, 'import preview');
    await tool.getByRole('button', { name: 'Import 3 locations' }).click();
    await tool.getByText('Imported: 3 new locations, 0 updated.').waitFor();
    await expectAccessible(page, 'import report');
    await tool.getByRole('button', { name: 'Close the import' }).click();
    const table = page.getByRole('table').first();
    for (const name of IMPORTED) await table.getByRole('cell', { name }).first().waitFor();
  });

  it('archives an imported location and finds it under the archive', async () => {
    const name = IMPORTED[1];
    await page.getByRole('button', { name: `Archive ${name}` }).click();
    await page.getByText('Moved to the archive.').first().waitFor();
    await page.getByRole('button', { name: `Archive ${name}` }).waitFor({ state: 'detached' });
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Archive' })
      .click();
    await page.waitForURL(`${site.url}/en/account/archive`);
    await page.getByRole('heading', { name: 'Archive', level: 1 }).waitFor();
    await expectAccessible(page, 'account archive');
    await page.getByRole('link', { name: 'Locations 1 archived' }).click();
    await page.getByRole('button', { name: `Restore ${name}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('archived')).toBe('true');
    await expectAccessible(page, 'locations archive');
  });

  it('edits the profile name in the settings and sees it saved', async () => {
    await gotoHydrated(page, `${site.url}/en/account/settings`);
    await expectAccessible(page, 'settings');
    const profile = page.getByRole('form', { name: 'Profile' });
    const nameField = profile.getByRole('textbox', { name: 'Name' });
    await nameField.fill('Olena Demo-Renamed');
    await profile.getByRole('button', { name: 'Save the profile' }).click();
    await page.getByText('The profile is saved.').first().waitFor();
    await gotoHydrated(page, `${site.url}/en/account/settings`);
    await expect(
      page
        .getByRole('form', { name: 'Profile' })
        .getByRole('textbox', { name: 'Name' })
        .inputValue(),
    ).resolves.toBe('Olena Demo-Renamed');
  });

  it('signs out and lands on the sign-in page without a token', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/sign-in'));
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'token')?.value ?? '').toBe('');
    await expectAccessible(page, 'sign-in');
    await gotoHydrated(page, `${site.url}/en/account`);
    expect(new URL(page.url()).pathname).toBe('/en/sign-in');
    expect(errors).toEqual([]);
  });
});
