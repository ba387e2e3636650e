import type { Db } from '../db/db';
import { enqueueJob } from '../jobs/enqueue-job';
import type { JobOutcome } from '../jobs/job-kind';
import { failedForGood } from '../jobs/job-kind';
import { GoogleApiError } from './google-api-error';
import type { GoogleJobs } from './google-job-kinds';
import { googleJobOutcome } from './google-jobs';
import type { GoogleRuntime } from './google-runtime';
import { openToken, TokenDecryptError } from './token-crypto';

/**
 * Revokes a grant at Google by its sealed refresh token. Google not knowing the token any more is
 * success (it is revoked); a quota waits; Google or the network failing is thrown for the back-off.
 */
export async function revokeSealedGrant(
  google: GoogleRuntime,
  { sealed, context }: { sealed: string; context: string },
): Promise<JobOutcome | undefined> {
  let token: string;
  try {
    token = openToken(google.settings.tokenKeys, sealed, context);
  } catch (error) {
    // No key opens it any more: nobody can use it either.
    if (error instanceof TokenDecryptError) return failedForGood(error.message);
    throw error;
  }
  try {
    await google.client.revoke(token);
    return undefined;
  } catch (error) {
    if (error instanceof GoogleApiError && (error.kind === 'invalid' || error.kind === 'revoked'))
      return undefined;
    return googleJobOutcome(error);
  }
}

/**
 * True when a connection (another owner's, or one made since) holds a grant of the same Google
 * account: Google ends every token of a user's grant to our client at once, so revoking would cut it.
 */
export async function grantInUse(db: Db, email: string | null): Promise<boolean> {
  if (email === null) return false;
  const { rows } = await db.query(
    'select 1 from google_connections where lower(email) = lower($1)',
    [email],
  );
  return rows.length > 0;
}

/**
 * Revokes a deleted connection's grant now, best effort: not while another connection holds a grant
 * of the same Google account (that would end it too); when Google cannot take it (down, a quota), a
 * job carries the sealed token and tries again with back-off. Never fails the caller.
 */
export async function revokeOrQueue(
  db: Db,
  google: GoogleRuntime | null,
  jobs: GoogleJobs,
  grant: { sealed: string; context: string; email: string | null },
  nowMs: number,
): Promise<void> {
  if (await grantInUse(db, grant.email)) return;
  if (google !== null) {
    try {
      const outcome = await revokeSealedGrant(google, grant);
      if (outcome === undefined || outcome.outcome === 'failed') return;
    } catch {
      // Google or the network failed: the job below tries again.
    }
  }
  await enqueueJob(db, jobs.revokeGrant, grant, nowMs);
}
