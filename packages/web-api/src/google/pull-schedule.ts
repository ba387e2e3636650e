import type { Db } from '../db/db';
import { enqueueJob } from '../jobs/enqueue-job';
import type { GoogleJobs, ListingJob } from './google-job-kinds';

/** Each connection's listings are read from Google this often (getGoogleUpdated per linked listing). */
export const PULL_EVERY_MS = 30 * 60_000;

/**
 * Queues a connection's pull at `atMs`. The key names the connection and the half hour of the run,
 * so every chain of pulls of one connection (one after connect, the recurring one, one mended at
 * start) meets in the same job instead of running twice.
 */
export function queuePull(
  tx: Db,
  jobs: GoogleJobs,
  connectionId: string,
  atMs: number,
  nowMs: number,
): Promise<unknown> {
  const slot = Math.floor(atMs / PULL_EVERY_MS);
  return enqueueJob(tx, jobs.pullConnection, { connectionId }, nowMs, {
    dedupeKey: `${connectionId}@${slot}`,
    runAtMs: atMs,
  });
}

/** Queues a read of a newly linked listing's reviews now (the half-hourly pull reads them after; one job per location while it waits). */
export function queueReviewsPull(
  tx: Db,
  jobs: GoogleJobs,
  listing: ListingJob,
  nowMs: number,
): Promise<unknown> {
  return enqueueJob(tx, jobs.pullReviews, listing, nowMs, { dedupeKey: listing.locationId });
}

/** When the pull after `nowMs` runs: the start of the next half hour. */
export function nextPullMs(nowMs: number): number {
  return (Math.floor(nowMs / PULL_EVERY_MS) + 1) * PULL_EVERY_MS;
}

/** The connections whose listings are pulled on a schedule: every connection Google still honours. */
export async function findConnectionsToPull(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    "select id from google_connections where state = 'connected' order by connected_at",
  );
  return rows.map((row) => row.id);
}
