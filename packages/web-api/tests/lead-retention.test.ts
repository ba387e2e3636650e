import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseExpiredLeads } from '../src/leads/lead-retention';
import { startTestApi, type TestApi } from './support/test-api';

const DAY = 24 * 3600 * 1000;

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
});
afterAll(() => t.close());

const read = (token?: string) =>
  t.call({ payload: { controller: 'LeadRetention', subaction: 'read', lang: 'en' }, token });

const update = (retention: Record<string, unknown>, token: string | null = admin) =>
  t.call({
    method: 'PUT',
    payload: { controller: 'LeadRetention', subaction: 'update', lang: 'en', retention },
    ...(token === null ? {} : { token }),
  });

/** A lead stored straight in the table, as a submission leaves it (spam or not), sent at `atMs`. */
async function lead(name: string, spam: boolean, atMs: number, status = 'new') {
  await t.api.db.query(
    `insert into clients (name, notes, created_at, lead_status, lead_service, lead_message, lead_lang,
        lead_spam, lead_submitted_at, lead_status_at)
     values ($1, '', $2, $3, 'seo', '', 'en', $4, $2, $2)`,
    [name, new Date(atMs), status, spam],
  );
}

const names = async () =>
  (
    await t.api.db.query<{ name: string }>(
      'select name from clients where lead_status is not null order by name',
    )
  ).rows.map((row) => row.name);

describe('LeadRetention: the periods of suspected spam and lost leads, set in the back office', () => {
  it('reads 30 and 365 days before anyone set them', async () => {
    const answer = await read(admin);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ retention: { spamDays: 30, lostDays: 365 } });
  });

  it('refuses a period outside 1 to 3650 days or not whole, by its field, and keeps the old ones', async () => {
    for (const [retention, field] of [
      [{ spamDays: 0, lostDays: 365 }, 'retention.spamDays'],
      [{ spamDays: 30, lostDays: 3651 }, 'retention.lostDays'],
      [{ spamDays: 2.5, lostDays: 365 }, 'retention.spamDays'],
      [{ spamDays: '7', lostDays: 365 }, 'retention.spamDays'],
    ] as const) {
      const answer = await update(retention);
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await read(admin)).body.data.retention).toEqual({ spamDays: 30, lostDays: 365 });
  });

  it('is the back office’s: a customer and an anonymous caller are refused, and neither changes it', async () => {
    const customer = await t.signIn();
    expect((await read(customer)).status).toBe(403);
    expect((await update({ spamDays: 2, lostDays: 2 }, customer)).status).toBe(403);
    expect([401, 403, 410]).toContain((await update({ spamDays: 2, lostDays: 2 }, null)).status);
    expect((await read(admin)).body.data.retention).toEqual({ spamDays: 30, lostDays: 365 });
  });

  it('an admin sets them, the change is audited with before and after, and the retention job erases by them', async () => {
    const now = t.clock.now;
    await lead('Spam 8 days', true, now - 8 * DAY);
    await lead('Spam 6 days', true, now - 6 * DAY);
    await lead('Lost 91 days', false, now - 91 * DAY, 'lost');
    await lead('Lost 89 days', false, now - 89 * DAY, 'lost');
    await lead('Won 400 days', false, now - 400 * DAY, 'won');
    // Under the defaults (30 and 365 days) nothing of these is due.
    expect(await eraseExpiredLeads(t.api.db, now)).toBe(0);

    const answer = await update({ spamDays: 7, lostDays: 90 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ retention: { spamDays: 7, lostDays: 90 } });
    expect((await read(admin)).body.data.retention).toEqual({ spamDays: 7, lostDays: 90 });

    const audit = await t.call({
      payload: { controller: 'Audit', subaction: 'list', lang: 'en' },
      token: admin,
    });
    const entry = audit.body.data.items.find(
      (item: { action: string }) => item.action === 'LeadRetention/update',
    );
    expect(entry).toMatchObject({
      before: { spamDays: 30, lostDays: 365 },
      after: { spamDays: 7, lostDays: 90 },
    });

    expect(await eraseExpiredLeads(t.api.db, now)).toBe(2);
    expect(await names()).toEqual(['Lost 89 days', 'Spam 6 days', 'Won 400 days']);
  });
});

describe('the clients page offers the leads’ own calls to whoever holds them', () => {
  it('an admin’s page load of the clients screen lists Clients/invite and the retention pairs; a role without them does not get them', async () => {
    const page = (token: string) =>
      t.call({
        payload: {
          controller: 'Index',
          subaction: 'index',
          lang: 'en',
          route: '/en/admin/customer/clients',
        },
        token,
      });
    const full = await page(admin);
    expect(full.status).toBe(200);
    expect(full.body.data.actions).toEqual(
      expect.arrayContaining(['Clients/invite', 'LeadRetention/read', 'LeadRetention/update']),
    );
    // A back-office role holding only the clients list sees none of them offered.
    await t.api.db.query(
      "insert into roles (name, description, kind) values ('clients-reader', 'Reads clients', 'admin')",
    );
    for (const pair of ['Clients/list', 'Index/profile']) {
      const [controller, subaction] = pair.split('/');
      await t.api.db.query(
        'insert into permissions (role, controller, subaction) values ($1, $2, $3)',
        ['clients-reader', controller, subaction],
      );
    }
    const { rows } = await t.api.db.query<{ id: string }>(
      "select id from users where kind = 'admin' order by created_at limit 1",
    );
    await t.api.db.query('delete from user_roles where user_id = $1', [rows[0]?.id]);
    await t.api.db.query("insert into user_roles (user_id, role) values ($1, 'clients-reader')", [
      rows[0]?.id,
    ]);
    const reader = await t.adminSignIn();
    const limited = await page(reader);
    expect(limited.status).toBe(200);
    expect(limited.body.data.actions).toContain('Clients/list');
    for (const pair of ['Clients/invite', 'LeadRetention/read', 'LeadRetention/update'])
      expect(limited.body.data.actions).not.toContain(pair);
    expect((await read(reader)).status).toBe(403);
  });
});
