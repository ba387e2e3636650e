import type { components } from '@agency/contracts';
import { type GoogleLocation, matchLocation } from '@agency/core';
import { fieldError, WebApiError } from '../base/web-api-error';
import type { CallContext } from '../context/call-context';
import { answeringConstraints } from '../db/constraint-answer';
import { findConnection } from './connection-store';
import { answeringGoogle, requireGoogle, takeProjectPlace } from './google-answers';
import { GoogleApiError } from './google-api-error';
import { callGoogle } from './google-runtime';
import {
  createFromListing,
  linkListing,
  ownLocations,
  RULE_ANSWER,
  takeListingValues,
} from './link-location';
import { googleFields } from './linked-fields';
import { liveConnection, oneLineAddress, readListings } from './listings';
import { nextPullMs, queuePull, queueReviewsPull } from './pull-schedule';
import { nextStatisticsPullMs, queueBackfill, queueStatisticsPull } from './pull-statistics';
import { LOCATION_READ_MASK } from './read-mask';

/** The contract's GoogleProblemOwner: a customer account, or null. */
export type GoogleProblemOwner = components['schemas']['GoogleProblemOwner'];

/** An agency listing as AgencyGoogle/locations answers it. */
export type AgencyListing =
  components['schemas']['AgencyGoogleLocationsResponse']['data']['items'][number];

/** The customer account of a row's `customer_id`, `customer_name`, `customer_email`, or null. */
export function customerOf(row: Record<string, unknown>, prefix: string): GoogleProblemOwner {
  const id = row[`${prefix}_id`];
  if (typeof id !== 'string') return null;
  return {
    id,
    name: String(row[`${prefix}_name`] ?? ''),
    email: (row[`${prefix}_email`] as string | null) ?? null,
  };
}

/** AgencyGoogle/locations: the listings the agency's account manages (live), each with the customer it is linked to. */
export async function agencyListings(ctx: CallContext): Promise<{ items: AgencyListing[] }> {
  const google = requireGoogle(ctx.google);
  const connection = liveConnection(await findConnection(ctx.db, null));
  const listings = await readListings(ctx.db, google, connection, ctx.log);
  const { rows } = await ctx.db.query<Record<string, unknown>>(
    `select g.google_name, g.location_id, u.id as customer_id, u.name as customer_name,
            u.email as customer_email
       from google_location_links g
       join locations l on l.id = g.location_id
       join users u on u.id = l.owner_id
      where g.connection_id = $1`,
    [connection.id],
  );
  const links = new Map(rows.map((row) => [row.google_name as string, row]));
  return {
    items: listings.slice(0, 5000).map((listing) => {
      const fields = googleFields(listing.location);
      const link = links.get(listing.name);
      return {
        name: listing.name,
        title: fields.name.slice(0, 300),
        address: oneLineAddress(fields),
        customer: link ? customerOf(link, 'customer') : null,
        pinId: link ? (link.location_id as string) : null,
      };
    }),
  };
}

/**
 * AgencyGoogle/link: the listing (read live through the agency's connection) becomes a linked
 * location of the customer: the customer's location that matchLocation finds takes Google's values,
 * else a new one is made; edits flow through the agency's connection. Linking a listing again to
 * the same customer answers the same location. A listing linked to another customer, or to one of
 * this customer's locations through the customer's own connection, is 409; several matching
 * locations are 409 (the rule named); a listing the agency's account does not manage is 400.
 */
export async function linkForCustomer(
  ctx: CallContext,
  name: string,
  customer: string,
): Promise<{ pinId: string }> {
  const google = requireGoogle(ctx.google);
  const connection = liveConnection(await findConnection(ctx.db, null));
  const { rows: users } = await ctx.db.query(
    "select 1 from users where id = $1 and kind = 'customer'",
    [customer],
  );
  if (users.length === 0) throw new WebApiError(404, 'NOT_FOUND', 'google.notCustomer');
  const { rows: linked } = await ctx.db.query<{ location_id: string; owner_id: string }>(
    `select g.location_id, l.owner_id from google_location_links g
       join locations l on l.id = g.location_id where g.connection_id = $1 and g.google_name = $2`,
    [connection.id, name],
  );
  const already = linked[0];
  if (already !== undefined) {
    if (already.owner_id === customer) return { pinId: already.location_id };
    throw new WebApiError(409, 'CONFLICT', 'google.listingLinked');
  }
  const location = await answeringGoogle(ctx.log, async () => {
    await takeProjectPlace(ctx.db, google.now());
    try {
      return (await callGoogle(ctx.db, google, connection, (token) =>
        google.client.getLocation(token, name, LOCATION_READ_MASK),
      )) as GoogleLocation;
    } catch (error) {
      if (
        error instanceof GoogleApiError &&
        (error.kind === 'not-found' || error.kind === 'forbidden')
      )
        throw fieldError('name', 'not_found', { id: 'google.listingGone', params: { name } });
      throw error;
    }
  });
  const own = await ownLocations(ctx.db, customer);
  if (own.some((candidate) => candidate.linkedTo === name))
    throw new WebApiError(409, 'CONFLICT', 'google.listingLinked');
  const found = matchLocation(
    googleFields(location),
    own.filter((candidate) => candidate.linkedTo === null),
  );
  if (found.kind === 'ambiguous')
    throw new WebApiError(409, 'CONFLICT', {
      id: 'google.ambiguous',
      params: { rule: RULE_ANSWER[found.rule] },
    });
  const now = ctx.now();
  // A store code another location of the customer holds (one linked elsewhere) is a 409.
  const words = { field: () => 'name', duplicate: 'record.storeCodeTaken' } as const;
  const pinId = await answeringConstraints(
    () =>
      ctx.db.transaction(async (tx) => {
        let id: string;
        if (found.kind === 'match') {
          id = found.location.id;
          await takeListingValues(tx, id, location, now);
        } else id = await createFromListing(tx, customer, location, now);
        await linkListing(tx, id, connection.id, { name, accountName: null, location }, now);
        await queuePull(tx, ctx.googleJobs, connection.id, nextPullMs(now), now);
        await queueBackfill(tx, ctx.googleJobs, { locationId: id, googleName: name }, now);
        await queueReviewsPull(tx, ctx.googleJobs, { locationId: id, googleName: name }, now);
        await queueStatisticsPull(
          tx,
          ctx.googleJobs,
          connection.id,
          nextStatisticsPullMs(now),
          now,
        );
        return id;
      }),
    words,
  );
  return { pinId };
}

/** AgencyGoogle/unlink: the listing's link through the agency is removed (the location stays, unlinked); 404 when it is not linked. */
export async function unlinkAgency(ctx: CallContext, name: string): Promise<void> {
  const connection = await findConnection(ctx.db, null);
  const { rows } =
    connection === null
      ? { rows: [] }
      : await ctx.db.query(
          `delete from google_location_links where connection_id = $1 and google_name = $2
           returning location_id`,
          [connection.id, name],
        );
  if (rows.length === 0) throw new WebApiError(404, 'NOT_FOUND', 'google.notLinked');
}
