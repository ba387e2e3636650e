import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { DEMO_CREDENTIALS } from '../src/index';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
});
afterAll(() => t.close());

interface Entry {
  action: string;
  entityId: string | null;
  entityName: string | null;
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  controller: string,
  subaction: string,
  fields: Record<string, unknown>,
) {
  const answer = await t.call({
    method,
    payload: { controller, subaction, lang: 'en', ...fields },
    token: admin,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const auditOf = async (filter: string): Promise<Entry[]> =>
  (await call('GET', 'Audit', 'list', { filter })).items;

describe('audit entries name their record as well as its id', () => {
  it("a user's entries carry the e-mail, and keep it after the user is deleted", async () => {
    const email = 'named.customer@agency.test';
    const { id } = (
      await call('POST', 'Users', 'create', {
        item: {
          kind: 'customer',
          name: 'Named',
          email,
          lang: 'en',
          roles: ['customer'],
          password: 'long enough password',
        },
      })
    ).item;
    await call('PUT', 'Users', 'update', { id, item: { name: 'Renamed' } });
    await call('DELETE', 'Users', 'delete', { id });
    const entries = await auditOf(id);
    expect(entries.map(({ action }) => action).sort()).toEqual([
      'Users/create',
      'Users/delete',
      'Users/update',
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ entityId: id, entityName: email });
    // The name is searchable, so an entry can be found by the e-mail of a deleted user.
    expect((await auditOf(email)).map(({ entityId }) => entityId)).toContain(id);
  });

  it("a role's entries carry its name; a role renamed is named as it is after the change", async () => {
    const { id } = (
      await call('POST', 'Roles', 'create', { item: { name: 'auditor', description: 'Reads' } })
    ).item;
    await call('PUT', 'Roles', 'update', { id, item: { name: 'reviewer' } });
    await call('DELETE', 'Roles', 'delete', { id });
    const named = Object.fromEntries(
      (await auditOf(id)).map(({ action, entityName }) => [action, entityName]),
    );
    expect(named).toEqual({
      'Roles/create': 'auditor',
      'Roles/update': 'reviewer',
      'Roles/delete': 'reviewer',
    });
  });

  it('a back-office sign-in names the admin', async () => {
    const logins = (await auditOf('Admin/login')).filter(({ action }) => action === 'Admin/login');
    expect(logins.length).toBeGreaterThan(0);
    expect(logins[0]?.entityName).toBe(DEMO_CREDENTIALS.admin.email);
  });

  it('migration 008 names the entries written before it from the record they kept', async () => {
    const db = t.api.db;
    const { id } = (
      await call('POST', 'Clients', 'create', { item: { name: 'Old shop', email: 'o@shop.test' } })
    ).item;
    await call('DELETE', 'Clients', 'delete', { id });
    const migration = '008_audit_entity_name.sql';
    await db.query('alter table audit_log drop column entity_name');
    await db.query('delete from schema_migrations where version = $1', [migration]);
    expect(await migrate(db)).toEqual([migration]);
    const entries = await auditOf(id);
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect(entry.entityName).toBe('Old shop');
    expect((await auditOf(DEMO_CREDENTIALS.admin.email)).some((e) => e.entityName === null)).toBe(
      false,
    );
  });
});
