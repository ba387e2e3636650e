import { DAILY_METRICS, type DailyMetric } from '../api/daily-metric';
import { addDays, dateKey, dateMs, monthsBefore, utcDate } from '../http/calendar';
import type { MetricSeries } from '../state/sandbox-seed';

/** A typical day's count of each metric for a busy location, before weekday and noise. */
const TYPICAL: Record<DailyMetric, number> = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 40,
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 60,
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: 180,
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 140,
  BUSINESS_CONVERSATIONS: 1,
  BUSINESS_DIRECTION_REQUESTS: 14,
  CALL_CLICKS: 4,
  WEBSITE_CLICKS: 9,
  BUSINESS_BOOKINGS: 0.4,
  BUSINESS_FOOD_ORDERS: 1.5,
  BUSINESS_FOOD_MENU_CLICKS: 3,
};

/** Series already made, by location, day and scale. */
const CACHE = new Map<string, MetricSeries>();

/** A number in [0, 1) from a text (FNV-1a): the same text always gives the same number. */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 4_294_967_296;
}

/**
 * Deterministic daily metrics of a location for the 18 months up to yesterday: weekends busier,
 * noise from a hash of location, metric and date, and zeros sprinkled in (quiet days, small counts
 * rounding down, one day in twenty with no data at all).
 */
export function demoMetrics(locationName: string, now: number, scale: number): MetricSeries {
  const today = utcDate(now);
  const cacheKey = `${locationName}|${dateKey(today)}|${scale}`;
  const cached = CACHE.get(cacheKey);
  if (cached) return cached;
  const first = monthsBefore(today, 18);
  const days = Math.round((dateMs(today) - dateMs(first)) / 86_400_000);
  // The calendar is the same for every metric: its dates, weekends and gaps are worked out once.
  const calendar: Array<{ key: string; weekend: number }> = [];
  for (let index = 0; index < days; index += 1) {
    const date = addDays(first, index);
    const key = dateKey(date);
    if (unitHash(`${locationName}|gap|${key}`) < 0.05) continue;
    const weekday = new Date(dateMs(date)).getUTCDay();
    calendar.push({ key, weekend: weekday === 0 || weekday === 6 ? 1.35 : 1 });
  }
  const series: MetricSeries = {};
  for (const metric of DAILY_METRICS) {
    const values: Record<string, number> = {};
    for (const { key, weekend } of calendar) {
      const noise = 0.5 + unitHash(`${locationName}|${metric}|${key}`);
      const value = Math.floor(TYPICAL[metric] * scale * weekend * noise);
      if (value > 0) values[key] = value;
    }
    series[metric] = values;
  }
  // Every sandbox of a test run makes the same series: they are made once (the store never writes them).
  if (CACHE.size >= 32) CACHE.clear();
  CACHE.set(cacheKey, series);
  return series;
}
