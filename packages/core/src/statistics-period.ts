// The statistics screen's rules: which daily metrics there are, the period a period is compared with,
// the change in per cent, and the CSV of what is shown. Days are `YYYY-MM-DD` in UTC.

import { toCsv } from './csv';

/** The daily metrics of the statistics (the Performance API's), in the contract's names and the screen's order. */
export const STATISTICS_METRICS = [
  'impressionsDesktopMaps',
  'impressionsDesktopSearch',
  'impressionsMobileMaps',
  'impressionsMobileSearch',
  'callClicks',
  'websiteClicks',
  'directionRequests',
  'conversations',
  'bookings',
] as const;

/** A daily metric of the statistics. */
export type StatisticsMetric = (typeof STATISTICS_METRICS)[number];

/** The metrics that are impressions (their sum is the listing's impressions). */
export const IMPRESSION_METRICS: readonly StatisticsMetric[] = [
  'impressionsDesktopMaps',
  'impressionsDesktopSearch',
  'impressionsMobileMaps',
  'impressionsMobileSearch',
];

const DAY_MS = 86_400_000;

const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The number of days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
}

/** A day a number of days after another (negative goes back). */
export function shiftDay(day: string, days: number): string {
  return dayOf(dayMs(day) + days * DAY_MS);
}

/**
 * The period a period is compared with: as many days, ending the day before it starts (so March
 * 1-31 is compared with January 29 - February 28, not with "February").
 */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = periodDays(from, to);
  return { from: shiftDay(from, -days), to: shiftDay(from, -1) };
}

/** The change from `previous` to `current` in per cent, rounded to one decimal; null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** A day's statistics as the CSV export reads it. */
export type StatisticsRow = { readonly day: string } & Readonly<Record<StatisticsMetric, number>>;

/** The CSV of a series as shown: a header of the day's and each metric's label, then one record per day. */
export function statisticsCsv(
  rows: readonly StatisticsRow[],
  labels: { readonly day: string } & Readonly<Record<StatisticsMetric, string>>,
): string {
  return toCsv([
    [labels.day, ...STATISTICS_METRICS.map((metric) => labels[metric])],
    ...rows.map((row) => [row.day, ...STATISTICS_METRICS.map((metric) => String(row[metric]))]),
  ]);
}
