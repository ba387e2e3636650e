import type { components } from '@agency/contracts';
import { type FieldProblem, fieldProblem, WebApiError } from '../base/web-api-error';
import type { CallContext } from '../context/call-context';
import { locationMatcher } from '../pins/location-matcher';
import { findConnection } from './connection-store';
import { requireGoogle } from './google-answers';
import {
  createFromListing,
  linkListing,
  listingStoreCode,
  type OwnLocation,
  ownLocations,
  RULE_ANSWER,
  takeListingValues,
} from './link-location';
import { differingFields, googleFields, rowFields } from './linked-fields';
import { type Listing, liveConnection, oneLineAddress, readListings } from './listings';
import { nextPullMs, queuePull, queueReviewsPull } from './pull-schedule';
import { nextStatisticsPullMs, queueBackfill, queueStatisticsPull } from './pull-statistics';

/** The contract's GoogleImportRow. */
export type GoogleImportRow = components['schemas']['GoogleImportRow'];

/** One choice of Google/importCommit. */
export interface ImportChoice {
  name: string;
  action: 'create' | 'link' | 'skip';
  pinId?: string;
}

/** The owner's locations as the preview reads them: by the listing each is linked to, and matched by core's rules among the unlinked. */
export interface OwnIndex {
  linked: ReadonlyMap<string, OwnLocation>;
  match: ReturnType<typeof locationMatcher<OwnLocation>>;
}

/** Indexes an owner's locations for importRow. */
export function ownIndex(own: readonly OwnLocation[]): OwnIndex {
  return {
    linked: new Map(
      own.flatMap((location) => (location.linkedTo ? [[location.linkedTo, location]] : [])),
    ),
    match: locationMatcher(own.filter((location) => location.linkedTo === null)),
  };
}

/** How the import would treat a listing, against the owner's locations. */
export function importRow(
  listing: Listing,
  { linked: byListing, match }: OwnIndex,
): GoogleImportRow {
  const theirs = googleFields(listing.location);
  const base = {
    name: listing.name,
    account: listing.account,
    title: theirs.name.slice(0, 300),
    storeCode: theirs.storeCode,
    address: oneLineAddress(theirs),
  };
  const changes = (location: OwnLocation) => differingFields(rowFields(location.row), theirs);
  const linked = byListing.get(listing.name);
  if (linked) {
    return {
      ...base,
      status: 'linked',
      match: { pinId: linked.id, pinName: linked.name, rule: 'linked' },
      changes: changes(linked),
    };
  }
  const found = match(theirs);
  if (found.kind !== 'match') return { ...base, status: 'new', match: null, changes: [] };
  const { location, rule } = found;
  return {
    ...base,
    status: 'matched',
    match: { pinId: location.id, pinName: location.name, rule: RULE_ANSWER[rule] },
    changes: changes(location),
  };
}

/**
 * Google/importPreview: every listing of the owner's connection, read live, each classified by core
 * matchLocation against the owner's locations (already linked ones: `linked`). Imports nothing.
 */
export async function previewGoogleImport(
  ctx: CallContext,
  owner: string,
): Promise<{ rows: GoogleImportRow[] }> {
  const google = requireGoogle(ctx.google);
  const connection = liveConnection(await findConnection(ctx.db, owner));
  const listings = await readListings(ctx.db, google, connection, ctx.log);
  const index = ownIndex(await ownLocations(ctx.db, owner));
  return { rows: listings.slice(0, 5000).map((listing) => importRow(listing, index)) };
}

function refused(problem: FieldProblem): WebApiError {
  return new WebApiError(400, 'VALIDATION_FAILED', problem.text, { fields: [problem] });
}

