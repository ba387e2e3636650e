import type { businessprofileperformance_v1 } from '@googleapis/businessprofileperformance';
import type { mybusinessaccountmanagement_v1 } from '@googleapis/mybusinessaccountmanagement';
import type { mybusinessbusinessinformation_v1 } from '@googleapis/mybusinessbusinessinformation';

/** A Business Information v1 location, as Google's own client types it. */
export type Location = mybusinessbusinessinformation_v1.Schema$Location;

/** The answer of locations.getGoogleUpdated. */
export type GoogleUpdatedLocation = mybusinessbusinessinformation_v1.Schema$GoogleUpdatedLocation;

/** The answer of accounts.locations.list. */
export type ListLocationsResponse = mybusinessbusinessinformation_v1.Schema$ListLocationsResponse;

/** A period of regular hours. */
export type TimePeriod = mybusinessbusinessinformation_v1.Schema$TimePeriod;

/** A period of special hours. */
export type SpecialHourPeriod = mybusinessbusinessinformation_v1.Schema$SpecialHourPeriod;

/** A time of day in Business Information. */
export type TimeOfDay = mybusinessbusinessinformation_v1.Schema$TimeOfDay;

/** A calendar date in Business Information. */
export type GoogleDate = mybusinessbusinessinformation_v1.Schema$Date;

/** An Account Management v1 account. */
export type Account = mybusinessaccountmanagement_v1.Schema$Account;

/** The answer of accounts.list. */
export type ListAccountsResponse = mybusinessaccountmanagement_v1.Schema$ListAccountsResponse;

/** The answer of locations.fetchMultiDailyMetricsTimeSeries. */
export type FetchMultiDailyMetricsTimeSeriesResponse =
  businessprofileperformance_v1.Schema$FetchMultiDailyMetricsTimeSeriesResponse;

/** One date's value of a daily metric (`value` is absent for zero). */
export type DatedValue = businessprofileperformance_v1.Schema$DatedValue;
