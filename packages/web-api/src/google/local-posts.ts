import { checkLocalPost, type LocalPostDraft, type LocalPostShownState } from '@agency/core/forms';
import { fieldError, fieldProblem, notFound, WebApiError } from '../base/web-api-error';
import { type CallContext, customerOwner } from '../context/call-context';
import type { Db } from '../db/db';
import { enqueueJob } from '../jobs/enqueue-job';
import { publicationProblemText } from '../pins/checked-publication';
import { pinItem } from '../pins/json-pin-store';
import type { GoogleJobs } from './google-job-kinds';

/** A publication's post on one listing, as the contract's PublicationGooglePost. */
export interface PublicationGooglePost {
  locationId: string;
  locationName: string;
  state: LocalPostShownState;
  searchUrl: string | null;
  message: string | null;
}

/** A post waiting for Google: its row, and the listing that names its edit window. */
export interface PostJob {
  postId: string;
  googleName: string;
}

interface PostRow {
  id: string;
  publication_id: string | null;
  location_id: string;
  location_name: string;
  wanted: 'published' | 'deleted';
  state: 'waiting' | 'processing' | 'live' | 'rejected' | 'failed';
  search_url: string | null;
  message: string | null;
}

/** A publication's stored data as core's Google post rules read it (the defaults of a post typed before post types). */
export function localPostDraft(data: Record<string, unknown>): LocalPostDraft {
  return {
    postType: 'standard',
    callToAction: null,
    event: null,
    offer: null,
    ...data,
    body: typeof data.body === 'string' ? data.body : '',
  } as LocalPostDraft;
}

/** 400 with every field error when the publication cannot be a Google post (core's `checkLocalPost`). */
export function assertLocalPost(data: Record<string, unknown>): void {
  const problems = Object.entries(checkLocalPost(localPostDraft(data)));
  if (problems.length === 0) return;
  const fields = problems.map(([field, problem]) =>
    fieldProblem(`item.${field}`, problem.code, publicationProblemText(problem)),
  );
  throw new WebApiError(400, 'VALIDATION_FAILED', fields[0]?.text ?? 'field.invalid', { fields });
}

function shown(row: PostRow): PublicationGooglePost {
  return {
    locationId: row.location_id,
    locationName: row.location_name,
    // A deletion waiting (not refused) reads as such; a refused one keeps Google's words.
    state: row.wanted === 'deleted' && row.state !== 'failed' ? 'deleting' : row.state,
    searchUrl: row.search_url,
    message: row.message,
  };
}

/** The items with their posts on Google (`google`, by location name). */
export async function withGooglePosts(
  db: Db,
  items: readonly Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  const ids = items.map((item) => String(item.id));
  const { rows } =
    ids.length === 0
      ? { rows: [] as PostRow[] }
      : await db.query<PostRow>(
          `select * from google_local_posts where publication_id = any($1::uuid[])
            order by location_name, location_id`,
          [ids],
        );
  const byPublication = new Map<string, PublicationGooglePost[]>();
  for (const row of rows) {
    const list = byPublication.get(row.publication_id ?? '') ?? [];
    list.push(shown(row));
    byPublication.set(row.publication_id ?? '', list);
  }
  return items.map((item) => ({ ...item, google: byPublication.get(String(item.id)) ?? [] }));
}

/** Queues the send of each post of a publication that `where` picks, marked waiting with a new revision. */
async function queueSends(
  tx: Db,
  jobs: GoogleJobs,
  publicationId: string,
  set: string,
  where: string,
  nowMs: number,
): Promise<void> {
  const { rows } = await tx.query<{ id: string; google_name: string | null }>(
    `update google_local_posts p set ${set}, state = 'waiting', message = null,
            revision = p.revision + 1, updated_at = $2
      where p.publication_id = $1 and ${where}
      returning p.id, (select google_name from google_location_links g
                        where g.location_id = p.location_id) as google_name`,
    [publicationId, new Date(nowMs)],
  );
  for (const row of rows) await queuePost(tx, jobs, row.id, row.google_name, nowMs);
}

/** Queues one post's send (one job per post: the latest edit is what is sent). */
export function queuePost(
  tx: Db,
  jobs: GoogleJobs,
  postId: string,
  googleName: string | null,
  nowMs: number,
): Promise<unknown> {
  return enqueueJob(tx, jobs.sendPost, { postId, googleName: googleName ?? '' }, nowMs, {
    dedupeKey: postId,
  });
}

/** Whether a publication is on Google (or on its way there). */
export async function publishedOnGoogle(db: Db, publicationId: string): Promise<boolean> {
  const { rows } = await db.query(
    "select 1 from google_local_posts where publication_id = $1 and wanted = 'published'",
    [publicationId],
  );
  return rows.length > 0;
}

