import { WEB_OPERATIONS } from '@agency/contracts/web-operations';
import { permissionScreen } from '@agency/core/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

// Issue 29: a role's permissions are edited as one grid, saved in one transaction under the grant rule
// (decision 0024: nobody grants or takes away what they do not hold).
let t: TestApi;
let admin: string;
let limited: string;

type Item = Record<string, unknown>;
type Cell = { controller: string; subaction: string; granted: boolean; lock: string | null };

const METHODS: Record<string, 'GET' | 'POST' | 'PUT' | 'DELETE'> = {
  list: 'GET',
  grid: 'GET',
  update: 'PUT',
  saveGrid: 'PUT',
  delete: 'DELETE',
};

function call(token: string, controller: string, subaction: string, fields: Item) {
  return t.call({
    method: METHODS[subaction] ?? 'POST',
    payload: { controller, subaction, lang: 'en', ...fields },
    token,
  });
}

async function ok(token: string, controller: string, subaction: string, fields: Item) {
  const answer = await call(token, controller, subaction, fields);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const pair = (key: string) => {
  const [controller, subaction] = key.split('/');
  return { controller, subaction };
};

async function grid(token: string, role: string): Promise<Map<string, Cell>> {
  const data = await ok(token, 'Permissions', 'grid', { role });
  return new Map(
    (data.cells as Cell[]).map((cell) => [`${cell.controller}/${cell.subaction}`, cell]),
  );
}

function save(token: string, role: string, grant: string[], revoke: string[] = []) {
  return call(token, 'Permissions', 'saveGrid', {
    role,
    grant: grant.map(pair),
    revoke: revoke.map(pair),
  });
}

async function permissionsOf(role: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let p = 1; ; p += 1) {
    const page = await ok(admin, 'Permissions', 'list', { filter: `${role} `, p });
    for (const item of page.items as Item[])
      if (item.role === role) found.set(`${item.controller}/${item.subaction}`, String(item.id));
    if (p >= page.pages) return found;
  }
}

async function audit(filter: string): Promise<Item[]> {
  const { items } = await ok(admin, 'Audit', 'list', { filter });
  return items;
}

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
  await ok(admin, 'Roles', 'create', {
    item: { name: 'editor', description: 'Pages', kind: 'admin' },
  });
  await ok(admin, 'Roles', 'create', {
    item: { name: 'grid-keeper', description: 'Edits grids', kind: 'admin' },
  });
  const keeper = ['Permissions/grid', 'Permissions/saveGrid', 'Pages/list', 'Pages/update'];
  expect((await save(admin, 'grid-keeper', [...keeper, 'Index/profile'])).status).toBe(200);
  await ok(admin, 'Users', 'create', {
    item: {
      kind: 'admin',
      name: 'Keeper',
      email: 'keeper@agency.test',
      lang: 'en',
      password: 'keeper-password-2026',
      roles: ['grid-keeper'],
    },
  });
  const signedIn = await t.call({
    method: 'POST',
    payload: {
      controller: 'Admin',
      subaction: 'login',
      lang: 'en',
      email: 'keeper@agency.test',
      password: 'keeper-password-2026',
    },
  });
  limited = signedIn.body.data.jwt;
});
afterAll(() => t.close());

describe("Permissions/grid: a role's every subaction, granted or not, and what the caller may change", () => {
  it('lists every pair of the contract, each filed under a screen (none under "other")', async () => {
    const cells = await grid(admin, 'editor');
    for (const key of Object.keys(WEB_OPERATIONS)) expect(cells.has(key), key).toBe(true);
    const unfiled = [...cells.values()].filter((cell) => permissionScreen(cell) === 'other');
    expect(unfiled).toEqual([]);
  });

  it('a new role holds nothing, and the admin (who holds every pair) may change every cell', async () => {
    const cells = [...(await grid(admin, 'editor')).values()];
    expect(cells.filter((cell) => cell.granted)).toEqual([]);
    expect(cells.filter((cell) => cell.lock !== null)).toEqual([]);
  });

  it('the pairs the caller lacks are locked as notHeld, the ones it holds are open', async () => {
    const cells = await grid(limited, 'editor');
    expect(cells.get('Pages/update')?.lock).toBeNull();
    expect(cells.get('Pages/list')?.lock).toBeNull();
    expect(cells.get('Users/delete')?.lock).toBe('notHeld');
    expect(cells.get('Permissions/create')?.lock).toBe('notHeld');
  });

  it('the grants the lockout rules keep are locked on the admin and anonymous roles', async () => {
    expect((await grid(admin, 'admin')).get('Users/list')?.lock).toBe('adminCore');
    expect((await grid(admin, 'anonymous')).get('Auth/signIn')?.lock).toBe('everyonesCore');
    // Not kept: the admin role's Pages grants may be taken away.
    expect((await grid(admin, 'admin')).get('Pages/delete')?.lock).toBeNull();
  });

  it('answers 404 for a role that does not exist', async () => {
    expect((await call(admin, 'Permissions', 'grid', { role: 'nobody' })).status).toBe(404);
  });
});

