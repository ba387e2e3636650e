import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated } from './support/browser';
import { expectAccessible } from './support/expect-accessible';
import { type FreshSite, openFreshSite } from './support/fresh-site';
import { signInAdmin, signInCustomer } from './support/sign-in';
import type { BuiltSite } from './support/start-built-site';
import { callWeb } from './support/web-call';

const ROLE = 'e2e-statistics-viewer';
// An action the account page offers (Index/index of /en/account) that a customer without roles lacks.
const GRANT = { controller: 'Statistics', subaction: 'series' } as const;
// The back office's sign-in, with or without the language prefix the visitor came with.
const ADMIN_LOGIN = /^(?:\/en)?\/admin\/login$/;
const PERSON = {
  name: 'E2E Statistics Viewer',
  email: 'e2e-viewer@agency.test',
  password: 'e2e-viewer-pass-2026',
};

/** Signs in through Auth/signIn on loopback and answers the jwt. */
async function customerJwt(base: string, email: string, password: string): Promise<string> {
  const answer = await callWeb(base, { controller: 'Auth', subaction: 'signIn', email, password });
  expect(answer.status).toBe(200);
  return answer.body.data.jwt as string;
}

/** The actions the page load of `route` lists for the holder of `token`. */
async function pageActions(base: string, token: string, route = '/en/account') {
  const answer = await callWeb(
    base,
    { controller: 'Index', subaction: 'index', route },
    { method: 'GET', token },
  );
  expect(answer.status).toBe(200);
  return answer.body.data.actions as string[];
}

