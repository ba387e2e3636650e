import { previousPeriod, STATISTICS_METRICS, type StatisticsMetric } from '@agency/core/statistics';
import { fieldError, notFound } from '../base/web-api-error';
import type { Db } from '../db/db';

/** The longest period a series covers, in days. */
export const MAX_SERIES_DAYS = 366;

const DAY_MS = 24 * 3600 * 1000;

/** The `statistics` column of each metric. */
export const STATISTICS_COLUMNS: Readonly<Record<StatisticsMetric, string>> = {
  impressionsDesktopMaps: 'impressions_desktop_maps',
  impressionsDesktopSearch: 'impressions_desktop_search',
  impressionsMobileMaps: 'impressions_mobile_maps',
  impressionsMobileSearch: 'impressions_mobile_search',
  callClicks: 'call_clicks',
  websiteClicks: 'website_clicks',
  directionRequests: 'direction_requests',
  conversations: 'conversations',
  bookings: 'bookings',
};

type Totals = Record<StatisticsMetric, number>;

const SUMS = STATISTICS_METRICS.map(
  (metric) => `coalesce(sum(s.${STATISTICS_COLUMNS[metric]}), 0)::int as "${metric}"`,
).join(', ');

// The locations of the owner the series covers: one, or all of them ($4 null).
const OWN_LOCATIONS =
  'select id from locations where owner_id = $1 and ($4::uuid is null or id = $4::uuid)';

function totalsOf(row: Record<string, unknown> | undefined): Totals {
  return Object.fromEntries(
    STATISTICS_METRICS.map((metric) => [metric, Number(row?.[metric] ?? 0)]),
  ) as Totals;
}

/** Where the owner's statistics come from: Connect offered, an own connection, how many locations are linked. */
async function googleSource(db: Db, owner: string, configured: boolean) {
  const { rows } = await db.query<{ connected: boolean; linked: number }>(
    `select exists (select 1 from google_connections where owner_id = $1) as connected,
            (select count(*) from google_location_links g join locations l on l.id = g.location_id
              where l.owner_id = $1 and l.archived_at is null and g.state <> 'unlinked')::int as linked`,
    [owner],
  );
  const row = rows[0] ?? { connected: false, linked: 0 };
  return { configured, connected: row.connected, linkedLocations: row.linked };
}

/**
 * The contract's StatisticsSeries: one point per day (zeros where there is no data), the totals, the
 * totals of the period before of as many days (core's previousPeriod), and where the data comes from.
 */
export async function statisticsSeries(
  db: Db,
  owner: string,
  range: { locationId?: string | null; from: string; to: string },
  googleConfigured = false,
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
  const { rows } = await db.query<Record<string, unknown> & { day: string }>(
    `select to_char(d.day, 'YYYY-MM-DD') as day, ${SUMS}
       from generate_series($2::date, $3::date, interval '1 day') as d(day)
       left join statistics s on s.day = d.day::date and s.location_id in (${OWN_LOCATIONS})
      group by d.day order by d.day`,
    [owner, range.from, range.to, locationId],
  );
  const points = rows.map((row) => ({ day: row.day, ...totalsOf(row) }));
  const totals = totalsOf(undefined);
  for (const point of points)
    for (const metric of STATISTICS_METRICS) totals[metric] += point[metric];
  const before = previousPeriod(range.from, range.to);
  const { rows: previousRows } = await db.query<Record<string, unknown>>(
    `select ${SUMS} from statistics s
      where s.day between $2::date and $3::date and s.location_id in (${OWN_LOCATIONS})`,
    [owner, before.from, before.to, locationId],
  );
  return {
    locationId,
    from: range.from,
    to: range.to,
    points,
    totals,
    previous: { ...before, totals: totalsOf(previousRows[0]) },
    google: await googleSource(db, owner, googleConfigured),
  };
}
