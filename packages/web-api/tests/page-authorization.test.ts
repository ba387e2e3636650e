import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let admin: string;
let auditor: string;
let viewer: string;

const page = (route: string, lang = 'en') => ({
  controller: 'Index',
  subaction: 'index',
  lang,
  route,
});

async function create(controller: string, item: Record<string, unknown>) {
  const answer = await t.call({
    method: 'POST',
    payload: { controller, subaction: 'create', lang: 'en', item },
    token: admin,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.item;
}

async function grant(role: string, kind: 'customer' | 'admin', ...actions: string[]) {
  await create('Roles', { name: role, description: `${role} (test)`, kind });
  for (const action of actions) {
    const [controller, subaction] = action.split('/');
    await create('Permissions', { role, controller, subaction });
  }
}

async function signIn(controller: 'Admin' | 'Auth', email: string, password: string) {
  const answer = await t.call({
    method: 'POST',
    payload: {
      controller,
      subaction: controller === 'Admin' ? 'login' : 'signIn',
      lang: 'en',
      email,
      password,
    },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.jwt as string;
}

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
  await grant('auditor', 'admin', 'Audit/list', 'Index/profile');
  await create('Users', {
    kind: 'admin',
    name: 'Auditor',
    email: 'auditor@agency.test',
    lang: 'en',
    password: 'auditor-password-2026',
    roles: ['auditor'],
  });
  auditor = await signIn('Admin', 'auditor@agency.test', 'auditor-password-2026');
  await grant('viewer', 'customer', 'Locations/list', 'Index/profile');
  await create('Users', {
    kind: 'customer',
    name: 'Viewer',
    email: 'viewer@agency.test',
    lang: 'en',
    password: 'viewer-password-2026',
    roles: ['viewer'],
  });
  viewer = await signIn('Auth', 'viewer@agency.test', 'viewer-password-2026');
});
afterAll(() => t.close());

describe('page loads attach a screen only when the roles grant the call that reads it', () => {
  // Decision 0041: over HTTP web-api matches the payload's route itself; whatever else the payload
  // says about the route (a forged match, group or name) is a route query, never an authorization input.
  it('a page load over HTTP with a forged match of a public page is still authorized by its own match of the route', async () => {
    const forged = {
      ...page('/en/account/settings'),
      group: 'public',
      name: 'home',
      match: JSON.stringify({ route: { name: 'home', group: 'public' }, lang: 'en', path: '/en' }),
    };
    const anonymous = await t.call({ payload: forged });
    expect(anonymous.status).toBe(410);
    expect(anonymous.body.data.location).toMatch(/^\/en\/sign-in\?back=/);
    const customer = await t.call({ payload: forged, token: await t.signIn() });
    expect(customer.status).toBe(200);
    expect(customer.body.data.page.route).toBe('account-settings');
  });

  it('a role granted only Audit/list: Users/list is 403 and the users page carries no users', async () => {
    const list = await t.call({
      payload: { controller: 'Users', subaction: 'list', lang: 'en' },
      token: auditor,
    });
    expect(list.status).toBe(403);
    const users = await t.call({ payload: page('/en/admin/settings/users'), token: auditor });
    expect(users.status).toBe(200);
    expect(users.body.data.page.screenDenied).toBe('Users/list');
    expect(users.body.data.page.list).toBeUndefined();
    expect(JSON.stringify(users.body)).not.toContain('@agency.test');
    const overview = await t.call({ payload: page('/en/admin'), token: auditor });
    expect(overview.body.data.page.screenDenied).toBeUndefined();
    expect(overview.body.data.page.list.items.length).toBeGreaterThan(0);
  });

  it.each([
    ['/en/admin/settings/roles', 'Roles/list'],
    ['/en/admin/settings/permissions', 'Permissions/list'],
    ['/en/admin/settings/controllers', 'Controllers/list'],
    ['/en/admin/settings/navigations', 'Navigations/list'],
    ['/en/admin/settings/subactions', 'Subactions/list'],
    ['/en/admin/content/pages', 'Pages/list'],
    ['/en/admin/customer/clients', 'Clients/list'],
    ['/en/admin/settings/account', 'AdminAccount/settings'],
  ])('%s without %s: screenDenied and no data', async (route, action) => {
    const { status, body } = await t.call({ payload: page(route), token: auditor });
    expect(status).toBe(200);
    expect(body.data.page.screenDenied).toBe(action);
    expect(body.data.page.list).toBeUndefined();
    expect(body.data.page.settings).toBeUndefined();
  });

  it('account screens: a customer role granted only Locations/list sees locations and nothing else', async () => {
    const locations = await t.call({ payload: page('/en/account/pins/locations'), token: viewer });
    expect(locations.body.data.page.screenDenied).toBeUndefined();
    expect(locations.body.data.page.list).toBeDefined();
    for (const [route, action] of [
      ['/en/account/pins/reviews', 'Reviews/list'],
      ['/en/account/pins/sites', 'Sites/list'],
      ['/en/account/pins/statistics', 'Statistics/series'],
      ['/en/account/settings', 'Account/settings'],
    ]) {
      const { body } = await t.call({ payload: page(route as string), token: viewer });
      expect(body.data.page.screenDenied, route).toBe(action);
      expect(body.data.page.list).toBeUndefined();
      expect(body.data.page.statistics).toBeUndefined();
      expect(body.data.page.settings).toBeUndefined();
    }
    const index = await t.call({ payload: page('/en/account'), token: viewer });
    expect(Object.keys(index.body.data.page.summary)).toEqual(['locations']);
  });

  it('the menu does not offer screens the roles cannot read', async () => {
    const before = await t.call({ payload: page('/en/admin'), token: admin });
    const routes = (body: { data: { page: { navigation: { to: string }[] } } }) =>
      body.data.page.navigation.map((item) => item.to);
    expect(routes(before.body)).toContain('/en/admin/customer/clients');
    const { body: permissions } = await t.call({
      payload: { controller: 'Permissions', subaction: 'list', lang: 'en', filter: 'Clients' },
      token: admin,
    });
    const grant = permissions.data.items.find(
      (item: { role: string; controller: string; subaction: string }) =>
        item.role === 'admin' && item.controller === 'Clients' && item.subaction === 'list',
    );
    const removed = await t.call({
      method: 'DELETE',
      payload: { controller: 'Permissions', subaction: 'delete', lang: 'en', id: grant.id },
      token: admin,
    });
    expect(removed.status).toBe(200);
    const after = await t.call({ payload: page('/en/admin'), token: admin });
    expect(routes(after.body)).not.toContain('/en/admin/customer/clients');
    expect(routes(after.body)).toContain('/en/admin/settings/users');
    const clients = await t.call({ payload: page('/en/admin/customer/clients'), token: admin });
    expect(clients.body.data.page.screenDenied).toBe('Clients/list');
  });
});

describe('a limited back-office role lands on what it may read', () => {
  let editor: string;
  let nobody: string;
  beforeAll(async () => {
    // Only the Pages calls: no Index/profile, no Audit/list, and no menu record of its own.
    await grant('page-editor', 'admin', 'Pages/list', 'Pages/update');
    await create('Users', {
      kind: 'admin',
      name: 'Page Editor',
      email: 'page-editor@agency.test',
      lang: 'en',
      password: 'page-editor-password-2026',
      roles: ['page-editor'],
    });
    editor = await signIn('Admin', 'page-editor@agency.test', 'page-editor-password-2026');
    await grant('no-screens', 'admin', 'Pages/update');
    await create('Users', {
      kind: 'admin',
      name: 'No Screens',
      email: 'no-screens@agency.test',
      lang: 'en',
      password: 'no-screens-password-2026',
      roles: ['no-screens'],
    });
    nobody = await signIn('Admin', 'no-screens@agency.test', 'no-screens-password-2026');
  });

  it('the home sends a person who may not read it to the first screen they may read', async () => {
    const home = await t.call({ payload: page('/en/admin'), token: editor });
    expect(home.status).toBe(410);
    expect(home.headers.get('location')).toBe('/en/admin/content/pages');
    const ru = await t.call({ payload: page('/admin', 'ru'), token: editor });
    expect(ru.headers.get('location')).toBe('/admin/content/pages');
  });

  it('a screen the person may read has its entry, though no record of their role names it', async () => {
    const pages = await t.call({ payload: page('/en/admin/content/pages'), token: editor });
    expect(pages.status).toBe(200);
    expect(pages.body.data.page.screenDenied).toBeUndefined();
    expect(pages.body.data.page.navigation).toEqual([
      { label: 'Pages', to: '/en/admin/content/pages', group: 'content' },
    ]);
  });

  it('the name and sign-out are theirs whatever the role: Index/profile and Auth/signOut are offered and answer', async () => {
    const pages = await t.call({ payload: page('/en/admin/content/pages'), token: editor });
    expect(pages.body.data.actions).toEqual(
      expect.arrayContaining(['Index/profile', 'Auth/signOut', 'Pages/list']),
    );
    const profile = await t.call({
      method: 'POST',
      payload: { controller: 'Index', subaction: 'profile', lang: 'en' },
      token: editor,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data.profile.name).toBe('Page Editor');
  });

  it('a person who may read no screen stays on the home, told they have no access, with an empty menu', async () => {
    const home = await t.call({ payload: page('/en/admin'), token: nobody });
    expect(home.status).toBe(200);
    expect(home.body.data.page.screenDenied).toBe('Audit/list');
    expect(home.body.data.page.navigation).toEqual([]);
    expect(home.body.data.actions).toEqual(expect.arrayContaining(['Index/profile']));
  });

  it('the menu of a full admin keeps its records’ order, labels and groups', async () => {
    const home = await t.call({ payload: page('/ua/admin', 'ua'), token: admin });
    const navigation = home.body.data.page.navigation as { label: string; group: string }[];
    expect(navigation[0]).toEqual({ label: 'Огляд', to: '/ua/admin', group: 'admin' });
    // (Clients left the admin role's grants above.)
    expect(navigation.map((item) => item.group)).toEqual([
      'admin',
      ...Array(7).fill('settings'),
      'content',
    ]);
  });
});