describe('Permissions/saveGrid: only the differences, in one transaction, audited', () => {
  it('grants and takes away only what changed; an unchanged grant keeps its record', async () => {
    const first = await save(admin, 'editor', ['Pages/list', 'Pages/update', 'Pages/delete']);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ granted: 3, revoked: 0 });
    const before = await permissionsOf('editor');

    // Pages/list is granted already: asked again, it is left alone; Pages/delete goes.
    const second = await save(admin, 'editor', ['Pages/list', 'Pages/create'], ['Pages/delete']);
    expect(second.body.data).toMatchObject({ granted: 1, revoked: 1 });
    const after = await permissionsOf('editor');
    expect([...after.keys()].sort()).toEqual(['Pages/create', 'Pages/list', 'Pages/update']);
    expect(after.get('Pages/list')).toBe(before.get('Pages/list'));
    expect(after.get('Pages/update')).toBe(before.get('Pages/update'));

    const granted = (second.body.data.grid.cells as Cell[]).filter((cell) => cell.granted);
    expect(granted.map((cell) => `${cell.controller}/${cell.subaction}`).sort()).toEqual([
      'Pages/create',
      'Pages/list',
      'Pages/update',
    ]);
  });

  it('writes one audit entry per pair granted or taken away, naming it', async () => {
    const entries = await audit('editor Pages/');
    const saved = entries.filter((entry) => entry.action === 'Permissions/saveGrid');
    // 3 granted by the first save, then 1 granted and 1 taken away.
    expect(saved).toHaveLength(5);
    expect(saved.map((entry) => entry.entityName)).toContain('editor Pages/delete');
    const removed = saved.find(
      (entry) => entry.entityName === 'editor Pages/delete' && entry.after === null,
    );
    expect(removed?.before).toMatchObject({
      role: 'editor',
      controller: 'Pages',
      subaction: 'delete',
    });
  });

  it('a pair the caller does not hold refuses the whole save: 403, audited, nothing written', async () => {
    const before = await permissionsOf('editor');
    // The keeper does not hold Users/delete; taking away Pages/update alone would be allowed.
    const answer = await save(limited, 'editor', ['Users/delete'], ['Pages/update']);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/^You cannot give the role editor Users\/delete/);
    expect(await permissionsOf('editor')).toEqual(before);
    const [refusal] = (await audit('refused')).filter(
      (entry) => entry.action === 'Permissions/saveGrid refused',
    );
    expect(refusal).toMatchObject({
      entity: 'permissions',
      entityName: 'editor',
      actor: { email: 'keeper@agency.test' },
      after: { code: 'grant.notHeld', params: { operation: 'Users/delete', role: 'editor' } },
    });
  });

  it('nor may the caller take away a pair it does not hold', async () => {
    await save(admin, 'editor', ['Clients/list']);
    const answer = await save(limited, 'editor', [], ['Clients/list']);
    expect(answer.status).toBe(403);
    expect((await permissionsOf('editor')).has('Clients/list')).toBe(true);
  });

  it('the caller changes the pairs it holds', async () => {
    const answer = await save(limited, 'editor', [], ['Pages/update']);
    expect(answer.status).toBe(200);
    expect((await permissionsOf('editor')).has('Pages/update')).toBe(false);
  });

  it('a grant the lockout rules keep cannot be taken away (409), nothing written', async () => {
    const answer = await save(admin, 'admin', ['Clients/list'], ['Users/list']);
    expect(answer.status).toBe(409);
    expect((await permissionsOf('admin')).has('Users/list')).toBe(true);
  });

  it('a pair the Subactions table does not know is a field error, as is a pair both granted and taken away', async () => {
    const unknown = await save(admin, 'editor', ['Pages/fly']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields[0]).toMatchObject({ field: 'grant', code: 'reference' });
    const both = await save(admin, 'editor', ['Pages/list'], ['Pages/list']);
    expect(both.status).toBe(400);
    expect(both.body.data.fields[0]).toMatchObject({ field: 'revoke', code: 'duplicate' });
  });

  it('answers 404 for a role that does not exist', async () => {
    expect((await save(admin, 'nobody', ['Pages/list'])).status).toBe(404);
  });
});
