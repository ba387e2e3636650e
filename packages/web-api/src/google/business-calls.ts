import { allPages } from './all-pages';
import type { GoogleHttp } from './google-http';
import {
  dailyMetricsShape,
  googleUpdatedShape,
  listAccountsShape,
  listLocationsShape,
  locationShape,
} from './google-shapes';
import type {
  Account,
  DailyMetric,
  FetchMultiDailyMetricsTimeSeriesResponse,
  GoogleUpdatedLocation,
  ListAccountsResponse,
  ListLocationsResponse,
  Location,
  PerformanceDate,
} from './google-types';
import { checkedName, fieldMask } from './resource-names';

const ACCOUNTS = 'https://mybusinessaccountmanagement.googleapis.com/v1';
const INFORMATION = 'https://mybusinessbusinessinformation.googleapis.com/v1';
const PERFORMANCE = 'https://businessprofileperformance.googleapis.com/v1';

/** A field mask: comma-separated paths or a list of them. */
export type FieldMask = string | readonly string[];

/** An inclusive range of whole dates. */
export interface DateRange {
  start: PerformanceDate;
  end: PerformanceDate;
}

/** Account Management v1, Business Information v1 and Performance v1, each call with an access token. */
export interface BusinessCalls {
  /** Every account the user manages (all pages). */
  listAccounts(accessToken: string): Promise<Account[]>;
  /** Every location of an account with the fields of `readMask` (all pages, 100 a page). */
  listLocations(accessToken: string, account: string, readMask: FieldMask): Promise<Location[]>;
  getLocation(accessToken: string, name: string, readMask: FieldMask): Promise<Location>;
  /** Writes the fields `updateMask` names (a named field the location leaves out is cleared); answers the location. */
  patchLocation(
    accessToken: string,
    name: string,
    location: Location,
    updateMask: FieldMask,
  ): Promise<Location>;
  /** The location as Google shows it, with the fields Google changed (`diffMask`) and the edits not yet published (`pendingMask`). */
  getGoogleUpdated(
    accessToken: string,
    name: string,
    readMask: FieldMask,
  ): Promise<GoogleUpdatedLocation>;
  /** Daily values of the metrics over the inclusive range. */
  fetchDailyMetrics(
    accessToken: string,
    location: string,
    metrics: readonly DailyMetric[],
    range: DateRange,
  ): Promise<FetchMultiDailyMetricsTimeSeriesResponse>;
}

function dateParams(url: URL, prefix: string, date: PerformanceDate): void {
  for (const part of ['year', 'month', 'day'] as const) {
    url.searchParams.set(`${prefix}.${part}`, String(date[part] ?? ''));
  }
}

/** The Business Profile v1 calls over the Google HTTP layer. */
export function createBusinessCalls(http: GoogleHttp): BusinessCalls {
  return {
    listAccounts: (accessToken) =>
      allPages('accounts.list', async (pageToken) => {
        const url = new URL(`${ACCOUNTS}/accounts`);
        url.searchParams.set('pageSize', '20');
        if (pageToken) url.searchParams.set('pageToken', pageToken);
        const answer = await http<ListAccountsResponse>(
          { method: 'GET', url, what: 'accounts.list', accessToken },
          listAccountsShape,
        );
        return { items: answer.accounts, nextPageToken: answer.nextPageToken };
      }),
    async listLocations(accessToken, account, readMask) {
      const what = 'accounts.locations.list';
      const parent = checkedName('account', account, what);
      const mask = fieldMask(readMask, what);
      return allPages(what, async (pageToken) => {
        const url = new URL(`${INFORMATION}/${parent}/locations`);
        url.searchParams.set('readMask', mask);
        url.searchParams.set('pageSize', '100');
        if (pageToken) url.searchParams.set('pageToken', pageToken);
        const answer = await http<ListLocationsResponse>(
          { method: 'GET', url, what, accessToken },
          listLocationsShape,
        );
        return { items: answer.locations, nextPageToken: answer.nextPageToken };
      });
    },
    async getLocation(accessToken, name, readMask) {
      const what = 'locations.get';
      const url = new URL(`${INFORMATION}/${checkedName('location', name, what)}`);
      url.searchParams.set('readMask', fieldMask(readMask, what));
      return http<Location>({ method: 'GET', url, what, accessToken }, locationShape);
    },
    async patchLocation(accessToken, name, location, updateMask) {
      const what = 'locations.patch';
      const url = new URL(`${INFORMATION}/${checkedName('location', name, what)}`);
      url.searchParams.set('updateMask', fieldMask(updateMask, what));
      return http<Location>(
        { method: 'PATCH', url, what, accessToken, json: { ...location, name } },
        locationShape,
      );
    },
    async getGoogleUpdated(accessToken, name, readMask) {
      const what = 'locations.getGoogleUpdated';
      const url = new URL(`${INFORMATION}/${checkedName('location', name, what)}:getGoogleUpdated`);
      url.searchParams.set('readMask', fieldMask(readMask, what));
      return http<GoogleUpdatedLocation>(
        { method: 'GET', url, what, accessToken },
        googleUpdatedShape,
      );
    },
    async fetchDailyMetrics(accessToken, location, metrics, range) {
      const what = 'locations.fetchMultiDailyMetricsTimeSeries';
      const url = new URL(
        `${PERFORMANCE}/${checkedName('location', location, what)}:fetchMultiDailyMetricsTimeSeries`,
      );
      for (const metric of metrics) url.searchParams.append('dailyMetrics', metric);
      dateParams(url, 'dailyRange.startDate', range.start);
      dateParams(url, 'dailyRange.endDate', range.end);
      return http<FetchMultiDailyMetricsTimeSeriesResponse>(
        { method: 'GET', url, what, accessToken },
        dailyMetricsShape,
      );
    },
  };
}
