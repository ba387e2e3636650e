import type { Language } from '@agency/core';
import type { Db } from '../db/db';
import { enqueueJob } from '../jobs/enqueue-job';
import { failedForGood, type JobOutcome } from '../jobs/job-kind';
import { GoogleApiError } from './google-api-error';
import type { GoogleJobDeps, GoogleJobs } from './google-job-kinds';
import { googleJobOutcome } from './google-jobs';
import { callGoogle, grantRefused } from './google-runtime';
import { LOCAL_POST_MASK, localPostOf } from './local-post-of';
import { localPostDraft, type PostJob } from './local-posts';
import { readLiveLink } from './location-links';
import type { LocalPost } from './v4-types';

// Google's refusal as the post shows it (the contract's message is at most 1000 characters).
const MESSAGE_MAX = 1000;
/** How long after a send Google's review is first looked at, then again while it lasts. */
export const POST_CHECK_FIRST_MS = 60_000;
const POST_CHECK_AGAIN_MS = 5 * 60_000;
// A post still PROCESSING a day after it was sent is left for the merchant to see; no more checks.
const POST_CHECK_FOR_MS = 24 * 60 * 60_000;

interface SendRow {
  id: string;
  location_id: string;
  local_post: string | null;
  wanted: 'published' | 'deleted';
  state: string;
  revision: number;
  sent_at: Date | string | null;
  data: Record<string, unknown> | null;
  lang: Language;
}

/** Google's words for a refusal: its message and what it said of each field. */
function refusalWords(error: GoogleApiError): string {
  const fields = error.fields
    .filter((field) => field.message)
    .map((field) => `${field.field}: ${field.message}`);
  return [error.googleMessage ?? error.message, ...fields].join(' ').slice(0, MESSAGE_MAX);
}

/** Google's state of a post as the account shows it. */
function shownState(post: LocalPost): 'processing' | 'live' | 'rejected' {
  if (post.state === 'LIVE') return 'live';
  if (post.state === 'REJECTED') return 'rejected';
  return 'processing';
}

async function readRow(db: Db, postId: string): Promise<SendRow | undefined> {
  const { rows } = await db.query<SendRow>(
    `select p.id, p.location_id, p.local_post, p.wanted, p.state, p.revision, p.sent_at, pin.data, u.lang
       from google_local_posts p
       join users u on u.id = p.owner_id
       left join pins pin on pin.id = p.publication_id
      where p.id = $1`,
    [postId],
  );
  return rows[0];
}

/** The v4 parent of a linked listing (`accounts/…/locations/…`) and its connection; null while it cannot be written. */
async function listingOf(
  db: Db,
  locationId: string,
): Promise<{ parent: string; connectionId: string } | null> {
  const linked = await readLiveLink(db, locationId);
  if (linked === null) return null;
  const { rows } = await db.query<{ account_name: string | null }>(
    'select account_name from google_location_links where location_id = $1',
    [locationId],
  );
  const account = rows[0]?.account_name;
  return account
    ? { parent: `${account}/${linked.googleName}`, connectionId: linked.connectionId }
    : null;
}

async function settle(
  db: Db,
  row: SendRow,
  set: Record<string, unknown>,
  nowMs: number,
): Promise<boolean> {
  const columns = Object.keys(set);
  const { rows } = await db.query(
    `update google_local_posts set ${columns.map((column, i) => `${column} = $${i + 3}`).join(', ')},
            updated_at = $${columns.length + 3}
      where id = $1 and revision = $2 returning id`,
    [row.id, row.revision, ...Object.values(set), new Date(nowMs)],
  );
  return rows.length > 0;
}

// A call about a post that failed: a grant Google refuses waits for the reconnect; Google refusing
// the post settles it as failed in Google's words; a quota, 5xx or network failure backs off.
async function failedCall(
  db: Db,
  row: SendRow,
  error: unknown,
  nowMs: number,
): Promise<JobOutcome | undefined> {
  if (grantRefused(error)) return undefined;
  const outcome = googleJobOutcome(error);
  if (outcome?.outcome === 'failed' && error instanceof GoogleApiError) {
    const message = refusalWords(error);
    await settle(db, row, { state: 'failed', message }, nowMs);
    return failedForGood(message);
  }
  return outcome;
}

