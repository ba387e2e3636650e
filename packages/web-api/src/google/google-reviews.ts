import { type Language, routePath } from '@agency/core';
import { messageText } from '@agency/core/server-messages';
import { enqueueMessage } from '../auth/outbox';
import type { Db } from '../db/db';
import type { JobOutcome } from '../jobs/job-kind';
import type { GoogleJobDeps, ListingJob } from './google-job-kinds';
import { googleJobOutcome } from './google-jobs';
import { callGoogle, grantRefused } from './google-runtime';
import { readLiveLink } from './location-links';
import type { Review, StarRating } from './v4-types';

/** A review's reply as it stands with Google (the contract's ReviewGoogle.replyState). */
export type ReplyState = 'inStep' | 'waiting' | 'failed';

/** What a review pulled from Google keeps beside the review's own fields (the contract's ReviewGoogle). */
export interface ReviewGoogle {
  review: string;
  createTime: string;
  updateTime: string;
  replyState: ReplyState;
  replyMessage: string | null;
}

/** The most pages of 50 reviews one pull reads (5 000 reviews). */
export const MAX_REVIEW_PAGES = 100;

const STARS: Readonly<Partial<Record<StarRating, number>>> = {
  ONE: 1,
  TWO: 2,
  THREE: 3,
  FOUR: 4,
  FIVE: 5,
};

// The contract's limits of a review's fields.
const NAME_MAX = 200;
const TEXT_MAX = 5000;

/** A review of Google's as a review pin's name and data, or null when it has no rating to show. */
export function reviewFields(
  review: Review,
  name: string,
): {
  name: string;
  rating: number;
  text: string;
  reply: string | null;
  google: ReviewGoogle;
} | null {
  const rating = review.starRating ? STARS[review.starRating] : undefined;
  if (rating === undefined || !review.createTime) return null;
  const author = (review.reviewer?.displayName ?? '').trim().slice(0, NAME_MAX);
  return {
    name: author === '' ? 'Google' : author,
    rating,
    text: (review.comment ?? '').slice(0, TEXT_MAX),
    reply: review.reviewReply?.comment?.slice(0, TEXT_MAX) ?? null,
    google: {
      review: name,
      createTime: review.createTime,
      updateTime: review.updateTime ?? review.createTime,
      replyState: 'inStep',
      replyMessage: null,
    },
  };
}

interface StoredReview {
  id: string;
  name: string;
  data: {
    rating: number;
    text: string;
    reply: string | null;
    locationId: string;
    google: ReviewGoogle;
  };
}

/** The reviews of a location pulled from Google, by Google's name. */
async function storedReviews(db: Db, owner: string, locationId: string) {
  const { rows } = await db.query<StoredReview>(
    `select id, name, data from pins
      where owner_id = $1 and kind = 'reviews' and data->>'locationId' = $2 and data ? 'google'`,
    [owner, locationId],
  );
  return new Map(rows.map((row) => [row.data.google.review, row]));
}

/** Every review of a listing, all pages (newest first, as Google lists them). */
async function allReviews(
  deps: GoogleJobDeps,
  connectionId: string,
  accountLocation: string,
): Promise<Review[]> {
  const { db, google } = deps;
  const reviews: Review[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_REVIEW_PAGES; page += 1) {
    const answer = await callGoogle(db, google, { id: connectionId }, (token) =>
      google.client.listReviews(token, accountLocation, pageToken),
    );
    reviews.push(...(answer.reviews ?? []));
    pageToken = answer.nextPageToken || undefined;
    if (pageToken === undefined) break;
  }
  return reviews;
}

/**
 * The account (business group) that holds a listing, found among the connection's accounts (Account
 * Management accounts.list, then accounts.locations.list with only the name read) and stored on the
 * link; null when none of them lists it any more.
 */
async function findAccountOf(
  deps: GoogleJobDeps,
  connectionId: string,
  locationId: string,
  googleName: string,
): Promise<string | null> {
  const { db, google } = deps;
  const connection = { id: connectionId };
  const accounts = await callGoogle(db, google, connection, (token) =>
    google.client.listAccounts(token),
  );
  for (const account of accounts) {
    if (typeof account.name !== 'string') continue;
    const accountName = account.name;
    const listings = await callGoogle(db, google, connection, (token) =>
      google.client.listLocations(token, accountName, 'name'),
    );
    if (!listings.some((listing) => listing.name === googleName)) continue;
    await db.query(
      'update google_location_links set account_name = $2 where location_id = $1 and google_name = $3',
      [locationId, accountName, googleName],
    );
    return accountName;
  }
  return null;
}

/** Who hears of a listing's reviews: the owner, in their language, and by e-mail when they chose so. */
interface ReviewAudience {
  owner: string;
  lang: Language;
  /** The owner's confirmed address, when they asked for review e-mails; else null. */
  email: string | null;
  location: string;
  siteUrl: string;
}

/**
 * A notification pin of the owner about a review, worded in the owner's language, and the same
 * news by e-mail through the outbox (in the pull's transaction) when the owner asked for it.
 */
