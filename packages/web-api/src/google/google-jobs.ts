import { failedForGood, type JobOutcome, retryAfter } from '../jobs/job-kind';
import type { RateWindow } from '../jobs/rate-windows';
import { GoogleApiError } from './google-api-error';

/** Google's default quota of each Business Profile API for the project: 300 requests a minute. */
export const GOOGLE_PROJECT_WINDOW: RateWindow = {
  name: 'google:project',
  limit: 300,
  periodMs: 60_000,
};

/** Google's limit of edits to one location: 10 a minute. */
export function profileEditWindow(location: string): RateWindow {
  return { name: `google:profile:${location}`, limit: 10, periodMs: 60_000 };
}

/** How long a 429 without Retry-After waits: Google's quotas are per minute. */
export const QUOTA_WAIT_MS = 60_000;

/**
 * What a job makes of a Google failure: a quota waits for Retry-After (else a minute) without
 * counting a try; a refused request, a missing thing, a forbidden one or a revoked connection fails
 * for good; anything else (5xx, network, an answer of the wrong shape, a 401 after a refresh) is
 * thrown again, for the back-off.
 */
export function googleJobOutcome(error: unknown): JobOutcome {
  if (!(error instanceof GoogleApiError)) throw error;
  switch (error.kind) {
    case 'quota':
      return retryAfter(error.retryAfterMs ?? QUOTA_WAIT_MS, error.message);
    case 'invalid':
    case 'not-found':
    case 'forbidden':
    case 'revoked':
      return failedForGood(error.message);
    default:
      throw error;
  }
}
