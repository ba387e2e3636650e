import type { StatisticsMetric } from '@agency/core/statistics';
import type { DateRange } from './business-calls';
import type { DailyMetric, FetchMultiDailyMetricsTimeSeriesResponse } from './google-types';

/** The Performance API's daily metric of each of our statistics metrics. */
export const DAILY_METRIC_OF: Readonly<Record<StatisticsMetric, DailyMetric>> = {
  impressionsDesktopMaps: 'BUSINESS_IMPRESSIONS_DESKTOP_MAPS',
  impressionsDesktopSearch: 'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
  impressionsMobileMaps: 'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
  impressionsMobileSearch: 'BUSINESS_IMPRESSIONS_MOBILE_SEARCH',
  callClicks: 'CALL_CLICKS',
  websiteClicks: 'WEBSITE_CLICKS',
  directionRequests: 'BUSINESS_DIRECTION_REQUESTS',
  conversations: 'BUSINESS_CONVERSATIONS',
  bookings: 'BUSINESS_BOOKINGS',
};

const METRIC_OF = new Map(
  Object.entries(DAILY_METRIC_OF).map(([ours, google]) => [google, ours as StatisticsMetric]),
);

/** The daily metrics one fetch asks for. */
export const FETCHED_DAILY_METRICS: readonly DailyMetric[] = Object.values(DAILY_METRIC_OF);

/** One day of a location's statistics as Google gave it. */
export type PerformanceDay = { day: string } & Record<StatisticsMetric, number>;

// The statistics columns are PostgreSQL integers.
const MAX_COUNT = 2_147_483_647;

const pad = (value: number, size: number) => String(value).padStart(size, '0');

/** `YYYY-MM-DD` of a Performance date, or null when it is not a whole date. */
function dayKey(date: { year?: number | null; month?: number | null; day?: number | null }) {
  const { year, month, day } = date;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const key = `${pad(year as number, 4)}-${pad(month as number, 2)}-${pad(day as number, 2)}`;
  const ms = Date.parse(`${key}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== key ? null : key;
}

/** A Performance range of whole dates from `YYYY-MM-DD` days. */
export function performanceRange(from: string, to: string): DateRange {
  const date = (day: string) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return { year, month, day: date };
  };
  return { start: date(from), end: date(to) };
}

/**
 * The days of a fetchMultiDailyMetricsTimeSeries answer, each with every metric: a value Google
 * leaves out (its zero) is 0. Only days of the asked range count; a value that is not a count, or
 * over a column's range, makes the answer unreadable (null) rather than half-stored.
 */
export function performanceDays(
  answer: FetchMultiDailyMetricsTimeSeriesResponse,
  from: string,
  to: string,
): PerformanceDay[] | null {
  const days = new Map<string, PerformanceDay>();
  for (const multi of answer.multiDailyMetricTimeSeries ?? []) {
    for (const series of multi.dailyMetricTimeSeries ?? []) {
      const metric = METRIC_OF.get(series.dailyMetric as DailyMetric);
      if (metric === undefined) continue;
      for (const dated of series.timeSeries?.datedValues ?? []) {
        const day = dated.date ? dayKey(dated.date) : null;
        if (day === null || day < from || day > to) continue;
        const value = dated.value === undefined || dated.value === null ? 0 : Number(dated.value);
        if (!Number.isSafeInteger(value) || value < 0 || value > MAX_COUNT) return null;
        let row = days.get(day);
        if (!row) {
          row = {
            day,
            ...(Object.fromEntries(Object.keys(DAILY_METRIC_OF).map((key) => [key, 0])) as Record<
              StatisticsMetric,
              number
            >),
          };
          days.set(day, row);
        }
        row[metric] = value;
      }
    }
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
}
