import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
});
afterAll(() => t.close());

const MIGRATION = '007_failed_deliveries.sql';

describe('migration 007: the admin overview lists failed deliveries', () => {
  it('a database seeded before it gets the Deliveries/failed call and its grant to admin', async () => {
    const db = t.api.db;
    // Put the database back as the first seed left it before 007.
    await db.query("delete from controllers where name = 'Deliveries'");
    await db.query('delete from schema_migrations where version = $1', [MIGRATION]);
    const refused = await t.call({
      payload: { controller: 'Deliveries', subaction: 'failed', lang: 'en' },
      token: admin,
    });
    expect(refused.status).not.toBe(200);

    expect(await migrate(db)).toEqual([MIGRATION]);
    const { rows } = await db.query<{ role: string }>(
      "select role from permissions where controller = 'Deliveries' and subaction = 'failed'",
    );
    expect(rows.map((row) => row.role)).toEqual(['admin']);
    const answered = await t.call({
      payload: { controller: 'Deliveries', subaction: 'failed', lang: 'en' },
      token: admin,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toEqual({ items: [], total: 0 });
  });
});
