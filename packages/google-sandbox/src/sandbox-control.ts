import type { DailyMetric } from './api/daily-metric';
import { advancePost, postView } from './api/local-post-lifecycle';
import { locationView } from './api/location-view';
import type { Location } from './google-types';
import { type CalendarDate, dateKey, isoTime } from './http/calendar';
import { getPath } from './http/field-mask';
import { cloneJson, type JsonObject } from './http/json-object';
import { revokeGrant } from './oauth/revoke-grant';
import type { SandboxContext } from './sandbox-context';
import type { InjectedFailure } from './state/injected-failure';
import type { LoggedRequest } from './state/logged-request';
import { randomText } from './state/random-text';
import type { SandboxSeed } from './state/sandbox-seed';
import { createState, metricValue, setMetricValue } from './state/sandbox-state';
import type { LocalPost, Review, StarRating } from './v4-types';

/** A review to add with `control.addReview`; missing fields get sandbox defaults. */
export interface NewReview {
  reviewId?: string;
  starRating: StarRating;
  comment?: string;
  reviewer?: Review['reviewer'];
  /** When it was written (ms); now by default. */
  createdAtMs?: number;
}

/** The test and demo handle on a sandbox's state: read it, change it as Google would, break it. */
export interface GoogleSandboxControl {
  /** Every location the sandbox holds, as a read would return it. */
  locations(): Location[];
  /** One location (`locations/{id}`), or undefined when there is none. */
  location(locationName: string): Location | undefined;
  /** A location's reviews, newest first, with their v4 names under the first account holding it. */
  reviews(locationName: string): Review[];
  /** A location's local posts, their states moved along by the clock. */
  posts(locationName: string): LocalPost[];
  /** The value of a daily metric on a date (0 when none is stored). */
  metric(locationName: string, metric: DailyMetric, date: CalendarDate | string): number;
  /** Every request answered so far, oldest first. */
  readonly requests: readonly LoggedRequest[];
  /** Forgets the logged requests. */
  clearRequests(): void;
  /** Google changes fields of a location on its side: getGoogleUpdated shows them in `diffMask`. */
  changeOnGoogleSide(locationName: string, changes: Location): void;
  /** A customer writes a review. */
  addReview(locationName: string, review: NewReview): Review;
  /** A reviewer edits their review (its updateTime becomes now). */
  editReview(
    locationName: string,
    reviewId: string,
    changes: Partial<Pick<Review, 'comment' | 'starRating'>>,
  ): Review;
  /** A review disappears (deleted by its author or by Google). */
  removeReview(locationName: string, reviewId: string): void;
  /** A location disappears from Google (reads answer 404). */
  removeLocation(locationName: string): void;
  /** Sets a daily metric's value on a date. */
  setMetric(
    locationName: string,
    metric: DailyMetric,
    date: CalendarDate | string,
    value: number,
  ): void;
  /** Every access token issued so far is expired (refresh tokens still work). */
  expireAccessTokens(): void;
  /** Every grant is revoked: access and refresh tokens stop working. */
  revokeAll(): void;
  /** The grant of one refresh token is revoked, its access tokens with it. */
  revokeRefreshToken(refreshToken: string): void;
  /** The next matching requests fail as described (5xx, 429 or a garbage body). */
  failNext(failure: InjectedFailure): void;
  /** Back to the seed: data, tokens, quotas, injected failures and the request log. */
  reset(): void;
}

function keyOf(date: CalendarDate | string): string {
  return typeof date === 'string' ? date : dateKey(date);
}