/** After a publication's edit: each of its posts on Google is sent again. */
export function afterPublicationEdit(
  tx: Db,
  jobs: GoogleJobs,
  publicationId: string,
  nowMs: number,
): Promise<void> {
  return queueSends(
    tx,
    jobs,
    publicationId,
    "wanted = 'published'",
    "p.wanted = 'published'",
    nowMs,
  );
}

/** Before a publication is deleted: each of its posts on Google is to be deleted there (the rows outlive it). */
export function beforePublicationDelete(
  tx: Db,
  jobs: GoogleJobs,
  publicationId: string,
  nowMs: number,
): Promise<void> {
  return queueSends(tx, jobs, publicationId, "wanted = 'deleted'", 'true', nowMs);
}

/**
 * Publications/publishGoogle: the publication is checked as Google takes a post (400 with field
 * errors, nothing queued), each location must be the account's and linked to a listing of its Google
 * account (400 `locationIds` `notLinked`); then a post for each new listing (or one refused before)
 * and a deletion for each listing left out wait in the queue, shown at once.
 */
export async function requestPublish(
  ctx: CallContext,
  id: string,
  locationIds: readonly string[],
): Promise<{ item: Record<string, unknown> }> {
  const owner = customerOwner(ctx);
  const { rows: pins } = await ctx.db.query<Record<string, unknown> & { data: object }>(
    "select * from pins where id = $1 and owner_id = $2 and kind = 'publications'",
    [id, owner],
  );
  const pin = pins[0];
  if (pin === undefined) throw notFound('pin');
  if (locationIds.length > 0) assertLocalPost(pin.data as Record<string, unknown>);
  const { rows: listings } = await ctx.db.query<{
    id: string;
    name: string;
    google_name: string;
  }>(
    `select l.id, l.name, g.google_name from locations l
       join google_location_links g on g.location_id = l.id
      where l.id = any($1::uuid[]) and l.owner_id = $2 and g.state <> 'unlinked'
        and g.account_name is not null`,
    [locationIds, owner],
  );
  if (listings.length !== new Set(locationIds).size)
    throw fieldError('locationIds', 'notLinked', 'publication.notLinked');
  const now = ctx.now();
  // The answer is read in the transaction: a job worker woken by its commit may already have sent it.
  const item = await ctx.db.transaction(async (tx) => {
    for (const listing of listings) {
      const { rows } = await tx.query<{ id: string }>(
        `insert into google_local_posts (owner_id, publication_id, location_id, location_name,
                                         wanted, state, created_at, updated_at)
         values ($1, $2, $3, $4, 'published', 'waiting', $5, $5)
         on conflict (publication_id, location_id) do update
           set wanted = 'published', state = 'waiting', message = null, location_name = $4,
               revision = google_local_posts.revision + 1, updated_at = $5
         where google_local_posts.wanted = 'deleted'
            or google_local_posts.state in ('failed', 'rejected')
         returning id`,
        [owner, id, listing.id, listing.name, new Date(now)],
      );
      const row = rows[0];
      if (row !== undefined) await queuePost(tx, ctx.googleJobs, row.id, listing.google_name, now);
    }
    const kept = listings.map((listing) => listing.id);
    await queueSendsLeftOut(tx, ctx.googleJobs, id, kept, now);
    const [shownItem] = await withGooglePosts(tx, [pinItem(pin)]);
    return shownItem;
  });
  return { item: item as Record<string, unknown> };
}

// The posts of the listings left out are to be deleted on Google.
async function queueSendsLeftOut(
  tx: Db,
  jobs: GoogleJobs,
  publicationId: string,
  kept: readonly string[],
  nowMs: number,
): Promise<void> {
  const { rows } = await tx.query<{ id: string; google_name: string | null }>(
    `update google_local_posts p set wanted = 'deleted', state = 'waiting', message = null,
            revision = p.revision + 1, updated_at = $3
      where p.publication_id = $1 and p.wanted = 'published' and not (p.location_id = any($2::uuid[]))
      returning p.id, (select google_name from google_location_links g
                        where g.location_id = p.location_id) as google_name`,
    [publicationId, kept, new Date(nowMs)],
  );
  for (const row of rows) await queuePost(tx, jobs, row.id, row.google_name, nowMs);
}

/** Queues the posts waiting for Google of the listings linked through a connection (a reconnect sends them). */
export async function queueWaitingPosts(
  tx: Db,
  jobs: GoogleJobs,
  connectionId: string,
  nowMs: number,
): Promise<void> {
  const { rows } = await tx.query<{ id: string; google_name: string }>(
    `select p.id, g.google_name from google_local_posts p
       join google_location_links g on g.location_id = p.location_id
      where g.connection_id = $1 and p.state = 'waiting'`,
    [connectionId],
  );
  for (const row of rows) await queuePost(tx, jobs, row.id, row.google_name, nowMs);
}
