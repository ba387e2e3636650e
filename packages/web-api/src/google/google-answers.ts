import { rateLimited } from '../auth/rate-limit';
import { WebApiError } from '../base/web-api-error';
import type { Db } from '../db/db';
import { acquireWindows } from '../jobs/rate-windows';
import { GoogleApiError } from './google-api-error';
import { GOOGLE_PROJECT_WINDOW, QUOTA_WAIT_MS } from './google-jobs';
import type { GoogleRuntime } from './google-runtime';
import { grantRefused } from './google-runtime';

/** The runtime, or 404 when no Google client is configured (Connect is not offered). */
export function requireGoogle(google: GoogleRuntime | null): GoogleRuntime {
  if (google === null) throw new WebApiError(404, 'NOT_FOUND', 'google.off');
  return google;
}

/**
 * A place in the project's rate window for a call a person waits for: taken now, or 429 with
 * Retry-After until the next window (never a silent wait). Shared with the jobs.
 */
export async function takeProjectPlace(db: Db, nowMs: number): Promise<void> {
  const taken = await acquireWindows(db, [GOOGLE_PROJECT_WINDOW], nowMs);
  if (!taken.ok) throw googleBusy((taken.retryAtMs - nowMs) / 1000);
}

function googleBusy(seconds: number): WebApiError {
  const wait = Math.max(1, Math.ceil(seconds));
  return rateLimited(wait, { id: 'google.busy', params: { seconds: wait } });
}

/**
 * What a person is told when Google failed a call they wait for: Google's quota is a 429 with its
 * Retry-After; a refused grant is 409 (connect again); anything else is 503 (try again later).
 */
export function googleFailure(error: unknown, log: (line: string) => void): WebApiError {
  if (error instanceof WebApiError) return error;
  if (grantRefused(error)) return new WebApiError(409, 'CONFLICT', 'google.reconnect');
  if (!(error instanceof GoogleApiError)) throw error;
  if (error.kind === 'quota') return googleBusy((error.retryAfterMs ?? QUOTA_WAIT_MS) / 1000);
  log(`[google] ${error.message}`);
  return new WebApiError(503, 'INTERNAL', 'google.unavailable', null, { 'retry-after': '60' });
}

/** Runs a call a person waits for, its Google failures answered as googleFailure says. */
export async function answeringGoogle<T>(
  log: (line: string) => void,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw googleFailure(error, log);
  }
}
