import { fileURLToPath } from 'node:url';
import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated } from './support/browser';
import { type FreshSite, openFreshSite } from './support/fresh-site';
import type { BuiltSite } from './support/start-built-site';
import { callWeb } from './support/web-call';

const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const KEEPER = {
  name: 'Grid Keeper',
  email: 'e2e-grid-keeper@agency.test',
  password: 'e2e-grid-keeper-2026',
};
// What the keeper holds: the grid itself, the roles list, and the Pages calls but delete.
const KEEPER_PAIRS = [
  'Permissions/list',
  'Permissions/grid',
  'Permissions/saveGrid',
  'Roles/list',
  'Pages/list',
  'Pages/create',
  'Pages/update',
  'Pages/preview',
  'Index/profile',
  'Auth/signOut',
];

const pair = (key: string) => {
  const [controller, subaction] = key.split('/');
  return { controller, subaction };
};

/** A back-office write as JSON (its arrays and items are more than callWeb's flat fields carry). */
async function adminWrite(base: string, token: string, payload: Record<string, unknown>) {
  const answer = await fetch(`${base}/web`, {
    method: payload.subaction === 'saveGrid' ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ lang: 'en', ...payload }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()).data;
}

// Issue 29: a role's permissions are edited as a grid, under the rule that nobody grants what they lack.
describe('the permission grid in Chromium', () => {
  let fresh: FreshSite;
  let site: BuiltSite;
  let browser: Browser;
  let page: Page;
  let admin: string;

  beforeAll(async () => {
    fresh = await openFreshSite();
    ({ site, browser } = fresh);
    const login = await callWeb(site.url, {
      controller: 'Admin',
      subaction: 'login',
      email: DEMO_CREDENTIALS.admin.email,
      password: DEMO_CREDENTIALS.admin.password,
    });
    admin = login.body.data.jwt as string;
    for (const name of ['e2e-grid-keeper', 'e2e-content']) {
      await adminWrite(site.url, admin, {
        controller: 'Roles',
        subaction: 'create',
        item: { name, description: name, kind: 'admin' },
      });
    }
    await adminWrite(site.url, admin, {
      controller: 'Permissions',
      subaction: 'saveGrid',
      role: 'e2e-grid-keeper',
      grant: KEEPER_PAIRS.map(pair),
      revoke: [],
    });
    await adminWrite(site.url, admin, {
      controller: 'Users',
      subaction: 'create',
      item: { kind: 'admin', lang: 'en', roles: ['e2e-grid-keeper'], ...KEEPER },
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await gotoHydrated(page, `${site.url}/en/admin/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(KEEPER.email);
    await page.getByLabel('Password', { exact: true }).fill(KEEPER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  });
  afterAll(() => fresh?.close());

  it('a role is chosen from the permissions screen and opens as a grid grouped by screen', async () => {
    await gotoHydrated(page, `${site.url}/en/admin/settings/permissions`);
    // The chooser is a text field until Roles/list answers, then a list of the roles: wait for the list.
    await page
      .getByRole('combobox', { name: 'Edit a role’s permissions as a grid' })
      .selectOption('e2e-content');
    await page.getByRole('button', { name: 'Open the grid' }).click();
    await page.waitForURL((url) => url.search === '?role=e2e-content');
    await page.getByRole('heading', { level: 1, name: 'Permissions of e2e-content' }).waitFor();
    await page.getByRole('region', { name: 'Back office: pages' }).waitFor();
    await page.getByRole('region', { name: 'Account: locations, import, Google' }).waitFor();
  });

  it('greys what the keeper lacks, ticks "all of this screen" and saves only the differences', async () => {
    const pages = page.getByRole('region', { name: 'Back office: pages' });
    expect(await pages.getByRole('checkbox', { name: 'Pages: delete' }).isDisabled()).toBe(true);
    await pages.getByText(/your own roles do not hold it/).waitFor();
    const users = page.getByRole('region', { name: 'Back office: users' });
    expect(
      await users
        .getByRole('checkbox', { name: 'All of this screen: Back office: users' })
        .isDisabled(),
    ).toBe(true);

    await pages.getByRole('checkbox', { name: 'All of this screen: Back office: pages' }).check();
    await page.getByText('4 changes not saved').waitFor();
    expect(await pages.getByRole('checkbox', { name: 'Pages: delete' }).isChecked()).toBe(false);

    // The pages screen near the top: its ticked boxes, the greyed delete, and the save bar held at the bottom.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => {
        const heading = [...document.querySelectorAll('h3')].find(
          (candidate) => candidate.textContent === 'Back office: pages',
        );
        window.scrollBy(0, (heading?.getBoundingClientRect().top ?? 0) - 110);
      });
      await page.screenshot({ path: `${SCREENSHOTS}permission-grid-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Permissions of e2e-content saved: 4 granted, 0 taken away.').waitFor();
    await page.getByText('No changes').waitFor();
    const grid = await callWeb(
      site.url,
      { controller: 'Permissions', subaction: 'grid', role: 'e2e-content' },
      { token: admin, method: 'GET' },
    );
    const granted = (
      grid.body.data.cells as { controller: string; subaction: string; granted: boolean }[]
    )
      .filter((cell) => cell.granted)
      .map((cell) => `${cell.controller}/${cell.subaction}`)
      .sort();
    expect(granted).toEqual(['Pages/create', 'Pages/list', 'Pages/preview', 'Pages/update']);
  });

  it('each role of the roles list links to its grid', async () => {
    await gotoHydrated(page, `${site.url}/en/admin/settings/roles?filter=e2e-content`);
    await page.getByRole('link', { name: 'Permissions: e2e-content' }).click();
    await page.waitForURL((url) => url.pathname === '/en/admin/settings/permissions');
    await page.getByRole('heading', { level: 1, name: 'Permissions of e2e-content' }).waitFor();
  });
});
