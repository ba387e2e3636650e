import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('migration 021 on a database populated by the version before it', () => {
  it('the retention periods start at 30 and 365 days, the back office’s pairs are granted, leads are kept', async () => {
    const db = t.api.db;
    // The database as 017 left it: no retention table, no LeadRetention pairs, leads of every kind.
    const PAIRS = "controller = 'LeadRetention'";
    const { rows: seeded } = await db.query<{ role: string; pair: string }>(
      `select role, controller || '/' || subaction as pair from permissions where ${PAIRS} order by 1, 2`,
    );
    await db.query(`delete from permissions where ${PAIRS}`);
    await db.query(`delete from subactions where ${PAIRS}`);
    await db.query("delete from controllers where name = 'LeadRetention'");
    await db.query('drop table lead_retention');
    await db.query("delete from schema_migrations where version = '021_lead_retention.sql'");
    await db.query(
      `insert into clients (name, notes, created_at, lead_status, lead_service, lead_message, lead_lang,
          lead_spam, lead_submitted_at, lead_status_at)
       values ('Old Spam', '', now(), 'new', 'seo', '', 'ua', true, now(), now()),
              ('Old Lost', '', now(), 'lost', 'ppc', '', 'en', false, now(), now())`,
    );

    expect(await migrate(db)).toEqual(['021_lead_retention.sql']);

    const { rows: granted } = await db.query<{ role: string; pair: string }>(
      `select role, controller || '/' || subaction as pair from permissions where ${PAIRS} order by 1, 2`,
    );
    // What a fresh seed grants, the migration grants on a seeded database.
    expect(granted).toEqual(seeded);
    expect(granted.map((row) => row.pair)).toEqual(['LeadRetention/read', 'LeadRetention/update']);
    const admin = await t.adminSignIn();
    const answer = await t.call({
      payload: { controller: 'LeadRetention', subaction: 'read', lang: 'en' },
      token: admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.retention).toEqual({ spamDays: 30, lostDays: 365 });
    const { rows: leads } = await db.query<{ name: string }>(
      "select name from clients where name like 'Old %' order by name",
    );
    expect(leads.map((row) => row.name)).toEqual(['Old Lost', 'Old Spam']);
    // The table's own checks hold the bounds, whatever writes to it.
    await expect(db.query('update lead_retention set spam_days = 0')).rejects.toThrow();
    await expect(db.query('update lead_retention set lost_days = 3651')).rejects.toThrow();
    await expect(db.query('insert into lead_retention (id) values (false)')).rejects.toThrow();
  });
});
