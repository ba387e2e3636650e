import { checkReviewReply, type ReviewReplyProblem } from '@agency/core/forms';
import type { MessageText } from '@agency/core/server-messages';
import { fieldError, notFound, WebApiError } from '../base/web-api-error';
import { type CallContext, customerOwner } from '../context/call-context';
import type { Db } from '../db/db';
import { enqueueJob } from '../jobs/enqueue-job';
import { failedForGood, type JobOutcome } from '../jobs/job-kind';
import { pinItem } from '../pins/json-pin-store';
import { GoogleApiError } from './google-api-error';
import type { GoogleJobDeps, GoogleJobs } from './google-job-kinds';
import { googleJobOutcome } from './google-jobs';
import type { ReviewGoogle } from './google-reviews';
import { callGoogle, grantRefused } from './google-runtime';
import { readLiveLink } from './location-links';

/** A reply (or its removal) waiting for Google: the review pin. */
export interface ReplyJob {
  reviewId: string;
}

// Google's refusal as the review shows it (the contract's replyMessage is at most 1000 characters).
const MESSAGE_MAX = 1000;

function replyText(problem: ReviewReplyProblem): MessageText {
  switch (problem.code) {
    case 'required':
      return { id: 'review.replyRequired' };
    case 'control':
      return { id: 'review.replyControl' };
    case 'tooLong':
      return { id: 'review.replyTooLong', params: { max: problem.max, bytes: problem.bytes } };
  }
}

/** The review pin of the owner with its Google part, 404 when the owner has none, 409 when it was typed by hand. */
async function googleReview(db: Db, owner: string, id: string) {
  const { rows } = await db.query<{ data: Record<string, unknown> }>(
    "select data from pins where id = $1 and owner_id = $2 and kind = 'reviews'",
    [id, owner],
  );
  const row = rows[0];
  if (row === undefined) throw notFound('pin');
  if (typeof row.data.google !== 'object' || row.data.google === null)
    throw new WebApiError(409, 'CONFLICT', 'review.notFromGoogle');
}

/**
 * Reviews/reply (a text) and Reviews/deleteReply (null): the text is checked first (core's rule,
 * a field error on `reply` in the request's language, nothing sent); then the review shows the new
 * reply at once, `waiting`, and one job per review sends the latest to Google.
 */
export async function requestReply(
  ctx: CallContext,
  id: string,
  reply: string | null,
): Promise<{ item: Record<string, unknown> }> {
  if (reply !== null) {
    const problem = checkReviewReply(reply);
    if (problem !== null) throw fieldError('reply', problem.code, replyText(problem));
  }
  const owner = customerOwner(ctx);
  await googleReview(ctx.db, owner, id);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<Record<string, unknown>>(
      `update pins set data = jsonb_set(data || jsonb_build_object('reply', $3::jsonb), '{google}',
              (data->'google') || '{"replyState": "waiting", "replyMessage": null}'::jsonb),
              updated_at = $4
        where id = $1 and owner_id = $2 and kind = 'reviews' returning *`,
      [id, owner, JSON.stringify(reply), new Date(now)],
    );
    await enqueueJob(tx, ctx.googleJobs.sendReply, { reviewId: id }, now, { dedupeKey: id });
    return rows[0] as Record<string, unknown>;
  });
  return { item: pinItem(row) };
}

/** Marks a review's reply: in step with Google, or refused with Google's words; only while the reply is still `sent`. */
async function settleReply(
  db: Db,
  reviewId: string,
  sent: string | null,
  google: Partial<ReviewGoogle>,
  nowMs: number,
): Promise<void> {
  await db.query(
    `update pins set data = jsonb_set(data, '{google}', (data->'google') || $3::jsonb), updated_at = $4
      where id = $1 and kind = 'reviews' and data->'reply' = $2::jsonb
        and data->'google'->>'replyState' = 'waiting'`,
    [reviewId, JSON.stringify(sent), JSON.stringify(google), new Date(nowMs)],
  );
}

/**
 * Sends a review's reply as it now stands to Google: reviews.updateReply, or deleteReply when the
 * reply was removed. Google taking it puts the review in step; Google refusing it (400, 404, 403)
 * marks the reply failed with Google's words; a quota, 5xx or network failure goes to the job's
 * back-off, and a grant Google refuses leaves the reply waiting for the reconnect, which sends it.
 */
export async function sendReply(
  deps: GoogleJobDeps,
  { reviewId }: ReplyJob,
): Promise<JobOutcome | undefined> {
  const { db, google } = deps;
  const { rows } = await db.query<{
    data: { reply: string | null; locationId: string; google?: ReviewGoogle };
  }>("select data from pins where id = $1 and kind = 'reviews'", [reviewId]);
  const data = rows[0]?.data;
  const waiting = data?.google?.replyState === 'waiting' ? data.google : null;
  if (data === undefined || waiting === null) return undefined;
  const linked = await readLiveLink(db, data.locationId);
  if (linked === null) return undefined;
  const sent = data.reply;
  const review = waiting.review;
  let updateTime: string | undefined;
  try {
    if (sent === null)
      await callGoogle(db, google, { id: linked.connectionId }, (token) =>
        google.client.deleteReply(token, review),
      );
    else
      updateTime =
        (
          await callGoogle(db, google, { id: linked.connectionId }, (token) =>
            google.client.updateReply(token, review, sent),
          )
        ).updateTime ?? undefined;
  } catch (error) {
    if (grantRefused(error)) return undefined;
    const outcome = googleJobOutcome(error);
    if (outcome?.outcome === 'failed' && error instanceof GoogleApiError) {
      const message = (error.googleMessage ?? error.message).slice(0, MESSAGE_MAX);
      await settleReply(
        db,
        reviewId,
        sent,
        { replyState: 'failed', replyMessage: message },
        google.now(),
      );
      return failedForGood(message);
    }
    return outcome;
  }
  await settleReply(
    db,
    reviewId,
    sent,
    { replyState: 'inStep', replyMessage: null, ...(updateTime ? { updateTime } : {}) },
    google.now(),
  );
  return undefined;
}

/** Queues the replies waiting for Google of the listings linked through a connection (a reconnect sends them). */
export async function queueWaitingReplies(
  tx: Db,
  jobs: GoogleJobs,
  connectionId: string,
  nowMs: number,
): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    `select p.id from pins p
       join google_location_links g on g.location_id = (p.data->>'locationId')::uuid
      where g.connection_id = $1 and p.kind = 'reviews'
        and p.data->'google'->>'replyState' = 'waiting'`,
    [connectionId],
  );
  for (const row of rows)
    await enqueueJob(tx, jobs.sendReply, { reviewId: row.id }, nowMs, { dedupeKey: row.id });
}
