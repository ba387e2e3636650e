import type { DailyMetric } from '../api/daily-metric';
import type { Location } from '../google-types';
import { cloneJson } from '../http/json-object';
import { emptyOAuthStore, type OAuthStore } from '../oauth/oauth-records';
import type { LocalPost, Review } from '../v4-types';
import type { QueuedFailure } from './injected-failure';
import type { LoggedRequest } from './logged-request';
import type { QuotaCounters } from './quota-limits';
import type { MetricSeries, SandboxAccount, SandboxSeed, SandboxUser } from './sandbox-seed';

/** A location as stored: the merchant's data, what Google shows instead, and edits still in flight. */
export interface StoredLocation {
  location: Location & { name: string };
  /** Google's own changes (`changeOnGoogleSide`), shown by getGoogleUpdated, and the fields they touch. */
  googleSide?: { location: Location; diffMask: string[] };
  /** Patched fields not yet published, with the instant each publishes. */
  pending: Map<string, number>;
}

/** A local post as stored: the post without its name, its id, and when its review ends. */
export interface StoredPost {
  id: string;
  post: LocalPost;
  /** While PROCESSING: the instant the review ends (LIVE or REJECTED on the next read). */
  reviewEndsAtMs?: number;
  /** While SCHEDULED: the instant its `scheduledTime` comes (then PROCESSING). */
  scheduledAtMs?: number;
}

/** Everything the sandbox holds. */
export interface SandboxState {
  users: SandboxUser[];
  accounts: SandboxAccount[];
  locations: Map<string, StoredLocation>;
  reviews: Map<string, Review[]>;
  posts: Map<string, StoredPost[]>;
  /** The seed's daily values (shared, never written) and the values set since, by `location|metric|date`. */
  metrics: { seeded: Readonly<Record<string, MetricSeries>>; overrides: Map<string, number> };
  oauth: OAuthStore;
  quota: QuotaCounters;
  failures: QueuedFailure[];
  log: LoggedRequest[];
}

/** A fresh state holding a copy of a seed. */
export function createState(seed: SandboxSeed): SandboxState {
  // The metrics are the bulk of a seed and are never written, so they are shared, not copied.
  const { metrics, ...rest } = seed;
  const copy = cloneJson(rest);
  return {
    users: copy.users,
    accounts: copy.accounts,
    locations: new Map(
      copy.locations.map((location) => [location.name, { location, pending: new Map() }]),
    ),
    reviews: new Map(Object.entries(copy.reviews)),
    posts: new Map(
      Object.entries(copy.localPosts).map(([locationName, posts]) => [
        locationName,
        posts.map((post) => {
          const { name, ...fields } = post;
          return { id: name?.split('/').pop() ?? '', post: fields };
        }),
      ]),
    ),
    metrics: { seeded: metrics, overrides: new Map() },
    oauth: emptyOAuthStore(),
    quota: new Map(),
    failures: [],
    log: [],
  };
}

/** The value of a daily metric of a location on a date (`YYYY-MM-DD`); 0 when none is stored. */
export function metricValue(
  state: SandboxState,
  locationName: string,
  metric: DailyMetric,
  dateKey: string,
): number {
  const override = state.metrics.overrides.get(`${locationName}|${metric}|${dateKey}`);
  if (override !== undefined) return override;
  const series = Object.hasOwn(state.metrics.seeded, locationName)
    ? state.metrics.seeded[locationName]
    : undefined;
  const values = series?.[metric];
  return values && Object.hasOwn(values, dateKey) ? (values[dateKey] ?? 0) : 0;
}

/** Sets the value of a daily metric of a location on a date (`YYYY-MM-DD`). */
export function setMetricValue(
  state: SandboxState,
  locationName: string,
  metric: DailyMetric,
  dateKey: string,
  value: number,
): void {
  state.metrics.overrides.set(`${locationName}|${metric}|${dateKey}`, value);
}