// Its own site with fresh demo data: the new role, grant and user stay out of other suites.
describe('the admin back office in a browser', () => {
  let fresh: FreshSite;
  let site: BuiltSite;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    fresh = await openFreshSite();
    ({ site, browser, page, errors } = fresh);
  });
  afterAll(() => fresh?.close());

  /** Opens a resource screen, presses Create and answers the form region. */
  async function openCreateForm(path: string, singular: string) {
    await gotoHydrated(page, `${site.url}${path}`);
    await page.getByRole('table').first().waitFor();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const form = page.getByRole('region', { name: `New record: ${singular}` });
    await form.waitFor();
    return form;
  }

  /** Saves the open form, filters the list by `cell` and waits until the list shows it. */
  async function saveAndFind(form: ReturnType<Page['getByRole']>, cell: string) {
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByLabel('Filter', { exact: true }).fill(cell);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.has('filter'));
    await page.getByRole('cell', { name: cell, exact: true }).first().waitFor();
  }

  it('the administrator signs in at /admin/login and sees the index dashboard', async () => {
    await gotoHydrated(page, `${site.url}/en/admin/login`);
    await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
    await expectAccessible(page, 'admin login');
    await signInAdmin(
      page,
      site.url,
      DEMO_CREDENTIALS.admin.email,
      DEMO_CREDENTIALS.admin.password,
    );
    expect(new URL(page.url()).pathname).toBe('/en/admin');
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Back office menu' }).waitFor();
    await expectAccessible(page, 'admin index');
  });

  it('creates a role on the roles screen', async () => {
    const form = await openCreateForm('/en/admin/settings/roles', 'role');
    await expectAccessible(page, 'roles with the create form');
    await form.getByRole('textbox', { name: 'Name' }).fill(ROLE);
    // The role is for a customer: a role of another kind than its user grants nothing.
    await form.getByRole('combobox', { name: 'Kind' }).selectOption('customer');
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('Reads the daily statistics (e2e)');
    await saveAndFind(form, ROLE);
    await expectAccessible(page, 'roles');
  });

  it('grants the role a subaction on the permissions screen', async () => {
    const form = await openCreateForm('/en/admin/settings/permissions', 'permission');
    await form.getByRole('combobox', { name: 'Role' }).selectOption(ROLE);
    await form.getByRole('combobox', { name: 'Controller' }).selectOption(GRANT.controller);
    await form.getByRole('combobox', { name: 'Subaction' }).selectOption(GRANT.subaction);
    await expectAccessible(page, 'permissions with the create form');
    await saveAndFind(form, ROLE);
    await expectAccessible(page, 'permissions');
  });

  it('assigns the role to a user on the users screen, and that user’s page load then lists the new action', async () => {
    const form = await openCreateForm('/en/admin/settings/users', 'user');
    await form.getByRole('textbox', { name: 'Name' }).fill(PERSON.name);
    await form.getByRole('combobox', { name: 'Kind' }).selectOption('customer');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(PERSON.email);
    await form.getByRole('combobox', { name: 'Language' }).selectOption('en');
    await form.getByLabel('Password', { exact: true }).fill(PERSON.password);
    await expectAccessible(page, 'users with the create form');
    await saveAndFind(form, PERSON.email);
    await expectAccessible(page, 'users');

    const action = `${GRANT.controller}/${GRANT.subaction}`;
    const before = await customerJwt(site.url, PERSON.email, PERSON.password);
    expect(await pageActions(site.url, before)).not.toContain(action);
    // The server agrees with the page load: refused before the assignment.
    const series = (token: string) =>
      callWeb(
        site.url,
        { ...GRANT, from: '2026-01-01', to: '2026-01-31' },
        { method: 'GET', token },
      );
    expect((await series(before)).status).toBe(403);

    await page.getByRole('button', { name: `Edit: ${PERSON.name}` }).click();
    const edit = page.getByRole('region', { name: `Edit: ${PERSON.name}` });
    await edit
      .getByRole('group', { name: 'Roles' })
      .getByRole('checkbox', { name: ROLE, exact: true })
      .check();
    await expectAccessible(page, 'users with the edit form');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: ROLE }).first().waitFor();

    const after = await customerJwt(site.url, PERSON.email, PERSON.password);
    expect(await pageActions(site.url, after)).toContain(action);
    // Roles are read at each call: the new role takes effect, and the server answers now.
    expect((await series(after)).status).toBe(200);
    expect(errors).toEqual([]);
  });

  it('a customer token gets 403 on admin calls', async () => {
    const { email, password } = DEMO_CREDENTIALS.customer;
    const jwt = await customerJwt(site.url, email, password);
    const list = await callWeb(
      site.url,
      { controller: 'Users', subaction: 'list' },
      { method: 'GET', token: jwt },
    );
    expect(list.status).toBe(403);
    const create = await callWeb(
      site.url,
      { controller: 'Roles', subaction: 'create', name: 'customer-made-role' },
      { token: jwt },
    );
    expect(create.status).toBe(403);
  });

  it('a customer cannot open admin screens: /admin with the customer cookie lands on /admin/login', async () => {
    const customer = await browser.newContext();
    const tab = await customer.newPage();
    const { email, password } = DEMO_CREDENTIALS.customer;
    await signInCustomer(tab, site.url, email, password);
    expect((await customer.cookies()).some((cookie) => cookie.name === 'token')).toBe(true);
    for (const path of ['/en/admin', '/en/admin/settings/users']) {
      await gotoHydrated(tab, `${site.url}${path}`);
      expect(new URL(tab.url()).pathname).toMatch(ADMIN_LOGIN);
      await expect(tab.getByRole('navigation', { name: 'Back office menu' }).count()).resolves.toBe(
        0,
      );
      await expect(tab.getByRole('table').count()).resolves.toBe(0);
    }
    // Even a customer jwt put where the admin token goes opens nothing.
    const jwt = await customerJwt(site.url, email, password);
    await customer.addCookies([{ name: 'admin-token', value: jwt, url: site.url }]);
    await gotoHydrated(tab, `${site.url}/en/admin/settings/users`);
    expect(new URL(tab.url()).pathname).toMatch(ADMIN_LOGIN);
    await expect(tab.getByRole('table').count()).resolves.toBe(0);
    await customer.close();
  });
});
