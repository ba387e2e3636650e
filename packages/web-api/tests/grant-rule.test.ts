import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../src/index';
import { startTestApi, type TestApi } from './support/test-api';

// Security round 3: "nobody grants more than they hold". A back-office role limited to a few calls
// must not raise its own rights, take over a stronger account, or lock the back office.
let t: TestApi;
let admin: string;

type Item = Record<string, unknown>;

async function call(
  token: string,
  controller: string,
  subaction: string,
  fields: Item,
  lang = 'en',
) {
  const method =
    subaction === 'list'
      ? 'GET'
      : subaction === 'update'
        ? 'PUT'
        : subaction === 'delete'
          ? 'DELETE'
          : 'POST';
  return t.call({ method, payload: { controller, subaction, lang, ...fields }, token });
}

async function ok(token: string, controller: string, subaction: string, fields: Item) {
  const answer = await call(token, controller, subaction, fields);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function role(name: string, kind: 'admin' | 'customer', ...pairs: string[]) {
  await ok(admin, 'Roles', 'create', { item: { name, description: name, kind } });
  for (const pair of pairs) {
    const [controller, subaction] = pair.split('/');
    await ok(admin, 'Permissions', 'create', { item: { role: name, controller, subaction } });
  }
}

async function user(email: string, kind: 'admin' | 'customer', roles: string[]) {
  const data = await ok(admin, 'Users', 'create', {
    item: { kind, name: email, email, lang: 'en', password: `${email}-password-2026`, roles },
  });
  return data.item.id as string;
}

async function signIn(email: string, kind: 'admin' | 'customer' = 'admin') {
  const answer = await t.call({
    method: 'POST',
    payload: {
      controller: kind === 'admin' ? 'Admin' : 'Auth',
      subaction: kind === 'admin' ? 'login' : 'signIn',
      lang: 'en',
      email,
      password: `${email}-password-2026`,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.jwt as string;
}

async function adminId(): Promise<string> {
  const { items } = await ok(admin, 'Users', 'list', { filter: DEMO_CREDENTIALS.admin.email });
  return items[0].id;
}

async function refusals(): Promise<Item[]> {
  const { items } = await ok(admin, 'Audit', 'list', { filter: 'refused' });
  return items;
}

let userEditor: string;
let userEditorId: string;

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
  await role('user-editor', 'admin', 'Users/list', 'Users/update', 'Index/profile');
  userEditorId = await user('editor@agency.test', 'admin', ['user-editor']);
  userEditor = await signIn('editor@agency.test');
});
afterAll(() => t.close());

describe('"no call may leave any user or role with a permission that the caller lacks"', () => {
  it('a role holding Users/list and Users/update cannot add admin to its own roles: 403, audited, nothing written', async () => {
    const answer = await call(userEditor, 'Users', 'update', {
      id: userEditorId,
      item: { roles: ['user-editor', 'admin'] },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/^You cannot give the role admin /);
    const [audit] = await refusals();
    expect(audit).toMatchObject({
      action: 'Users/update refused',
      entity: 'users',
      entityId: userEditorId,
      actor: { email: 'editor@agency.test' },
      after: { code: 'grant.notHeld' },
    });
    const { items } = await ok(admin, 'Users', 'list', { filter: 'editor@agency.test' });
    expect(items[0].roles).toEqual(['user-editor']);
  });

  it.each([
    ['password', { password: 'taken-over-password-2026' }],
    ['e-mail', { email: 'attacker@evil.example' }],
    ['phone', { phone: '+15550100999' }],
    ['kind', { kind: 'customer' }],
    ['roles', { roles: ['admin', 'user-editor'] }],
  ])("nor change an admin's %s (the admin holds rights it lacks)", async (_what, item) => {
    const answer = await call(userEditor, 'Users', 'update', { id: await adminId(), item });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('FORBIDDEN');
    // The admin still signs in with the published password.
    expect(await t.adminSignIn()).toBeTruthy();
  });

  it("the refusal is in the page's language", async () => {
    const answer = await call(
      userEditor,
      'Users',
      'update',
      { id: await adminId(), item: { password: 'taken-over-password-2026' } },
      'ua',
    );
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/^Не можна змінювати вхід чи ролі цього користувача/);
  });

  it('may still edit a user whose rights are within its own (a colleague of the same role)', async () => {
    const colleague = await user('colleague@agency.test', 'admin', ['user-editor']);
    await ok(userEditor, 'Users', 'update', { id: colleague, item: { name: 'Colleague' } });
    await ok(userEditor, 'Users', 'update', {
      id: colleague,
      item: { password: 'a-new-colleague-password-2026' },
    });
  });

  it('a name change of a stronger user is no takeover and stays allowed', async () => {
    await ok(userEditor, 'Users', 'update', { id: await adminId(), item: { name: 'Demo Admin' } });
  });

  it('Permissions/create of a pair the caller lacks is refused; of a pair it holds, allowed', async () => {
    await role('grantor', 'admin', 'Permissions/create', 'Permissions/list', 'Pages/list');
    await user('grantor@agency.test', 'admin', ['grantor']);
    const grantor = await signIn('grantor@agency.test');
    const refused = await call(grantor, 'Permissions', 'create', {
      item: { role: 'grantor', controller: 'Users', subaction: 'delete' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'You cannot give the role grantor Users/delete: your own roles do not hold it',
    );
    await ok(grantor, 'Permissions', 'create', {
      item: { role: 'user-editor', controller: 'Pages', subaction: 'list' },
    });
  });

  it('nor take a pair it does not hold from a role (a permission deleted)', async () => {
    await role('remover', 'admin', 'Permissions/delete', 'Permissions/list');
    await user('remover@agency.test', 'admin', ['remover']);
    const remover = await signIn('remover@agency.test');
    const { items } = await ok(admin, 'Permissions', 'list', { filter: 'customer Locations/list' });
    const grant = items.find(
      (p: Item) => p.role === 'customer' && p.controller === 'Locations' && p.subaction === 'list',
    );
    const answer = await call(remover, 'Permissions', 'delete', { id: grant.id });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      'You cannot take Locations/list from the role customer: your own roles do not hold it',
    );
    const still = await ok(admin, 'Permissions', 'list', { filter: 'customer Locations/list' });
    expect(still.items.some((p: Item) => p.id === grant.id)).toBe(true);
  });

  it('renaming a subaction under a grant cannot turn it into a pair the caller lacks', async () => {
    await role('renamer', 'admin', 'Subactions/update', 'Subactions/list', 'Clients/list');
    await user('renamer@agency.test', 'admin', ['renamer']);
    const renamer = await signIn('renamer@agency.test');
    const { items } = await ok(admin, 'Subactions', 'list', { filter: 'Clients/delete' });
    const remove = items.find((s: Item) => s.controller === 'Clients' && s.name === 'delete');
    await ok(admin, 'Subactions', 'delete', { id: remove.id });
    const list = (await ok(admin, 'Subactions', 'list', { filter: 'Clients/list' })).items.find(
      (s: Item) => s.controller === 'Clients' && s.name === 'list',
    );
    const answer = await call(renamer, 'Subactions', 'update', {
      id: list.id,
      item: { name: 'delete' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/Clients\/delete: your own roles do not hold it/);
  });
});

describe('"a role\'s kind matches the user\'s kind"', () => {
  it('a back-office role cannot be given to a customer, nor a customer role to a back-office user', async () => {
    const customer = await call(admin, 'Users', 'create', {
      item: { kind: 'customer', name: 'C', email: 'c@agency.test', lang: 'en', roles: ['admin'] },
    });
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe(
      'The role admin is for back-office users and cannot be given to a customer',
    );
    const staff = await call(admin, 'Users', 'create', {
      item: { kind: 'admin', name: 'S', email: 's@agency.test', lang: 'en', roles: ['customer'] },
    });
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe(
      'The role customer is for customers and cannot be given to a back-office user',
    );
  });

  it('a customer holding a back-office role (an old assignment) reads nothing of the back office with a customer token', async () => {
    await user('old-customer@agency.test', 'customer', ['customer']);
    await t.api.db.query(
      "insert into user_roles (user_id, role) select id, 'admin' from users where email = 'old-customer@agency.test'",
    );
    const token = await signIn('old-customer@agency.test', 'customer');
    const answer = await call(token, 'Users', 'list', {});
    expect(answer.status).toBe(403);
  });

  it("a role's kind does not change while people of the other kind hold it", async () => {
    const { items } = await ok(admin, 'Roles', 'list', { filter: 'user-editor' });
    const answer = await call(admin, 'Roles', 'update', {
      id: items[0].id,
      item: { kind: 'customer' },
    });
    expect(answer.status).toBe(409);
  });
});

describe('signing out is always allowed to the session holder', () => {
  it('an editor without Auth/signOut signs out (200) and the token stops working', async () => {
    await role('page-editor', 'admin', 'Pages/list', 'Pages/update');
    await user('pages@agency.test', 'admin', ['page-editor']);
    const token = await signIn('pages@agency.test');
    expect((await call(token, 'Pages', 'list', {})).status).toBe(200);
    const out = await t.call({
      method: 'POST',
      payload: { controller: 'Auth', subaction: 'signOut', lang: 'en' },
      token,
    });
    expect(out.status).toBe(200);
    expect((await call(token, 'Pages', 'list', {})).status).toBe(410);
  });
});

describe('what keeps the back office usable is protected', () => {
  it('the last admin cannot make itself a customer or drop the admin role', async () => {
    const id = await adminId();
    for (const item of [{ kind: 'customer', roles: ['customer'] }, { roles: [] }]) {
      const answer = await call(admin, 'Users', 'update', { id, item });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        'This is the last administrator: they must stay an administrator',
      );
    }
    // A kind change alone would leave the admin role on a customer: refused by the kind rule first.
    expect((await call(admin, 'Users', 'update', { id, item: { kind: 'customer' } })).status).toBe(
      403,
    );
  });

  it('a second admin may demote the first; then the second is the last and stays', async () => {
    const second = await user('second-admin@agency.test', 'admin', ['admin']);
    const secondToken = await signIn('second-admin@agency.test');
    const first = await adminId();
    await ok(secondToken, 'Users', 'update', { id: first, item: { roles: ['user-editor'] } });
    const self = await call(admin, 'Users', 'delete', { id: second });
    expect(self.status).toBe(403);
    const again = await call(secondToken, 'Users', 'update', {
      id: second,
      item: { kind: 'customer', roles: [] },
    });
    expect(again.status).toBe(409);
    await ok(secondToken, 'Users', 'update', { id: first, item: { roles: ['admin'] } });
  });

  it("Admin/login's method cannot be set to DELETE (nobody could sign in)", async () => {
    const { items } = await ok(admin, 'Subactions', 'list', { filter: 'Admin/login' });
    const login = items.find((s: Item) => s.controller === 'Admin' && s.name === 'login');
    const answer = await call(admin, 'Subactions', 'update', {
      id: login.id,
      item: { method: 'DELETE' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Admin/login is called with POST; its method cannot change');
    expect(await t.adminSignIn()).toBeTruthy();
  });

  it("everyone's grant of signing in cannot be taken away", async () => {
    const { items } = await ok(admin, 'Permissions', 'list', { filter: 'anonymous Admin/login' });
    const grant = items.find(
      (p: Item) => p.role === 'anonymous' && p.controller === 'Admin' && p.subaction === 'login',
    );
    const answer = await call(admin, 'Permissions', 'delete', { id: grant.id });
    expect(answer.status).toBe(409);
    expect(await t.adminSignIn()).toBeTruthy();
  });
});

describe("a back-office change of a user's identity ends their sessions", () => {
  it('a new e-mail, phone or kind signs the user out everywhere; a name change does not', async () => {
    await role('sessions-probe', 'admin', 'Index/profile', 'Pages/list');
    const id = await user('probe@agency.test', 'admin', ['sessions-probe']);
    const token = await signIn('probe@agency.test');
    const pages = () => call(token, 'Pages', 'list', {});
    expect((await pages()).status).toBe(200);
    await ok(admin, 'Users', 'update', { id, item: { name: 'Probe' } });
    expect((await pages()).status).toBe(200);
    await ok(admin, 'Users', 'update', { id, item: { email: 'probe-new@agency.test' } });
    expect((await pages()).status).toBe(410);
  });
});
