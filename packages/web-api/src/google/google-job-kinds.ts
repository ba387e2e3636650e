import type { Db } from '../db/db';
import { enqueueJob } from '../jobs/enqueue-job';
import { defineJob, type JobKind } from '../jobs/job-kind';
import { DEFAULT_JOB_RETRY } from '../jobs/job-worker';
import { GOOGLE_PROJECT_WINDOW, profileEditWindow } from './google-jobs';
import { pullReviews } from './google-reviews';
import type { GoogleRuntime } from './google-runtime';
import type { PostJob } from './local-posts';
import { pullConnection, pullLocation } from './pull-location';
import { fetchStatistics, pullStatistics, type StatisticsJob } from './pull-statistics';
import { pushLocation } from './push-location';
import { type ReplyJob, sendReply } from './review-reply';
import { grantInUse, revokeSealedGrant } from './revoke-grant';
import { checkPost, sendPost } from './send-post';

/** What the Google jobs run with. */
export interface GoogleJobDeps {
  db: Db;
  google: GoogleRuntime;
  log: (line: string) => void;
  /** The site's public origin, for links in messages (SITE_URL). */
  siteUrl: string;
}

/** A listing's job: the location and the listing it is linked to (the listing names the edit window). */
export interface ListingJob {
  locationId: string;
  googleName: string;
}

/** A connection's scheduled pull. */
export interface ConnectionJob {
  connectionId: string;
}

/** A revoke Google did not take at once: the sealed token, what it was sealed with, and whose Google account it was. */
export interface RevokeJob {
  sealed: string;
  context: string;
  /** The Google account's e-mail: while another connection has it, the grant is left alone. */
  email: string | null;
}

/** The kinds of job of the Google connection, and how often each connection's listings are pulled. */
export const GOOGLE_JOB_NAMES = {
  pushLocation: 'google.push-location',
  pullConnection: 'google.pull-connection',
  pullLocation: 'google.pull-location',
  revokeGrant: 'google.revoke-grant',
  pullStatistics: 'google.pull-statistics',
  fetchStatistics: 'google.fetch-statistics',
  pullReviews: 'google.pull-reviews',
  sendReply: 'google.send-reply',
  sendPost: 'google.send-post',
  checkPost: 'google.check-post',
} as const;

