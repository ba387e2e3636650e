import { previousPeriod, STATISTICS_METRICS, type StatisticsMetric } from '@agency/core/statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_METRIC_OF } from '../../src/google/performance-days';
import { backfillRange, nextStatisticsPullMs } from '../../src/google/pull-statistics';
import { type GoogleTestApi, startGoogleTestApi } from './google-test-api';
import { DEMO_LOCATION_NAMES } from './google-testbed';

const { kyiv, kharkiv } = DEMO_LOCATION_NAMES;
const PERFORMANCE = 'businessprofileperformance.googleapis.com';

let t: GoogleTestApi;
let customer: string;
const pins: Record<string, string> = {};

const series = (from: string, to: string, locationId?: string) =>
  t.ok({
    payload: {
      controller: 'Statistics',
      subaction: 'series',
      lang: 'en',
      from,
      to,
      ...(locationId ? { locationId } : {}),
    },
    token: customer,
  });

function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let ms = Date.parse(from); ms <= Date.parse(to); ms += 86_400_000)
    out.push(new Date(ms).toISOString().slice(0, 10));
  return out;
}

/** The double's own sums of each metric over the days, for the listings. */
function googleTotals(listings: readonly string[], from: string, to: string) {
  return Object.fromEntries(
    STATISTICS_METRICS.map((metric) => [
      metric,
      listings.reduce(
        (sum, listing) =>
          sum +
          days(from, to).reduce(
            (daySum, day) =>
              daySum + t.sandbox.control.metric(listing, DAILY_METRIC_OF[metric], day),
            0,
          ),
        0,
      ),
    ]),
  ) as Record<StatisticsMetric, number>;
}

const fetches = () =>
  t.sandbox.control.requests.filter((entry) => entry.host === PERFORMANCE && !entry.injected);

