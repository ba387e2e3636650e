import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const MIGRATION = '010_role_kinds.sql';

describe('migration 010: every role has a kind, and no one holds a role of another kind', () => {
  it('a populated database from before it: kinds from the holders, cross-kind assignments gone, admin holds the customer pairs', async () => {
    const db = t.api.db;
    // The database as the version before 010 left it: roles without a kind, admin without customer pairs.
    await db.query('alter table roles drop column kind');
    await db.query(
      `delete from permissions a where a.role = 'admin' and exists (
         select 1 from permissions c where c.role = 'customer' and c.controller = a.controller
            and c.subaction = a.subaction)
         and a.controller || '/' || a.subaction not in ('Index/profile', 'Auth/signOut')`,
    );
    await db.query('delete from schema_migrations where version = $1', [MIGRATION]);
    for (const name of ['support', 'vip', 'mixed', 'unused']) {
      await db.query('insert into roles (name, description) values ($1, $1)', [name]);
    }
    const person = async (kind: string, email: string, roles: string[]) => {
      const { rows } = await db.query<{ id: string }>(
        'insert into users (kind, email, name) values ($1, $2, $2) returning id',
        [kind, email],
      );
      for (const role of roles)
        await db.query('insert into user_roles (user_id, role) values ($1, $2)', [
          rows[0]?.id,
          role,
        ]);
    };
    await person('admin', 'support@agency.test', ['admin', 'support', 'mixed']);
    await person('customer', 'vip1@agency.test', ['customer', 'vip']);
    await person('customer', 'vip2@agency.test', ['customer', 'vip', 'mixed', 'admin']);

    expect(await migrate(db)).toEqual([MIGRATION]);

    const kinds = await db.query<{ name: string; kind: string }>(
      'select name, kind from roles order by name',
    );
    expect(Object.fromEntries(kinds.rows.map((row) => [row.name, row.kind]))).toEqual({
      admin: 'admin',
      anonymous: 'anonymous',
      customer: 'customer',
      mixed: 'admin',
      support: 'admin',
      unused: 'admin',
      vip: 'customer',
    });
    const held = await db.query<{ email: string; roles: string[] }>(
      `select u.email, array(select role from user_roles ur where ur.user_id = u.id order by role) as roles
         from users u where u.email = any($1) order by u.email`,
      [['support@agency.test', 'vip1@agency.test', 'vip2@agency.test']],
    );
    expect(held.rows).toEqual([
      { email: 'support@agency.test', roles: ['admin', 'mixed', 'support'] },
      { email: 'vip1@agency.test', roles: ['customer', 'vip'] },
      { email: 'vip2@agency.test', roles: ['customer', 'vip'] },
    ]);
    const missing = await db.query(
      `select 1 from permissions c where c.role = 'customer' and not exists (
         select 1 from permissions a where a.role = 'admin' and a.controller = c.controller
            and a.subaction = c.subaction)`,
    );
    expect(missing.rows).toEqual([]);
    // A new role without a kind is a back-office role (Roles/create's default).
    await db.query("insert into roles (name, description) values ('later', '')");
    const later = await db.query<{ kind: string }>("select kind from roles where name = 'later'");
    expect(later.rows[0]?.kind).toBe('admin');
  });
});
