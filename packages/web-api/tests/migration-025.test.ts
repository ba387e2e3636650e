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
    await db.query(
      `insert into clients (name, contact_name, email, phone, website, notes)
       values ('Coffee Point', 'Olena', 'olena@coffee.example', '+380501112233', 'https://coffee.example', 'three shops')`,
    );
    const before = await db.query('select * from clients order by id');
    expect(before.rows.length).toBeGreaterThan(0);

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
