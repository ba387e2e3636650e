import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const MIGRATION = '018_google_local_posts.sql';
const PAIR = "controller = 'Publications' and subaction = 'publishGoogle'";

describe('migration 018: publications as Google local posts on a database populated before it', () => {
  it('keeps every publication as it was (on no listing yet), adds google_local_posts and grants Publications/publishGoogle as a fresh seed does', async () => {
    const db = t.api.db;
    const { rows: seeded } = await db.query<{ role: string }>(
      `select role from permissions where ${PAIR} order by role`,
    );
    // The database as the version before 018 left it: no posts table, no publishGoogle call.
    await db.query('drop table google_local_posts');
    await db.query(`delete from permissions where ${PAIR}`);
    await db.query(
      "delete from subactions where controller = 'Publications' and name = 'publishGoogle'",
    );
    await db.query('delete from schema_migrations where version = $1', [MIGRATION]);
    const { rows: owners } = await db.query<{ id: string }>(
      "select id from users where email = 'demo@agency.test'",
    );
    const owner = owners[0]?.id as string;
    const { rows: locations } = await db.query<{ id: string }>(
      'select id from locations where owner_id = $1 order by created_at, id limit 1',
      [owner],
    );
    const locationId = locations[0]?.id as string;
    // A publication with every column and every data field that version wrote.
    const data = {
      body: 'Two coffees for the price of one.',
      status: 'scheduled',
      publishAt: '2026-12-01T09:00:00.000Z',
      locationId,
      postType: 'offer',
      callToAction: { type: 'shop', url: 'https://example.com/shop' },
      event: null,
      offer: {
        title: 'Two for one',
        startsOn: '2026-12-01',
        endsOn: '2026-12-14',
        couponCode: 'TWO',
        redeemUrl: 'https://example.com/redeem',
        terms: 'One a visit.',
      },
    };
    const { rows: inserted } = await db.query<{ id: string }>(
      `insert into pins (owner_id, kind, name, data, archived_at, created_at, updated_at)
       values ($1, 'publications', 'Older offer', $2, '2026-11-20T10:00:00Z',
               '2026-11-01T10:00:00Z', '2026-11-02T10:00:00Z') returning id`,
      [owner, JSON.stringify(data)],
    );
    const id = inserted[0]?.id as string;

    expect(await migrate(db)).toEqual([MIGRATION]);

    const token = await t.signIn();
    const list = await t.call({
      payload: { controller: 'Publications', subaction: 'list', lang: 'en', archived: true },
      token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.items.find((item: { id: string }) => item.id === id)).toEqual({
      id,
      name: 'Older offer',
      ...data,
      archivedAt: '2026-11-20T10:00:00.000Z',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
      google: [],
    });
    const { rows: granted } = await db.query<{ role: string }>(
      `select role from permissions where ${PAIR} order by role`,
    );
    expect(granted).toEqual(seeded);
    expect(granted.map((row) => row.role)).toEqual(['admin', 'customer']);
    // The call is granted: a location of the seed is not linked to Google, which it says.
    const publish = await t.call({
      method: 'POST',
      payload: {
        controller: 'Publications',
        subaction: 'publishGoogle',
        lang: 'en',
        id,
        locationIds: [locationId],
      },
      token,
    });
    expect(publish.status).toBe(400);
    expect(publish.body.data.fields[0]).toMatchObject({ field: 'locationIds', code: 'notLinked' });
    // A post row outlives its publication until Google has deleted it; states are Google's.
    await db.query(
      `insert into google_local_posts (owner_id, publication_id, location_id, location_name, wanted,
                                       state, created_at, updated_at)
       values ($1, $2, $3, 'Kyiv', 'published', 'live', now(), now())`,
      [owner, id, locationId],
    );
    await expect(
      db.query("update google_local_posts set state = 'gone' where publication_id = $1", [id]),
    ).rejects.toThrow(/google_local_posts_state_check/);
    await db.query('delete from pins where id = $1', [id]);
    const { rows: kept } = await db.query<{ publication_id: string | null }>(
      "select publication_id from google_local_posts where location_name = 'Kyiv'",
    );
    expect(kept).toEqual([{ publication_id: null }]);
  });

  it('beside a Publications/publishGoogle an admin had typed by hand: its words kept, granted as a fresh seed does', async () => {
    const db = t.api.db;
    await db.query('drop table google_local_posts');
    await db.query(`delete from permissions where ${PAIR} and role = 'admin'`);
    await db.query(
      "update subactions set method = 'POST', description = 'Typed by hand' where controller = 'Publications' and name = 'publishGoogle'",
    );
    await db.query('delete from schema_migrations where version = $1', [MIGRATION]);

    expect(await migrate(db)).toEqual([MIGRATION]);

    const { rows: typed } = await db.query(
      "select description from subactions where controller = 'Publications' and name = 'publishGoogle'",
    );
    expect(typed).toEqual([{ description: 'Typed by hand' }]);
    const { rows: granted } = await db.query<{ role: string }>(
      `select role from permissions where ${PAIR} order by role`,
    );
    expect(granted.map((row) => row.role)).toEqual(['admin', 'customer']);
    const { rows: posts } = await db.query('select count(*)::int as n from google_local_posts');
    expect(posts).toEqual([{ n: 0 }]);
  });
});
