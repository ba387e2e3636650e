import type { GoogleLocation, LocationMatchRule, MatchableLocation } from '@agency/core';
import type { Db } from '../db/db';
import { fieldColumns, googleFields, WRITABLE_LINKED_FIELDS } from './linked-fields';
import { insertLink } from './location-links';

/** A location of an owner as the matching rules and the import read it. */
export interface OwnLocation extends MatchableLocation {
  id: string;
  name: string;
  /** The listing it is linked to (through any connection), or null. */
  linkedTo: string | null;
  row: Record<string, unknown>;
}

/** The rule names the contract answers (core's nameAndAddress is `nameAddress`). */
export const RULE_ANSWER: Readonly<
  Record<LocationMatchRule, 'storeCode' | 'placeId' | 'nameAddress'>
> = { storeCode: 'storeCode', placeId: 'placeId', nameAndAddress: 'nameAddress' };

/** An owner's active locations, each with the listing it is linked to. */
export async function ownLocations(db: Db, owner: string): Promise<OwnLocation[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select l.*, g.google_name as linked_to from locations l
       left join google_location_links g on g.location_id = l.id
      where l.owner_id = $1 and l.archived_at is null order by l.created_at, l.id`,
    [owner],
  );
  return rows.map((row) => ({
    id: row.id as string,
    name: row.name as string,
    storeCode: (row.store_code as string | null) ?? null,
    placeId: (row.place_id as string | null) ?? null,
    addressLines: (row.address_lines as string[] | null) ?? [],
    postalCode: (row.postal_code as string | null) ?? null,
    linkedTo: (row.linked_to as string | null) ?? null,
    row,
  }));
}

// Every field Google holds that we keep: the writable ones, the Maps link and the place id.
const FROM_GOOGLE = [...WRITABLE_LINKED_FIELDS, 'googleMapsUrl', 'placeId'] as const;

/** The listing as a location's linked fields and their columns. */
function googleColumns(location: GoogleLocation) {
  return fieldColumns(googleFields(location), FROM_GOOGLE);
}

/** A new location of the owner with the listing's values (source `google`); its id. */
export async function createFromListing(
  tx: Db,
  owner: string,
  location: GoogleLocation,
  nowMs: number,
): Promise<string> {
  const { columns, values } = googleColumns(location);
  const { rows } = await tx.query<{ id: string }>(
    `insert into locations (owner_id, source, created_at, updated_at, ${columns.join(', ')})
     values ($1, 'google', $2, $2, ${columns.map((_, index) => `$${index + 3}`).join(', ')})
     returning id`,
    [owner, new Date(nowMs), ...values],
  );
  return (rows[0] as { id: string }).id;
}

/** An existing location takes the listing's values. */
export async function takeListingValues(
  tx: Db,
  locationId: string,
  location: GoogleLocation,
  nowMs: number,
): Promise<void> {
  const { columns, values } = googleColumns(location);
  await tx.query(
    `update locations set ${columns.map((column, index) => `${column} = $${index + 3}`).join(', ')},
            updated_at = $2 where id = $1`,
    [locationId, new Date(nowMs), ...values],
  );
}

/** Links a location to a listing through a connection: Google's Location and category ids kept, in step. */
export function linkListing(
  tx: Db,
  locationId: string,
  connectionId: string,
  listing: { name: string; accountName: string | null; location: GoogleLocation },
  nowMs: number,
): Promise<void> {
  return insertLink(tx, {
    locationId,
    connectionId,
    googleName: listing.name,
    accountName: listing.accountName,
    googleLocation: listing.location,
    nowMs,
  });
}

/** The store code a listing would give a location, for the uniqueness check before writing. */
export function listingStoreCode(location: GoogleLocation): string | null {
  return googleFields(location).storeCode;
}
