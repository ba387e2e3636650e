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
    await db.query(
      "delete from subactions where controller = 'Reviews' and name in ('reply', 'deleteReply')",
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

    expect(await migrate(db)).toEqual(['017_statistics_performance.sql']);

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
    const { rows: links } = await db.query(
      "select 1 from information_schema.columns where table_schema = current_schema() and table_name = 'google_location_links' and column_name = 'reviews_pulled_at'",
    );
    expect(links).toHaveLength(1);
    // Counts are never negative.
    await expect(
      db.query("update statistics set bookings = -1 where day = '2026-11-01'"),
    ).rejects.toThrow(/statistics_counts_check/);
  });
});
