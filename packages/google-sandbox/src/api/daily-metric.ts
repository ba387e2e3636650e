/**
 * The daily metrics of the Performance API, in the reference's order (DAILY_METRIC_UNKNOWN is not
 * requestable).
 * https://developers.google.com/my-business/reference/performance/rest/v1/DailyMetric
 */
export const DAILY_METRICS = [
  'BUSINESS_IMPRESSIONS_DESKTOP_MAPS',
  'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
  'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
  'BUSINESS_IMPRESSIONS_MOBILE_SEARCH',
  'BUSINESS_CONVERSATIONS',
  'BUSINESS_DIRECTION_REQUESTS',
  'CALL_CLICKS',
  'WEBSITE_CLICKS',
  'BUSINESS_BOOKINGS',
  'BUSINESS_FOOD_ORDERS',
  'BUSINESS_FOOD_MENU_CLICKS',
] as const;

/** A requestable daily metric. */
export type DailyMetric = (typeof DAILY_METRICS)[number];

/** Whether a string names a requestable daily metric. */
export function isDailyMetric(value: string): value is DailyMetric {
  return (DAILY_METRICS as readonly string[]).includes(value);
}
