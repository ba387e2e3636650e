import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const MIGRATION = '016_leads.sql';

describe('migration 016: leads on a database seeded before them', () => {
  it('adds the lead columns to clients and grants Leads/start and Leads/submit to everyone', async () => {
    const db = t.api.db;
    // The database as the version before 016 left it: no lead columns, no Leads calls.
    const { rows: columns } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = 'clients' and column_name like 'lead\\_%'`,
    );
    for (const { column_name } of columns)
      await db.query(`alter table clients drop column ${column_name} cascade`);
    await db.query(`delete from controllers where name = 'Leads'`);
    await db.query('delete from schema_migrations where version = $1', [MIGRATION]);
    await db.query(`insert into clients (name) values ('Older client')`);

    expect(await migrate(db)).toEqual([MIGRATION]);

    const { rows: granted } = await db.query<{ subaction: string }>(
      `select subaction from permissions where role = 'anonymous' and controller = 'Leads' order by subaction`,
    );
    expect(granted.map((row) => row.subaction)).toEqual(['start', 'submit']);
    const { rows: older } = await db.query<{ lead_status: string | null; lead_spam: boolean }>(
      `select lead_status, lead_spam from clients where name = 'Older client'`,
    );
    expect(older).toEqual([{ lead_status: null, lead_spam: false }]);
    const started = await t.call({
      method: 'POST',
      payload: { controller: 'Leads', subaction: 'start', lang: 'en' },
    });
    expect(started.status).toBe(200);
  });
});
