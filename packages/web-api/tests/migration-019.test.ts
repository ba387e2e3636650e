import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('migration 019 on a database seeded before the permission grid', () => {
  it('grants Permissions/grid and Permissions/saveGrid to the admin role, as a fresh seed does', async () => {
    const db = t.api.db;
    const GRID_PAIRS = "controller = 'Permissions' and subaction in ('grid', 'saveGrid')";
    const { rows: seeded } = await db.query<{ role: string; pair: string }>(
      `select role, controller || '/' || subaction as pair from permissions where ${GRID_PAIRS} order by 1, 2`,
    );
    await db.query(`delete from permissions where ${GRID_PAIRS}`);
    await db.query(
      "delete from subactions where controller = 'Permissions' and name in ('grid', 'saveGrid')",
    );
    await db.query("delete from schema_migrations where version = '019_permission_grid.sql'");
    const admin = await t.adminSignIn();
    const before = await t.call({
      method: 'GET',
      payload: { controller: 'Permissions', subaction: 'grid', lang: 'en', role: 'admin' },
      token: admin,
    });
    // The pair is unknown to the access tables, so nobody may call it.
    expect(before.status).not.toBe(200);

    expect(await migrate(db)).toEqual(['019_permission_grid.sql']);

    const { rows: granted } = await db.query<{ role: string; pair: string }>(
      `select role, controller || '/' || subaction as pair from permissions where ${GRID_PAIRS} order by 1, 2`,
    );
    expect(granted).toEqual(seeded);
    expect(granted.map((row) => `${row.role} ${row.pair}`)).toEqual([
      'admin Permissions/grid',
      'admin Permissions/saveGrid',
    ]);
    const { rows: methods } = await db.query<{ name: string; method: string }>(
      "select name, method from subactions where controller = 'Permissions' and name in ('grid', 'saveGrid') order by name",
    );
    expect(methods).toEqual([
      { name: 'grid', method: 'GET' },
      { name: 'saveGrid', method: 'PUT' },
    ]);
    const after = await t.call({
      method: 'GET',
      payload: { controller: 'Permissions', subaction: 'grid', lang: 'en', role: 'admin' },
      token: admin,
    });
    expect(after.status).toBe(200);
  });

  it("keeps what an admin typed for the same pairs: their subaction's method and description, and other roles' grants", async () => {
    const db = t.api.db;
    await db.query(
      "delete from permissions where controller = 'Permissions' and subaction in ('grid', 'saveGrid')",
    );
    await db.query(
      "delete from subactions where controller = 'Permissions' and name in ('grid', 'saveGrid')",
    );
    await db.query(
      `insert into subactions (controller, name, method, description)
       values ('Permissions', 'grid', 'POST', 'typed by hand before the grid existed')`,
    );
    await db.query(
      "insert into roles (name, description, kind) values ('auditor', 'reads grants', 'admin') on conflict do nothing",
    );
    await db.query(
      "insert into permissions (role, controller, subaction) values ('auditor', 'Permissions', 'grid')",
    );
    await db.query("delete from schema_migrations where version = '019_permission_grid.sql'");

    expect(await migrate(db)).toEqual(['019_permission_grid.sql']);

    const { rows: subactions } = await db.query(
      "select name, method, description from subactions where controller = 'Permissions' and name in ('grid', 'saveGrid') order by name",
    );
    expect(subactions).toEqual([
      { name: 'grid', method: 'POST', description: 'typed by hand before the grid existed' },
      {
        name: 'saveGrid',
        method: 'PUT',
        description: "grant and take away a role's pairs in one transaction (the grid's changes)",
      },
    ]);
    const { rows: grants } = await db.query<{ grant: string }>(
      `select role || ' ' || subaction as grant from permissions
        where controller = 'Permissions' and subaction in ('grid', 'saveGrid') order by 1`,
    );
    expect(grants.map((row) => row.grant)).toEqual([
      'admin grid',
      'admin saveGrid',
      'auditor grid',
    ]);
  });
});