async function notify(
  tx: Db,
  audience: ReviewAudience,
  fields: { name: string; rating: number; text: string },
  changed: boolean,
  nowMs: number,
): Promise<void> {
  const { owner, lang } = audience;
  const subject = messageText(
    changed ? 'review.notificationChanged' : 'review.notification',
    lang,
    { stars: fields.rating, author: fields.name },
  ).slice(0, NAME_MAX);
  const now = new Date(nowMs);
  await tx.query(
    `insert into pins (owner_id, kind, name, data, created_at, updated_at)
     values ($1, 'notifications', $2, $3, $4, $4)`,
    [
      owner,
      subject,
      JSON.stringify({
        body: fields.text,
        channel: 'push',
        status: 'sent',
        sendAt: now.toISOString(),
        readAt: null,
      }),
      now,
    ],
  );
  if (audience.email === null) return;
  await enqueueMessage(
    tx,
    {
      channel: 'email',
      to: audience.email,
      lang,
      content: {
        kind: changed ? 'review-changed' : 'review-new',
        author: fields.name,
        stars: fields.rating,
        location: audience.location,
        text: fields.text,
        link: `${audience.siteUrl}${routePath('account-pins-reviews', lang)}`,
      },
    },
    nowMs,
  );
}

/**
 * Reads every review of a linked listing (v4 reviews.list, all pages) and keeps the location's
 * review pins as Google has them: a new review is added, a changed one updated (a reply waiting for
 * Google or refused by it keeps the merchant's text), one Google no longer lists is deleted (its
 * notification stays). After the listing's first pull, which takes its history quietly, each new or
 * changed review also becomes a notification.
 */
export async function pullReviews(
  deps: GoogleJobDeps,
  payload: ListingJob,
): Promise<JobOutcome | undefined> {
  const { db, google } = deps;
  const linked = await readLiveLink(db, payload.locationId, payload.googleName);
  if (linked === null) return undefined;
  const { rows } = await db.query<{
    account_name: string | null;
    reviews_pulled_at: string | null;
    lang: Language;
    email: string | null;
    location: string;
  }>(
    // The e-mail only to a confirmed address of an owner who asked for it (Account/updateSettings reviewEmails).
    `select g.account_name, g.reviews_pulled_at, u.lang, l.name as location,
            case when u.review_emails and u.email_confirmed_at is not null then u.email end as email
       from google_location_links g
       join locations l on l.id = g.location_id
       join users u on u.id = $2 where g.location_id = $1`,
    [payload.locationId, linked.ownerId],
  );
  const link = rows[0];
  if (link === undefined) return undefined;
  let reviews: Review[];
  let accountLocation: string;
  try {
    // v4 names a listing under its account. A listing linked without one (through the agency,
    // by its name alone) has its account found once, here, off any request, and kept.
    const accountName =
      link.account_name ??
      (await findAccountOf(deps, linked.connectionId, payload.locationId, linked.googleName));
    if (accountName === null) return undefined;
    accountLocation = `${accountName}/${linked.googleName}`;
    reviews = await allReviews(deps, linked.connectionId, accountLocation);
  } catch (error) {
    if (grantRefused(error)) return undefined;
    return googleJobOutcome(error);
  }
  const now = google.now();
  const quiet = link.reviews_pulled_at === null;
  const audience: ReviewAudience = {
    owner: linked.ownerId,
    lang: link.lang,
    email: link.email,
    location: link.location,
    siteUrl: deps.siteUrl,
  };
  await db.transaction(async (tx) => {
    const stored = await storedReviews(tx, linked.ownerId, payload.locationId);
    const seen = new Set<string>();
    for (const review of reviews) {
      const name = review.name ?? `${accountLocation}/reviews/${review.reviewId ?? ''}`;
      const fields = reviewFields(review, name);
      if (fields === null || seen.has(name)) continue;
      seen.add(name);
      const { google: googleFields, name: author, ...rest } = fields;
      const known = stored.get(name);
      if (known === undefined) {
        await tx.query(
          `insert into pins (owner_id, kind, name, data, created_at, updated_at)
           values ($1, 'reviews', $2, $3, $4, $4)`,
          [
            linked.ownerId,
            author,
            JSON.stringify({ ...rest, locationId: payload.locationId, google: googleFields }),
            new Date(now),
          ],
        );
        if (!quiet) await notify(tx, audience, fields, false, now);
        continue;
      }
      const ours = known.data.google;
      // The merchant's reply not yet taken by Google stays as written.
      const keepReply = ours.replyState !== 'inStep';
      const next = {
        ...known.data,
        ...rest,
        reply: keepReply ? known.data.reply : rest.reply,
        google: {
          ...googleFields,
          replyState: ours.replyState,
          replyMessage: ours.replyMessage,
        },
      };
      const reviewChanged =
        ours.updateTime !== googleFields.updateTime ||
        known.data.rating !== rest.rating ||
        known.data.text !== rest.text ||
        known.name !== author;
      if (!reviewChanged && next.reply === known.data.reply) continue;
      await tx.query('update pins set name = $2, data = $3, updated_at = $4 where id = $1', [
        known.id,
        author,
        JSON.stringify(next),
        new Date(now),
      ]);
      const edited = known.data.rating !== rest.rating || known.data.text !== rest.text;
      if (edited && !quiet) await notify(tx, audience, fields, true, now);
    }
    const gone = [...stored.values()].filter((row) => !seen.has(row.data.google.review));
    if (gone.length > 0)
      await tx.query('delete from pins where id = any($1::uuid[])', [gone.map((row) => row.id)]);
    await tx.query(
      'update google_location_links set reviews_pulled_at = $2 where location_id = $1',
      [payload.locationId, new Date(now)],
    );
  });
  return undefined;
}