/** The Google job kinds with their code: enqueued by the handlers, run by the worker. */
export interface GoogleJobs {
  pushLocation: JobKind<ListingJob>;
  pullConnection: JobKind<ConnectionJob>;
  pullLocation: JobKind<ListingJob>;
  revokeGrant: JobKind<RevokeJob>;
  /** A connection's daily statistics pull (a fetch per linked listing, then the next day's pull). */
  pullStatistics: JobKind<ConnectionJob>;
  /** A listing's daily metrics over a range of days (the backfill, or the daily pull's last days). */
  fetchStatistics: JobKind<StatisticsJob>;
  /** A listing's reviews read from Google (every page) into its review pins. */
  pullReviews: JobKind<ListingJob>;
  /** A review's reply, its edit or its removal sent to Google. */
  sendReply: JobKind<ReplyJob>;
  /** A publication's post on a listing created, edited or deleted on Google. */
  sendPost: JobKind<PostJob>;
  /** A post in Google's review looked at again (its state and search URL). */
  checkPost: JobKind<PostJob>;
  all: readonly JobKind<unknown>[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function listing(value: unknown): ListingJob | undefined {
  const { locationId, googleName } = (value ?? {}) as Record<string, unknown>;
  return isText(locationId) && isText(googleName) ? { locationId, googleName } : undefined;
}

function connection(value: unknown): ConnectionJob | undefined {
  const { connectionId } = (value ?? {}) as Record<string, unknown>;
  return isText(connectionId) ? { connectionId } : undefined;
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function statistics(value: unknown): StatisticsJob | undefined {
  const found = listing(value);
  const { from, to } = (value ?? {}) as Record<string, unknown>;
  return found && isDay(from) && isDay(to) ? { ...found, from, to } : undefined;
}

/** The Google job kinds bound to what they run with (null before Google is configured: then they are only enqueued). */
export function createGoogleJobs(deps: GoogleJobDeps | null): GoogleJobs {
  const needs = () => {
    if (deps === null) throw new Error('Google Business Profile is not configured here');
    return deps;
  };
  const pushLocationKind = defineJob<ListingJob>({
    kind: GOOGLE_JOB_NAMES.pushLocation,
    parse: listing,
    // Google's limits: 300 requests a minute for the project, 10 edits a minute per listing.
    windows: ({ googleName }) => [GOOGLE_PROJECT_WINDOW, profileEditWindow(googleName)],
    run: (payload, job) => pushLocation(needs(), payload, job, DEFAULT_JOB_RETRY),
  });
  const pullLocationKind = defineJob<ListingJob>({
    kind: GOOGLE_JOB_NAMES.pullLocation,
    parse: listing,
    windows: () => [GOOGLE_PROJECT_WINDOW],
    run: (payload) => pullLocation(needs(), payload),
  });
  const pullConnectionKind = defineJob<ConnectionJob>({
    kind: GOOGLE_JOB_NAMES.pullConnection,
    parse: connection,
    run: (payload) => pullConnection(needs(), jobs, payload),
  });
  const pullStatisticsKind = defineJob<ConnectionJob>({
    kind: GOOGLE_JOB_NAMES.pullStatistics,
    parse: connection,
    run: (payload) => pullStatistics(needs(), jobs, payload),
  });
  const fetchStatisticsKind = defineJob<StatisticsJob>({
    kind: GOOGLE_JOB_NAMES.fetchStatistics,
    parse: statistics,
    // One request a fetch, counted in the project's 300 a minute.
    windows: () => [GOOGLE_PROJECT_WINDOW],
    run: (payload) => fetchStatistics(needs(), payload),
  });
  const pullReviewsKind = defineJob<ListingJob>({
    kind: GOOGLE_JOB_NAMES.pullReviews,
    parse: listing,
    windows: () => [GOOGLE_PROJECT_WINDOW],
    run: (payload) => pullReviews(needs(), payload),
  });
  const sendReplyKind = defineJob<ReplyJob>({
    kind: GOOGLE_JOB_NAMES.sendReply,
    parse: (value) => {
      const { reviewId } = (value ?? {}) as Record<string, unknown>;
      return isText(reviewId) ? { reviewId } : undefined;
    },
    windows: () => [GOOGLE_PROJECT_WINDOW],
    run: (payload) => sendReply(needs(), payload),
  });
  const parsePost = (value: unknown): PostJob | undefined => {
    const { postId, googleName } = (value ?? {}) as Record<string, unknown>;
    return isText(postId)
      ? { postId, googleName: isText(googleName) ? googleName : '' }
      : undefined;
  };
  const sendPostKind = defineJob<PostJob>({
    kind: GOOGLE_JOB_NAMES.sendPost,
    parse: parsePost,
    // A post is an edit of the profile: 10 a minute per listing, within the project's 300.
    windows: ({ googleName }) =>
      googleName === ''
        ? [GOOGLE_PROJECT_WINDOW]
        : [GOOGLE_PROJECT_WINDOW, profileEditWindow(googleName)],
    run: (payload) => sendPost(needs(), jobs, payload),
  });
  const checkPostKind = defineJob<PostJob>({
    kind: GOOGLE_JOB_NAMES.checkPost,
    parse: parsePost,
    windows: () => [GOOGLE_PROJECT_WINDOW],
    run: (payload) => checkPost(needs(), jobs, payload),
  });
  const revokeGrantKind = defineJob<RevokeJob>({
    kind: GOOGLE_JOB_NAMES.revokeGrant,
    parse: (value) => {
      const { sealed, context, email } = (value ?? {}) as Record<string, unknown>;
      if (!isText(sealed) || !isText(context)) return undefined;
      return { sealed, context, email: isText(email) ? email : null };
    },
    windows: () => [GOOGLE_PROJECT_WINDOW],
    run: async (payload) => {
      const { db, google } = needs();
      // Revoking ends the whole grant of that Google user at Google, a newer connection's too.
      if (await grantInUse(db, payload.email)) return undefined;
      return revokeSealedGrant(google, payload);
    },
  });
  const jobs: GoogleJobs = {
    pushLocation: pushLocationKind,
    pullConnection: pullConnectionKind,
    pullLocation: pullLocationKind,
    revokeGrant: revokeGrantKind,
    pullStatistics: pullStatisticsKind,
    fetchStatistics: fetchStatisticsKind,
    pullReviews: pullReviewsKind,
    sendReply: sendReplyKind,
    sendPost: sendPostKind,
    checkPost: checkPostKind,
    all: [
      pushLocationKind,
      pullConnectionKind,
      pullLocationKind,
      revokeGrantKind,
      pullStatisticsKind,
      fetchStatisticsKind,
      pullReviewsKind,
      sendReplyKind,
      sendPostKind,
      checkPostKind,
    ] as JobKind<unknown>[],
  };
  return jobs;
}

/** Queues a push of a linked location's changes (edits of one location coalesce into one job). */
export function queuePush(
  tx: Db,
  jobs: GoogleJobs,
  job: ListingJob,
  nowMs: number,
): Promise<unknown> {
  return enqueueJob(tx, jobs.pushLocation, job, nowMs, { dedupeKey: job.locationId });
}