/** The first problem of the choices, before anything is written; null when every choice can be made. */
function choiceProblem(
  choices: readonly ImportChoice[],
  listings: ReadonlyMap<string, Listing>,
  own: readonly OwnLocation[],
): FieldProblem | null {
  const named = new Set<string>();
  const takenPins = new Set<string>();
  // Store codes the account will hold: those of locations no choice rewrites, then each choice's.
  const rewritten = new Set(
    choices.flatMap((choice) => (choice.action === 'link' && choice.pinId ? [choice.pinId] : [])),
  );
  const codes = new Set(
    own
      .filter((location) => !rewritten.has(location.id))
      .flatMap((location) => (location.storeCode ? [location.storeCode] : [])),
  );
  for (const [index, choice] of choices.entries()) {
    const at = `choices.${index}`;
    if (named.has(choice.name))
      return fieldProblem(`${at}.name`, 'duplicate', 'google.choiceTwice');
    named.add(choice.name);
    if (choice.action === 'skip') continue;
    const listing = listings.get(choice.name);
    if (!listing)
      return fieldProblem(`${at}.name`, 'not_found', {
        id: 'google.listingGone',
        params: { name: choice.name },
      });
    if (own.some((location) => location.linkedTo === choice.name))
      return fieldProblem(`${at}.name`, 'duplicate', 'google.listingLinked');
    if (choice.action === 'link') {
      if (choice.pinId === undefined)
        return fieldProblem(`${at}.pinId`, 'required', 'field.required');
      const location = own.find((candidate) => candidate.id === choice.pinId);
      if (!location) return fieldProblem(`${at}.pinId`, 'not_found', 'record.noLocation');
      if (location.linkedTo !== null || takenPins.has(location.id))
        return fieldProblem(`${at}.pinId`, 'duplicate', 'google.locationLinked');
      takenPins.add(location.id);
    }
    const code = listingStoreCode(listing.location);
    if (code !== null) {
      if (codes.has(code)) return fieldProblem(`${at}.name`, 'duplicate', 'record.storeCodeTaken');
      codes.add(code);
    }
  }
  return null;
}

/**
 * Google/importCommit: every choice made, or none. The listings are read live; each choice is
 * checked before anything is written (a listing the connection no longer manages, one already
 * linked, a location not of the account or already linked, a store code the account already
 * holds: 400 naming the choice); then, in one transaction, `create` makes a location (source
 * google), `link` makes the location take Google's values, and each keeps Google's Location and
 * category ids on its link, in step.
 */
export async function commitGoogleImport(
  ctx: CallContext,
  owner: string,
  choices: readonly ImportChoice[],
): Promise<{ created: number; linked: number; skipped: number }> {
  const google = requireGoogle(ctx.google);
  const connection = liveConnection(await findConnection(ctx.db, owner));
  const acting = choices.some((choice) => choice.action !== 'skip');
  const listings = new Map(
    (acting ? await readListings(ctx.db, google, connection, ctx.log) : []).map((listing) => [
      listing.name,
      listing,
    ]),
  );
  const own = await ownLocations(ctx.db, owner);
  const problem = choiceProblem(choices, listings, own);
  if (problem !== null) throw refused(problem);
  const now = ctx.now();
  const counts = { created: 0, linked: 0, skipped: 0 };
  await ctx.db.transaction(async (tx) => {
    for (const choice of choices) {
      const listing = listings.get(choice.name);
      if (choice.action === 'skip' || !listing) {
        counts.skipped += 1;
        continue;
      }
      let locationId: string;
      if (choice.action === 'create') {
        locationId = await createFromListing(tx, owner, listing.location, now);
        counts.created += 1;
      } else {
        locationId = choice.pinId as string;
        await takeListingValues(tx, locationId, listing.location, now);
        counts.linked += 1;
      }
      await linkListing(tx, locationId, connection.id, listing, now);
      await queueBackfill(tx, ctx.googleJobs, { locationId, googleName: listing.name }, now);
      await queueReviewsPull(tx, ctx.googleJobs, { locationId, googleName: listing.name }, now);
    }
    if (counts.created + counts.linked > 0) {
      await queuePull(tx, ctx.googleJobs, connection.id, nextPullMs(now), now);
      await queueStatisticsPull(tx, ctx.googleJobs, connection.id, nextStatisticsPullMs(now), now);
    }
  });
  return counts;
}
