import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('migration 025 on a database populated by the version before it', () => {
  it('every client keeps its row without a city; the back office then saves, lists and finds one', async () => {
    const db = t.api.db;
    await db.query('alter table clients drop column city');
    await db.query("delete from schema_migrations where version = '025_client_city.sql'");
    // A lead as 024 left it, every column filled (the assignee and account: the seeded admin).
    await db.query(
      `insert into clients (name, contact_name, email, phone, website, notes, created_at,
         lead_status, lead_service, lead_message, lead_budget, lead_timeline, lead_lang, lead_page,
         lead_referrer, lead_utm, lead_address, lead_address_key, lead_user_agent, lead_spam,
         lead_assignee, lead_submitted_at, lead_status_at, lead_account)
       select 'Coffee Point', 'Olena', 'olena@coffee.example', '+380501112233',
         'https://coffee.example', 'three shops', '2026-11-01T10:00:00Z',
         'contacted', 'digital-audit', 'Three shops, one site', '1k-5k', '1-3-months', 'ua', '/ua',
         'https://search.example/', '{"source":"maps"}', '203.0.113.7', '203.0.113.0/24',
         'Mozilla/5.0', false, id, '2026-11-01T10:00:00Z', '2026-11-02T09:00:00Z', id
       from users order by created_at limit 1`,
    );
    const before = await db.query<Record<string, unknown>>('select * from clients order by id');
    const filled = before.rows.find((row) => row.name === 'Coffee Point');
    expect(filled === undefined ? [] : Object.values(filled)).not.toContain(null);

    expect(await migrate(db)).toEqual(['025_client_city.sql']);

    const after = await db.query<Record<string, unknown>>('select * from clients order by id');
    expect(after.rows.map(({ city: _, ...row }) => row)).toEqual(before.rows);
    expect(after.rows.every((row) => row.city === null)).toBe(true);

    const token = await t.adminSignIn();
    const id = String(after.rows.find((row) => row.name === 'Coffee Point')?.id);
    const saved = await t.call({
      method: 'PUT',
      payload: {
        controller: 'Clients',
        subaction: 'update',
        lang: 'en',
        id,
        item: { city: 'Lviv' },
      },
      token,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.item.city).toBe('Lviv');
    const found = await t.call({
      payload: { controller: 'Clients', subaction: 'list', lang: 'en', filter: 'lviv' },
      token,
    });
    expect(found.body.data.items.map((item: { id: string }) => item.id)).toEqual([id]);
  });
});
