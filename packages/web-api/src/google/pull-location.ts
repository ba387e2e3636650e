import { GOOGLE_FIELD_PATHS, type GoogleLocation } from '@agency/core';
import { enqueueJob } from '../jobs/enqueue-job';
import type { JobOutcome } from '../jobs/job-kind';
import { markSynced } from './connection-store';
import { GoogleApiError } from './google-api-error';
import type { ConnectionJob, GoogleJobDeps, GoogleJobs, ListingJob } from './google-job-kinds';
import { googleJobOutcome } from './google-jobs';
import { callGoogle, grantRefused } from './google-runtime';
import type { GoogleFieldChange } from './link-answer';
import {
  differingFields,
  googleFields,
  rowFields,
  WRITABLE_LINKED_FIELDS,
  type WritableField,
} from './linked-fields';
import {
  liveConnectionListings,
  mergedCategoryIds,
  readLiveLink,
  updateLink,
} from './location-links';
import { nextPullMs, queuePull } from './pull-schedule';
import { LOCATION_READ_MASK, maskPaths, pathsOverlap } from './read-mask';

function named(field: WritableField, paths: readonly string[]): boolean {
  return GOOGLE_FIELD_PATHS[field].some((path) => paths.some((other) => pathsOverlap(path, other)));
}

/**
 * The scheduled pull of a connection: a pull of each listing linked through it and of its reviews, and the next pull
 * of the connection at the next half hour. A connection deleted or needing reconnection ends its
 * chain (connecting again starts one).
 */
export async function pullConnection(
  deps: GoogleJobDeps,
  jobs: GoogleJobs,
  { connectionId }: ConnectionJob,
): Promise<JobOutcome | undefined> {
  const { db, google } = deps;
  const listings = await liveConnectionListings(db, connectionId);
  if (listings === null) return undefined;
  const now = google.now();
  await db.transaction(async (tx) => {
    for (const job of listings) {
      await enqueueJob(tx, jobs.pullLocation, job, now, { dedupeKey: job.locationId });
      await enqueueJob(tx, jobs.pullReviews, job, now, { dedupeKey: job.locationId });
    }
    await queuePull(tx, jobs, connectionId, nextPullMs(now), now);
  });
  return undefined;
}

/**
 * Reads a linked listing as Google shows it (locations.getGoogleUpdated) and records what changed on
 * Google's side: each field in `diffMask`, or changed since the Location we last received, whose
 * value differs from ours becomes a change for the merchant to accept or overwrite (fields with our
 * edits still pending at Google excepted). The Maps link and place id are taken as they are. A
 * listing Google no longer shows us is unlinked, never deleted.
 */
export async function pullLocation(
  deps: GoogleJobDeps,
  payload: ListingJob,
): Promise<JobOutcome | undefined> {
  const { db, google } = deps;
  const linked = await readLiveLink(db, payload.locationId, payload.googleName);
  if (linked === null) return undefined;
  let updated: Awaited<ReturnType<typeof google.client.getGoogleUpdated>>;
  try {
    updated = await callGoogle(db, google, { id: linked.connectionId }, (token) =>
      google.client.getGoogleUpdated(token, linked.googleName, LOCATION_READ_MASK),
    );
  } catch (error) {
    if (grantRefused(error)) return undefined;
    if (
      error instanceof GoogleApiError &&
      (error.kind === 'not-found' || error.kind === 'forbidden')
    ) {
      await updateLink(
        db,
        linked.locationId,
        { state: 'unlinked', reason: { id: 'googleSync.gone' }, message: null },
        google.now(),
      );
      return undefined;
    }
    return googleJobOutcome(error);
  }
  const now = google.now();
  const pulled = (updated.location ?? {}) as GoogleLocation;
  const ours = rowFields(linked.row);
  const theirs = googleFields(pulled);
  const diffMask = maskPaths(updated.diffMask);
  const pendingMask = maskPaths(updated.pendingMask);
  const sinceLast = new Set(differingFields(googleFields(linked.googleLocation), theirs));
  const differs = new Set(differingFields(ours, theirs));
  const undecided = new Set(linked.googleChanges.map((change) => change.field));
  const googleChanges: GoogleFieldChange[] = WRITABLE_LINKED_FIELDS.filter(
    (field) =>
      differs.has(field) &&
      !named(field, pendingMask) &&
      (named(field, diffMask) || sinceLast.has(field) || undecided.has(field)),
  ).map((field) => ({ field, google: theirs[field] }));
  if (theirs.placeId !== ours.placeId || theirs.googleMapsUrl !== ours.googleMapsUrl) {
    await db.query('update locations set place_id = $2, google_maps_url = $3 where id = $1', [
      linked.locationId,
      theirs.placeId,
      theirs.googleMapsUrl,
    ]);
  }
  const inStep = googleChanges.length === 0 && linked.state === 'inStep';
  await updateLink(
    db,
    linked.locationId,
    {
      googleLocation: pulled,
      categoryIds: mergedCategoryIds(pulled, linked.categoryIds),
      googleChanges,
      ...(inStep ? { syncedAtMs: now } : {}),
    },
    now,
  );
  await markSynced(db, linked.connectionId, now);
  return undefined;
}
