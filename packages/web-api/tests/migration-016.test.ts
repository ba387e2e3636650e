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
  it('adds the lead columns to clients (every older column kept) and grants Leads/start and Leads/submit to everyone, also beside hand-typed Leads rows', async () => {
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
    // A client with every column that version had, and one with only its name.
    const OLDER = {
      name: 'Older client',
      contact_name: 'Olena Koval',
      email: 'olena@older.example',
      phone: '+380441234567',
      website: 'https://older.example',
      notes: 'Called in October',
      created_at: new Date('2026-10-01T09:00:00Z'),
    };
    await db.query(
      `insert into clients (name, contact_name, email, phone, website, notes, created_at)
       values ($1, $2, $3, $4, $5, $6, $7), ('Name only', null, null, null, null, '', $7)`,
      Object.values(OLDER),
    );
    // Rows that could collide with 016's: an admin had already typed a Leads controller and its
    // start call by hand (other words), and granted start to anonymous.
    await db.query(
      "insert into controllers (name, area, description) values ('Leads', 'site', 'Typed by hand')",
    );
    await db.query(
      "insert into subactions (controller, name, method, description) values ('Leads', 'start', 'POST', 'Typed by hand')",
    );
    await db.query(
      "insert into permissions (role, controller, subaction) values ('anonymous', 'Leads', 'start')",
    );

    expect(await migrate(db)).toEqual([MIGRATION]);

    // Nothing of the older rows changed; the hand-typed ones stay as typed.
    const { rows: kept } = await db.query(
      `select name, contact_name, email, phone, website, notes, created_at, lead_status, lead_spam
         from clients where name in ('Older client', 'Name only') order by name desc`,
    );
    expect(kept).toEqual([
      { ...OLDER, lead_status: null, lead_spam: false },
      {
        name: 'Name only',
        contact_name: null,
        email: null,
        phone: null,
        website: null,
        notes: '',
        created_at: OLDER.created_at,
        lead_status: null,
        lead_spam: false,
      },
    ]);
    const { rows: typed } = await db.query(
      `select (select description from controllers where name = 'Leads') as controller,
              (select description from subactions where controller = 'Leads' and name = 'start') as start`,
    );
    expect(typed).toEqual([{ controller: 'Typed by hand', start: 'Typed by hand' }]);

    const { rows: granted } = await db.query<{ subaction: string }>(
      `select subaction from permissions where role = 'anonymous' and controller = 'Leads' order by subaction`,
    );
    expect(granted.map((row) => row.subaction)).toEqual(['start', 'submit']);
    const started = await t.call({
      method: 'POST',
      payload: { controller: 'Leads', subaction: 'start', lang: 'en' },
    });
    expect(started.status).toBe(200);
  });
});
