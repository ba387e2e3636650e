import type { businessprofileperformance_v1 } from '@googleapis/businessprofileperformance';
import type { mybusinessaccountmanagement_v1 } from '@googleapis/mybusinessaccountmanagement';
import type { mybusinessbusinessinformation_v1 } from '@googleapis/mybusinessbusinessinformation';

// Google's own types of the v1 APIs (dev dependencies, `import type` only: nothing of them runs).

/** A Business Information v1 location. */
export type Location = mybusinessbusinessinformation_v1.Schema$Location;

/** The answer of accounts.locations.list. */
export type ListLocationsResponse = mybusinessbusinessinformation_v1.Schema$ListLocationsResponse;

/** The answer of locations.getGoogleUpdated. */
export type GoogleUpdatedLocation = mybusinessbusinessinformation_v1.Schema$GoogleUpdatedLocation;

/** An Account Management v1 account. */
export type Account = mybusinessaccountmanagement_v1.Schema$Account;

/** The answer of accounts.list. */
export type ListAccountsResponse = mybusinessaccountmanagement_v1.Schema$ListAccountsResponse;

/** The answer of locations.fetchMultiDailyMetricsTimeSeries. */
export type FetchMultiDailyMetricsTimeSeriesResponse =
  businessprofileperformance_v1.Schema$FetchMultiDailyMetricsTimeSeriesResponse;

/** A calendar date of the Performance API. */
export type PerformanceDate = businessprofileperformance_v1.Schema$Date;

/**
 * A requestable daily metric.
 * https://developers.google.com/my-business/reference/performance/rest/v1/DailyMetric
 */
export type DailyMetric =
  | 'BUSINESS_IMPRESSIONS_DESKTOP_MAPS'
  | 'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH'
  | 'BUSINESS_IMPRESSIONS_MOBILE_MAPS'
  | 'BUSINESS_IMPRESSIONS_MOBILE_SEARCH'
  | 'BUSINESS_CONVERSATIONS'
  | 'BUSINESS_DIRECTION_REQUESTS'
  | 'CALL_CLICKS'
  | 'WEBSITE_CLICKS'
  | 'BUSINESS_BOOKINGS'
  | 'BUSINESS_FOOD_ORDERS'
  | 'BUSINESS_FOOD_MENU_CLICKS';
