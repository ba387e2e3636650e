import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('migration 021 on a database populated by the version before it', () => {
  it('the retention periods start at 30 and 365 days, the back office’s pairs are granted, leads and pending links are kept', async () => {
    const db = t.api.db;
    // The database as 017 left it: no retention table, no LeadRetention pairs, leads of every kind.
    const PAIRS =
      "(controller = 'LeadRetention' or (controller = 'Clients' and subaction = 'invite'))";
    const { rows: seeded } = await db.query<{ role: string; pair: string }>(
      `select role, controller || '/' || subaction as pair from permissions where ${PAIRS} order by 1, 2`,
    );
    await db.query(`delete from permissions where ${PAIRS}`);
    await db.query(
      "delete from subactions where controller = 'LeadRetention' or (controller = 'Clients' and name = 'invite')",
    );
    await db.query("delete from controllers where name = 'LeadRetention'");
    await db.query('drop table lead_retention');
    await db.query('alter table clients drop column lead_account');
    await db.query('alter table email_tokens drop column invitation');
    await db.query(
      "delete from schema_migrations where version = '021_lead_retention_and_invitations.sql'",
    );
    const { rows: customers } = await db.query<{ id: string }>(
      "select id from users where email = 'demo@agency.test'",
    );
    // A confirmation link pending from before: it stays a plain confirmation, not an invitation.
    await db.query(
      `insert into email_tokens (token_hash, user_id, email, expires_at)
       values ('old-link-hash', $1, 'new.demo@agency.test', now() + interval '1 day')`,
      [customers[0]?.id],
    );
    await db.query(
      `insert into clients (name, notes, created_at, lead_status, lead_service, lead_message, lead_lang,
          lead_spam, lead_submitted_at, lead_status_at)
       values ('Old Spam', '', now(), 'new', 'seo', '', 'ua', true, now(), now()),
              ('Old Lost', '', now(), 'lost', 'ppc', '', 'en', false, now(), now())`,
    );

    expect(await migrate(db)).toEqual(['021_lead_retention_and_invitations.sql']);

    const { rows: granted } = await db.query<{ role: string; pair: string }>(
      `select role, controller || '/' || subaction as pair from permissions where ${PAIRS} order by 1, 2`,
    );
    // What a fresh seed grants, the migration grants on a seeded database.
    expect(granted).toEqual(seeded);
    expect(granted.map((row) => row.pair)).toEqual([
      'Clients/invite',
      'LeadRetention/read',
      'LeadRetention/update',
    ]);
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
    const { rows: accounts } = await db.query<{ lead_account: string | null }>(
      "select lead_account from clients where name like 'Old %'",
    );
    expect(accounts.map((row) => row.lead_account)).toEqual([null, null]);
    const { rows: links } = await db.query<{ invitation: boolean }>(
      "select invitation from email_tokens where token_hash = 'old-link-hash'",
    );
    expect(links).toEqual([{ invitation: false }]);
    // The table's own checks hold the bounds, whatever writes to it.
    await expect(db.query('update lead_retention set spam_days = 0')).rejects.toThrow();
    await expect(db.query('update lead_retention set lost_days = 3651')).rejects.toThrow();
    await expect(db.query('insert into lead_retention (id) values (false)')).rejects.toThrow();
  });
});
