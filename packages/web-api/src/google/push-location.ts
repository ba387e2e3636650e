import { type GoogleLocation, toGoogleLocation } from '@agency/core';
import { failedForGood, type JobOutcome, type RunningJob } from '../jobs/job-kind';
import type { RetryPolicy } from '../jobs/retry-policy';
import { GoogleApiError } from './google-api-error';
import type { GoogleJobDeps, ListingJob } from './google-job-kinds';
import { googleJobOutcome } from './google-jobs';
import { callGoogle, grantRefused } from './google-runtime';
import { differingFields, googleFields, rowFields } from './linked-fields';
import { type LinkedLocation, mergedCategoryIds, readLinked, updateLink } from './location-links';
import { refusalReason } from './push-refusal';

/** Google's answer to a PATCH over what we kept: the masked paths as Google now has them, the rest as before. */
export function afterPatch(
  kept: GoogleLocation,
  answer: GoogleLocation,
  updateMask: string,
): GoogleLocation {
  const merged: Record<string, unknown> = { ...kept, ...answer };
  for (const path of updateMask.split(',')) {
    const top = path.split('.')[0] as string;
    if (!Object.hasOwn(answer, top)) delete merged[top];
  }
  return merged as GoogleLocation;
}

// In step, unless the location was edited while the PATCH was on its way (a newer push is queued).
async function markInStep(
  deps: GoogleJobDeps,
  linked: LinkedLocation,
  update: Parameters<typeof updateLink>[2],
): Promise<void> {
  const now = deps.google.now();
  const { rows } = await deps.db.query<{ updated_at: Date | string }>(
    'select updated_at from locations where id = $1',
    [linked.locationId],
  );
  const unchanged =
    rows[0] !== undefined && new Date(rows[0].updated_at).getTime() === linked.updatedAtMs;
  await updateLink(
    deps.db,
    linked.locationId,
    {
      ...update,
      state: unchanged ? 'inStep' : 'waiting',
      reason: null,
      message: null,
      ...(unchanged ? { syncedAtMs: now } : {}),
    },
    now,
  );
}

/**
 * Sends a linked location's changes to Google: the fields where ours differ from Google's last
 * known Location (changes made on Google's side that the merchant has not decided on stay out),
 * as one PATCH with exactly their paths in updateMask (core toGoogleLocation), under the project's
 * and the listing's rate windows. Google's answer becomes what we keep of the listing, and the link
 * is in step. A 400 fails the link with our words for the field Google names (else Google's); a
 * listing Google no longer shows us (404, 403) unlinks it; a refused grant marks the connection
 * needsReconnect and leaves the link waiting (connecting again pushes it); quotas wait for
 * Retry-After; anything else backs off, and the link fails when the last try fails.
 */
export async function pushLocation(
  deps: GoogleJobDeps,
  payload: ListingJob,
  job: RunningJob,
  retry: RetryPolicy,
): Promise<JobOutcome | undefined> {
  const { db, google } = deps;
  const linked = await readLinked(db, payload.locationId);
  if (linked === null || linked.googleName !== payload.googleName || linked.state === 'unlinked')
    return undefined;
  if (linked.connectionState === 'needsReconnect') {
    await updateLink(db, linked.locationId, { state: 'waiting' }, google.now());
    return undefined;
  }
  const undecided = new Set(linked.googleChanges.map((change) => change.field));
  const ours = rowFields(linked.row);
  const fields = differingFields(ours, googleFields(linked.googleLocation)).filter(
    (field) => !undecided.has(field),
  );
  const patch = toGoogleLocation(ours, fields, linked.categoryIds);
  if (patch.kind === 'error') {
    await updateLink(
      db,
      linked.locationId,
      {
        state: 'failed',
        reason: {
          id: 'googleSync.categoryUnknown',
          params: { names: patch.displayNames.join(', ') },
        },
        message: null,
      },
      google.now(),
    );
    return undefined;
  }
  if (patch.updateMask === '') {
    await markInStep(deps, linked, {});
    return undefined;
  }
  try {
    const answer = await callGoogle(db, google, { id: linked.connectionId }, (token) =>
      google.client.patchLocation(token, linked.googleName, patch.location, patch.updateMask),
    );
    const kept = afterPatch(linked.googleLocation, answer as GoogleLocation, patch.updateMask);
    await markInStep(deps, linked, {
      googleLocation: kept,
      categoryIds: mergedCategoryIds(kept, linked.categoryIds),
    });
    return undefined;
  } catch (error) {
    return failedPush(deps, linked, error, job.attempts >= retry.attempts);
  }
}

async function failedPush(
  deps: GoogleJobDeps,
  linked: LinkedLocation,
  error: unknown,
  lastTry: boolean,
): Promise<JobOutcome | undefined> {
  const { db, google } = deps;
  const now = google.now();
  if (grantRefused(error)) {
    await updateLink(db, linked.locationId, { state: 'waiting' }, now);
    return undefined;
  }
  if (error instanceof GoogleApiError) {
    if (error.kind === 'invalid') {
      const code = refusalReason(error);
      await updateLink(
        db,
        linked.locationId,
        {
          state: 'failed',
          reason: code === null ? null : { id: code },
          message: error.googleMessage ?? error.message,
        },
        now,
      );
      return undefined;
    }
    if (error.kind === 'not-found' || error.kind === 'forbidden') {
      await updateLink(
        db,
        linked.locationId,
        { state: 'unlinked', reason: { id: 'googleSync.gone' }, message: null },
        now,
      );
      return undefined;
    }
    if (error.kind === 'quota') return googleJobOutcome(error);
  }
  if (lastTry) {
    await updateLink(
      db,
      linked.locationId,
      { state: 'failed', reason: { id: 'googleSync.unavailable' }, message: null },
      now,
    );
    return failedForGood(error instanceof Error ? error.message : String(error));
  }
  throw error;
}