/**
 * Sends a publication's post on one listing as it now stands: localPosts.create the first time,
 * patch after (a post Google no longer has is created again), delete when it is to go. Google
 * taking it stores its name, state and search URL (a post in review is looked at again later);
 * Google refusing it (400, 403, 404) marks it failed with Google's words; a quota, 5xx or network
 * failure goes to the job's back-off, and a grant Google refuses leaves it waiting for the reconnect.
 * Only the revision sent is settled: an edit made meanwhile has its own job.
 */
export async function sendPost(
  deps: GoogleJobDeps,
  jobs: GoogleJobs,
  { postId }: PostJob,
): Promise<JobOutcome | undefined> {
  const { db, google } = deps;
  const row = await readRow(db, postId);
  if (row === undefined || row.state !== 'waiting') return undefined;
  const listing = await listingOf(db, row.location_id);
  if (listing === null) return undefined;
  const call = <T>(run: (token: string) => Promise<T>) =>
    callGoogle(db, google, { id: listing.connectionId }, run);
  try {
    if (row.wanted === 'deleted' || row.data === null) {
      const name = row.local_post;
      if (name !== null)
        await call((token) => google.client.deleteLocalPost(token, name)).catch((error) => {
          // Gone on Google already: what we wanted.
          if (!(error instanceof GoogleApiError && error.kind === 'not-found')) throw error;
        });
      await db.query('delete from google_local_posts where id = $1 and revision = $2', [
        row.id,
        row.revision,
      ]);
      return undefined;
    }
    const post = localPostOf(localPostDraft(row.data), row.lang);
    const existing = row.local_post;
    let answer: LocalPost | null = null;
    if (existing !== null)
      answer = await call((token) =>
        google.client.patchLocalPost(token, existing, post, LOCAL_POST_MASK),
      ).catch((error) => {
        if (error instanceof GoogleApiError && error.kind === 'not-found') return null;
        throw error;
      });
    if (answer === null)
      answer = await call((token) => google.client.createLocalPost(token, listing.parent, post));
    const now = google.now();
    const state = shownState(answer);
    const settled = await settle(
      db,
      row,
      {
        local_post: answer.name ?? existing,
        state,
        search_url: answer.searchUrl ?? null,
        message: null,
        sent_at: new Date(now),
      },
      now,
    );
    // An edit made meanwhile is sent by its own job: it patches the post just made.
    if (!settled && answer.name)
      await db.query('update google_local_posts set local_post = $2 where id = $1', [
        row.id,
        answer.name,
      ]);
    if (settled && state === 'processing')
      await enqueueJob(db, jobs.checkPost, { postId: row.id, googleName: '' }, now, {
        dedupeKey: row.id,
        runAtMs: now + POST_CHECK_FIRST_MS,
      });
    return undefined;
  } catch (error) {
    return failedCall(db, row, error, google.now());
  }
}

/**
 * Looks at a post in Google's review again (localPosts.get): LIVE or REJECTED is stored with the
 * search URL; still PROCESSING is looked at again in five minutes, for a day after the send.
 */
export async function checkPost(
  deps: GoogleJobDeps,
  jobs: GoogleJobs,
  { postId }: PostJob,
): Promise<JobOutcome | undefined> {
  const { db, google } = deps;
  const row = await readRow(db, postId);
  const name = row?.local_post;
  if (row === undefined || row.state !== 'processing' || !name) return undefined;
  const listing = await listingOf(db, row.location_id);
  if (listing === null) return undefined;
  let answer: LocalPost;
  try {
    answer = await callGoogle(db, google, { id: listing.connectionId }, (token) =>
      google.client.getLocalPost(token, name),
    );
  } catch (error) {
    return failedCall(db, row, error, google.now());
  }
  const now = google.now();
  const state = shownState(answer);
  await settle(db, row, { state, search_url: answer.searchUrl ?? null }, now);
  const sentAt = row.sent_at === null ? now : new Date(row.sent_at).getTime();
  if (state === 'processing' && now - sentAt < POST_CHECK_FOR_MS)
    await enqueueJob(db, jobs.checkPost, { postId: row.id, googleName: '' }, now, {
      dedupeKey: row.id,
      runAtMs: now + POST_CHECK_AGAIN_MS,
    });
  return undefined;
}