async function storedRows(locationId: string) {
  const { rows } = await t.api.db.query<{ day: string; count: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as count from statistics
      where location_id = $1 group by day order by day`,
    [locationId],
  );
  return rows;
}

beforeAll(async () => {
  t = await startGoogleTestApi();
  customer = await t.customer();
});
afterAll(() => t.close());

describe('statistics from the Performance API, against the double', () => {
  it('without a connection the series says so (nothing linked) instead of data; the demo seeds no statistics', async () => {
    const data = await series('2026-11-01', '2026-11-29');
    expect(data.google).toEqual({ configured: true, connected: false, linkedLocations: 0 });
    expect(Object.values(data.totals).every((value) => value === 0)).toBe(true);
    const { rows } = await t.api.db.query('select 1 from statistics');
    expect(rows).toEqual([]);
  });

  it('linking listings backfills 18 months in one request each; totals equal the double’s data', async () => {
    expect((await t.connect(customer)).status).toBe(200);
    Object.assign(pins, await t.importListings(customer, [kyiv, kharkiv]));
    // No Performance call before the import; the worker may already be running the backfill.
    await t.runJobs();

    const range = backfillRange(t.now());
    expect(range).toEqual({ from: '2025-05-31', to: '2026-11-29' });
    expect(fetches().map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        `/v1/${kyiv}:fetchMultiDailyMetricsTimeSeries`,
        `/v1/${kharkiv}:fetchMultiDailyMetricsTimeSeries`,
      ]),
    );
    expect(fetches()).toHaveLength(2);
    const stored = await storedRows(pins[kyiv] as string);
    expect(stored).toHaveLength(days(range.from, range.to).length);
    expect(stored[0]?.day).toBe(range.from);
    expect(stored.at(-1)?.day).toBe(range.to);

    const one = await series('2026-09-01', '2026-11-29', pins[kyiv]);
    expect(one.totals).toEqual(googleTotals([kyiv], '2026-09-01', '2026-11-29'));
    expect(one.totals.impressionsMobileMaps).toBeGreaterThan(0);
    const both = await series('2026-09-01', '2026-11-29');
    expect(both.totals).toEqual(googleTotals([kyiv, kharkiv], '2026-09-01', '2026-11-29'));
    expect(both.google).toEqual({ configured: true, connected: true, linkedLocations: 2 });
    // A day Google leaves out (a zero) is 0, the day after each metric's value.
    const day = '2026-11-15';
    const point = both.points.find((entry: { day: string }) => entry.day === day);
    for (const metric of STATISTICS_METRICS)
      expect(point[metric]).toBe(googleTotals([kyiv, kharkiv], day, day)[metric]);
  });

  it('the period is compared with as many days before it, across a month boundary', async () => {
    const march = await series('2026-03-01', '2026-03-31');
    expect(march.previous.from).toBe('2026-01-29');
    expect(march.previous.to).toBe('2026-02-28');
    expect(march.previous.totals).toEqual(
      googleTotals([kyiv, kharkiv], '2026-01-29', '2026-02-28'),
    );
    expect(march.totals).toEqual(googleTotals([kyiv, kharkiv], '2026-03-01', '2026-03-31'));
    const { from, to } = previousPeriod('2026-10-15', '2026-11-14');
    const spanning = await series('2026-10-15', '2026-11-14', pins[kharkiv]);
    expect(spanning.previous).toEqual({
      from,
      to,
      totals: googleTotals([kharkiv], from, to),
    });
    expect(spanning.points).toHaveLength(31);
  });

  it('the daily pull reads the last days again: a day fetched twice is stored once, a late correction overwrites', async () => {
    const id = pins[kyiv] as string;
    const before = await storedRows(id);
    t.sandbox.control.setMetric(kyiv, 'CALL_CLICKS', '2026-11-25', 999);
    t.sandbox.control.setMetric(kyiv, 'BUSINESS_BOOKINGS', '2026-11-30', 3);
    t.sandbox.control.clearRequests();
    t.advance(nextStatisticsPullMs(t.now()) - t.now());
    await t.runJobs();
    // The session of the morning has ended by midnight.
    customer = await t.customer();

    expect(fetches()).toHaveLength(2);
    expect(fetches()[0]?.query).toMatchObject({
      'dailyRange.startDate.day': ['21'],
      'dailyRange.endDate.day': ['30'],
    });
    const after = await storedRows(id);
    expect(after.every((row) => row.count === 1)).toBe(true);
    expect(after.map((row) => row.day)).toEqual([...before.map((row) => row.day), '2026-11-30']);
    const corrected = await series('2026-11-25', '2026-11-30', id);
    expect(corrected.points[0].callClicks).toBe(999);
    expect(corrected.points[5].bookings).toBe(3);
    expect(corrected.totals).toEqual(googleTotals([kyiv], '2026-11-25', '2026-11-30'));

    // The chain goes on: the next day's pull waits in the queue.
    const { rows } = await t.api.db.query<{ next: string }>(
      `select next_attempt_at as next from jobs
        where kind = 'google.pull-statistics' and status = 'pending'`,
    );
    expect(rows.map((row) => new Date(row.next).getTime())).toEqual([
      nextStatisticsPullMs(t.now()),
    ]);
  });

  it('Google answering 503 loses nothing: the fetch waits and is stored on a later try', async () => {
    const id = pins[kharkiv] as string;
    t.sandbox.control.setMetric(kharkiv, 'WEBSITE_CLICKS', '2026-11-30', 77);
    t.sandbox.control.failNext({ host: PERFORMANCE, status: 503, times: 2 });
    t.advance(nextStatisticsPullMs(t.now()) - t.now());
    await t.runJobs();
    for (let tries = 0; tries < 5; tries += 1) {
      t.advance(10 * 60_000);
      await t.runJobs();
    }
    customer = await t.customer();
    const injected = t.sandbox.control.requests.filter(
      (entry) => entry.host === PERFORMANCE && entry.injected,
    );
    expect(injected.map((entry) => entry.status)).toEqual([503, 503]);
    const data = await series('2026-11-30', '2026-11-30', id);
    expect(data.points[0].websiteClicks).toBe(77);
    const { rows } = await t.api.db.query(
      "select 1 from jobs where kind = 'google.fetch-statistics' and status <> 'done'",
    );
    expect(rows).toEqual([]);
  });

  it('disconnecting deletes the listings’ statistics with the connection', async () => {
    await t.ok({
      method: 'POST',
      payload: { controller: 'Google', subaction: 'disconnect', lang: 'en' },
      token: customer,
    });
    const { rows } = await t.api.db.query('select 1 from statistics');
    expect(rows).toEqual([]);
    const data = await series('2026-11-01', '2026-11-29');
    expect(data.google).toMatchObject({ connected: false, linkedLocations: 0 });
  });
});
