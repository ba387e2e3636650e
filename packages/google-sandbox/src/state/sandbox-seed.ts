import type { DailyMetric } from '../api/daily-metric';
import type { Account, Location } from '../google-types';
import type { LocalPost, Review } from '../v4-types';

/** A Google user of the sandbox: who can be chosen on the consent page, and which accounts they manage. */
export interface SandboxUser {
  /** The stable subject id (`sub` of userinfo). */
  sub: string;
  email: string;
  name: string;
  givenName?: string;
  familyName?: string;
  picture?: string;
  /** The accounts (`accounts/{id}`) this user may manage, the personal account first. */
  accountNames: string[];
}

/** A Business Profile account and the locations (`locations/{id}`) it holds. */
export interface SandboxAccount {
  account: Account & { name: string };
  locationNames: string[];
}

/** Daily values of one location: metric, then `YYYY-MM-DD`, then the count (absent is zero). */
export type MetricSeries = Partial<Record<DailyMetric, Record<string, number>>>;

/** Everything the sandbox holds at start and after `reset()`. */
export interface SandboxSeed {
  users: SandboxUser[];
  accounts: SandboxAccount[];
  locations: (Location & { name: string })[];
  /** Reviews by location name; each has its `reviewId` (the `name` is composed on every answer). */
  reviews: Record<string, Review[]>;
  /** Local posts by location name; each `name` ends in `/localPosts/{id}`. */
  localPosts: Record<string, LocalPost[]>;
  metrics: Record<string, MetricSeries>;
}
