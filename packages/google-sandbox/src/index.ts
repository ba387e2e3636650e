// Public API of @agency/google-sandbox: a Google Business Profile double for tests and the demo.

export type { DailyMetric } from './api/daily-metric';
export { DAILY_METRICS } from './api/daily-metric';
export type { GoogleSandbox } from './create-google-sandbox';
export { createGoogleSandbox } from './create-google-sandbox';
export type {
  Account,
  DatedValue,
  FetchMultiDailyMetricsTimeSeriesResponse,
  GoogleUpdatedLocation,
  ListAccountsResponse,
  ListLocationsResponse,
  Location,
} from './google-types';
export type { CalendarDate } from './http/calendar';
export type { ListeningSandbox, ListenOptions } from './listen-google-sandbox';
export { listenGoogleSandbox } from './listen-google-sandbox';
export { BUSINESS_MANAGE_SCOPE } from './oauth/scopes';
export type { GoogleSandboxControl, NewReview } from './sandbox-control';
export type { GoogleSandboxOptions, SandboxClient } from './sandbox-options';
export { DEMO_LOCATION_NAMES } from './seed/demo-locations';
export { DEMO_ACCOUNT_NAMES, DEMO_USERS, demoSeed } from './seed/demo-seed';
export type { InjectedFailure } from './state/injected-failure';
export type { LoggedRequest } from './state/logged-request';
export type { QuotaLimits } from './state/quota-limits';
export type { RandomSource } from './state/random-text';
export { seededRandom } from './state/random-text';
export type { MetricSeries, SandboxAccount, SandboxSeed, SandboxUser } from './state/sandbox-seed';
export type * from './v4-types';
