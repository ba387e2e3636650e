import type { Db } from '../db/db';
import { fieldError, notFound } from '../http/web-api-error';

/** The longest period a series covers, in days. */
export const MAX_SERIES_DAYS = 366;

const DAY_MS = 24 * 3600 * 1000;

/** The contract's StatisticsSeries: one point per day (zeros where there is no data) and the totals. */
export async function statisticsSeries(
  db: Db,
  owner: string,
  range: { locationId?: string | null; from: string; to: string },
) {
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${range.to}T00:00:00Z`);
  if (from > to) throw fieldError('to', 'range', 'statistics.rangeOrder');
  if ((to - from) / DAY_MS + 1 > MAX_SERIES_DAYS) {
    throw fieldError('to', 'range', {
      id: 'statistics.rangeTooLong',
      params: { days: MAX_SERIES_DAYS },
    });
  }
  const locationId = range.locationId ?? null;
  if (locationId) {
    const { rows } = await db.query('select 1 from locations where id = $1 and owner_id = $2', [
      locationId,
      owner,
    ]);
    if (rows.length === 0) throw notFound('location');
  }
  const { rows } = await db.query<{
    day: string;
    views: number;
    searches: number;
    calls: number;
    directions: number;
    website_clicks: number;
  }>(
    `select to_char(d.day, 'YYYY-MM-DD') as day,
            coalesce(sum(s.views), 0)::int as views, coalesce(sum(s.searches), 0)::int as searches,
            coalesce(sum(s.calls), 0)::int as calls, coalesce(sum(s.directions), 0)::int as directions,
            coalesce(sum(s.website_clicks), 0)::int as website_clicks
       from generate_series($2::date, $3::date, interval '1 day') as d(day)
       left join statistics s on s.day = d.day::date
        and s.location_id in (select id from locations where owner_id = $1 and ($4::uuid is null or id = $4::uuid))
      group by d.day order by d.day`,
    [owner, range.from, range.to, locationId],
  );
  const points = rows.map((row) => ({
    day: row.day,
    views: row.views,
    searches: row.searches,
    calls: row.calls,
    directions: row.directions,
    websiteClicks: row.website_clicks,
  }));
  const totals = { views: 0, searches: 0, calls: 0, directions: 0, websiteClicks: 0 };
  for (const point of points) {
    totals.views += point.views;
    totals.searches += point.searches;
    totals.calls += point.calls;
    totals.directions += point.directions;
    totals.websiteClicks += point.websiteClicks;
  }
  return { locationId, from: range.from, to: range.to, points, totals };
}