/** The control object of a sandbox context made from a seed. */
export function createControl(ctx: SandboxContext, seed: SandboxSeed): GoogleSandboxControl {
  const storedLocation = (name: string) => {
    const stored = ctx.state.locations.get(name);
    if (!stored) throw new Error(`The sandbox has no location ${name}.`);
    return stored;
  };
  const reviewsOf = (name: string) => {
    storedLocation(name);
    const reviews = ctx.state.reviews.get(name) ?? [];
    ctx.state.reviews.set(name, reviews);
    return reviews;
  };
  const accountIdOf = (name: string) =>
    ctx.state.accounts
      .find((entry) => entry.locationNames.includes(name))
      ?.account.name.split('/')[1] ?? '-';
  const findReview = (name: string, reviewId: string) => {
    const review = reviewsOf(name).find((entry) => entry.reviewId === reviewId);
    if (!review) throw new Error(`The sandbox has no review ${reviewId} of ${name}.`);
    return review;
  };
  const named = (name: string, review: Review): Review => ({
    name: `accounts/${accountIdOf(name)}/${name}/reviews/${review.reviewId}`,
    ...cloneJson(review),
  });

  return {
    locations: () => [...ctx.state.locations.values()].map((stored) => locationView(ctx, stored)),
    location: (name) => {
      const stored = ctx.state.locations.get(name);
      return stored && locationView(ctx, stored);
    },
    reviews: (name) =>
      [...reviewsOf(name)]
        .sort((a, b) => (b.updateTime ?? '').localeCompare(a.updateTime ?? ''))
        .map((review) => named(name, review)),
    posts: (name) => {
      const location = storedLocation(name);
      return (ctx.state.posts.get(name) ?? []).map((stored) => {
        advancePost(ctx, stored);
        return postView(stored, location, accountIdOf(name));
      });
    },
    metric: (name, metric, date) => metricValue(ctx.state, name, metric, keyOf(date)),
    get requests() {
      return ctx.state.log;
    },
    clearRequests: () => {
      ctx.state.log.length = 0;
    },
    changeOnGoogleSide: (name, changes) => {
      const stored = storedLocation(name);
      const merged: JsonObject = cloneJson(stored.googleSide?.location ?? {}) as JsonObject;
      const diffMask = new Set(stored.googleSide?.diffMask ?? []);
      for (const [field, value] of Object.entries(changes)) {
        if (field === 'name' || field === 'metadata') continue;
        merged[field] = cloneJson(value);
        if (JSON.stringify(getPath(stored.location, field)) !== JSON.stringify(value))
          diffMask.add(field);
        else diffMask.delete(field);
      }
      stored.googleSide =
        diffMask.size > 0 ? { location: merged, diffMask: [...diffMask] } : undefined;
    },
    addReview: (name, input) => {
      const at = isoTime(input.createdAtMs ?? ctx.now());
      const review: Review = {
        reviewId: input.reviewId ?? `Ci9DQUlR${randomText(ctx.random, 40)}`,
        reviewer: input.reviewer ?? { displayName: 'Sandbox Customer', isAnonymous: false },
        starRating: input.starRating,
        ...(input.comment !== undefined ? { comment: input.comment } : {}),
        createTime: at,
        updateTime: at,
      };
      reviewsOf(name).push(review);
      return named(name, review);
    },
    editReview: (name, reviewId, changes) => {
      const review = findReview(name, reviewId);
      if (changes.comment !== undefined) review.comment = changes.comment;
      if (changes.starRating !== undefined) review.starRating = changes.starRating;
      review.updateTime = isoTime(ctx.now());
      return named(name, review);
    },
    removeReview: (name, reviewId) => {
      const reviews = reviewsOf(name);
      reviews.splice(reviews.indexOf(findReview(name, reviewId)), 1);
    },
    removeLocation: (name) => {
      storedLocation(name);
      ctx.state.locations.delete(name);
      for (const entry of ctx.state.accounts) {
        entry.locationNames = entry.locationNames.filter((locationName) => locationName !== name);
      }
    },
    setMetric: (name, metric, date, value) => {
      if (!Number.isSafeInteger(value) || value < 0) {
        throw new Error('A metric value is a whole number of at least 0.');
      }
      setMetricValue(ctx.state, name, metric, keyOf(date), value);
    },
    expireAccessTokens: () => {
      for (const record of ctx.state.oauth.accessTokens.values()) {
        record.expiresAtMs = Math.min(record.expiresAtMs, ctx.now());
      }
    },
    revokeAll: () => {
      for (const grant of ctx.state.oauth.grants.values()) revokeGrant(ctx.state.oauth, grant.id);
    },
    revokeRefreshToken: (refreshToken) => {
      const grantId = ctx.state.oauth.refreshTokens.get(refreshToken);
      if (grantId !== undefined) revokeGrant(ctx.state.oauth, grantId);
    },
    failNext: (failure) => {
      if (!Number.isInteger(failure.status) || failure.status < 200 || failure.status > 599) {
        throw new Error('failNext needs an HTTP status between 200 and 599.');
      }
      ctx.state.failures.push({ failure: { ...failure }, remaining: failure.times ?? 1 });
    },
    reset: () => {
      ctx.state = createState(seed);
    },
  };
}
