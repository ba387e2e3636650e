import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('migration 017 on a database populated by the version before it', () => {
  it('statistics rows keep calls, directions and website clicks under the Performance names, the split columns start at 0; the reply pairs are granted', async () => {
    const db = t.api.db;
    // The statistics table as 001 made it, with a row as the demo seed of that version wrote.
    await db.query('drop table statistics');
    await db.query(`create table statistics (
      location_id uuid not null references locations (id) on delete cascade,
      day date not null,
      views integer not null default 0,
      searches integer not null default 0,
      calls integer not null default 0,
      directions integer not null default 0,
      website_clicks integer not null default 0,
      primary key (location_id, day))`);
    await db.query('alter table google_location_links drop column reviews_pulled_at');
    const REPLY_PAIRS = "controller = 'Reviews' and subaction in ('reply', 'deleteReply')";
    const { rows: seeded } = await db.query<{ role: string; pair: string }>(
      `select role, controller || '/' || subaction as pair from permissions where ${REPLY_PAIRS} order by 1, 2`,
    );
    await db.query(`delete from permissions where ${REPLY_PAIRS}`);
    await db.query("delete from subactions where controller = 'Reviews' and name = 'deleteReply'");
    // A row that could collide: an admin had typed Reviews/reply by hand (other words) and granted it to customers.
    await db.query(
      "update subactions set description = 'Typed by hand' where controller = 'Reviews' and name = 'reply'",
    );
    await db.query(
      "insert into permissions (role, controller, subaction) values ('customer', 'Reviews', 'reply')",
    );
    await db.query(
      "delete from schema_migrations where version = '017_statistics_performance.sql'",
    );
    const { rows: locations } = await db.query<{ id: string }>(
      `select l.id from locations l join users u on u.id = l.owner_id
        where u.email = 'demo@agency.test' order by l.created_at, l.id limit 2`,
    );
    const [first, second] = locations.map((row) => row.id);
    await db.query(
      `insert into statistics (location_id, day, views, searches, calls, directions, website_clicks)
       values ($1, '2026-11-01', 120, 200, 5, 7, 9), ($1, '2026-11-02', 130, 210, 6, 8, 10),
              ($2, '2026-11-01', 50, 60, 1, 2, 3)`,
      [first, second],
    );

    // A linked listing with every column that version had.
    const { rows: owners } = await db.query<{ id: string }>(
      "select id from users where email = 'demo@agency.test'",
    );
    const { rows: connections } = await db.query<{ id: string }>(
      `insert into google_connections (owner_id, email, refresh_token, access_token, access_expires_at,
         scope, state, sandbox, connected_at, synced_at, state_since)
       values ($1, 'demo@gmail.example', 'sealed-refresh', 'sealed-access', '2026-11-02T10:00:00Z',
         'business.manage', 'connected', true, '2026-11-01T10:00:00Z', '2026-11-02T09:00:00Z',
         '2026-11-01T10:00:00Z') returning id`,
      [owners[0]?.id],
    );
    const LINK = {
      location_id: first,
      connection_id: connections[0]?.id,
      google_name: 'locations/older',
      account_name: 'accounts/1',
      google_location: { name: 'locations/older', title: 'Older' },
      category_ids: ['gcid:cafe'],
      state: 'failed',
      reason: { id: 'google.refused', params: {} },
      message: 'Invalid phone',
      synced_at: new Date('2026-11-02T09:00:00Z'),
      google_changes: [{ field: 'title', value: 'Older on Google' }],
      state_since: new Date('2026-11-02T09:30:00Z'),
    };
    await db.query(
      `insert into google_location_links (location_id, connection_id, google_name, account_name,
         google_location, category_ids, state, reason, message, synced_at, google_changes, state_since)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      Object.values(LINK).map((value) =>
        typeof value === 'object' && value !== null && !(value instanceof Date)
          ? JSON.stringify(value)
          : value,
      ),
    );

    expect(await migrate(db)).toEqual(['017_statistics_performance.sql']);

    // The hand-typed reply pair keeps its words; the link keeps every column, not yet pulled.
    const { rows: typed } = await db.query(
      "select description from subactions where controller = 'Reviews' and name = 'reply'",
    );
    expect(typed).toEqual([{ description: 'Typed by hand' }]);
    const { rows: links } = await db.query(
      `select location_id, connection_id, google_name, account_name, google_location, category_ids,
              state, reason, message, synced_at, google_changes, state_since, reviews_pulled_at
         from google_location_links where google_name = 'locations/older'`,
    );
    expect(links).toEqual([{ ...LINK, reviews_pulled_at: null }]);

    const token = await t.signIn();
    const answer = await t.call({
      payload: {
        controller: 'Statistics',
        subaction: 'series',
        lang: 'en',
        from: '2026-11-01',
        to: '2026-11-02',
      },
      token,
    });
    expect(answer.status).toBe(200);
    const { points, totals } = answer.body.data;
    expect(points[0]).toEqual({
      day: '2026-11-01',
      impressionsDesktopMaps: 0,
      impressionsDesktopSearch: 0,
      impressionsMobileMaps: 0,
      impressionsMobileSearch: 0,
      callClicks: 6,
      websiteClicks: 12,
      directionRequests: 9,
      conversations: 0,
      bookings: 0,
    });
    expect(totals).toMatchObject({ callClicks: 12, directionRequests: 17, websiteClicks: 22 });
    const { rows } = await db.query<{ fetched_at: string | null }>(
      'select fetched_at from statistics',
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.fetched_at === null)).toBe(true);
    // The replies to reviews from Google are granted as a fresh seed grants them.
    const { rows: granted } = await db.query<{ role: string; pair: string }>(
      `select role, controller || '/' || subaction as pair from permissions where ${REPLY_PAIRS} order by 1, 2`,
    );
    expect(granted).toEqual(seeded);
    expect(granted.map((row) => `${row.role} ${row.pair}`)).toEqual([
      'admin Reviews/deleteReply',
      'admin Reviews/reply',
      'customer Reviews/deleteReply',
      'customer Reviews/reply',
    ]);
    // Counts are never negative.
    await expect(
      db.query("update statistics set bookings = -1 where day = '2026-11-01'"),
    ).rejects.toThrow(/statistics_counts_check/);
  });
});
