import { type GoogleCategoryId, type GoogleLocation, googleCategoryIds } from '@agency/core';
import type { AnswerText } from '../base/web-api-error';
import type { Db } from '../db/db';
import { connectionById } from './connection-store';
import type { GoogleFieldChange } from './link-answer';

/** How a location stands with its listing (the contract's LocationGoogleLink.state). */
export type LinkState = 'inStep' | 'waiting' | 'failed' | 'unlinked';

/** A linked location as the sync jobs read it: the location's row, its link and its connection. */
export interface LinkedLocation {
  locationId: string;
  ownerId: string;
  connectionId: string;
  connectionState: 'connected' | 'needsReconnect';
  googleName: string;
  /** Google's Location as last received (import, a PATCH's answer, a pull). */
  googleLocation: GoogleLocation;
  categoryIds: GoogleCategoryId[];
  state: LinkState;
  googleChanges: GoogleFieldChange[];
  /** The `locations` row. */
  row: Record<string, unknown>;
  updatedAtMs: number;
}

function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * The linked location a job may call Google for: still linked (to `googleName`, when the job names the
 * listing it was queued for) and its connection not waiting for a reconnect; else null.
 */
export async function readLiveLink(
  db: Db,
  locationId: string,
  googleName?: string,
): Promise<LinkedLocation | null> {
  const linked = await readLinked(db, locationId);
  if (
    linked === null ||
    linked.state === 'unlinked' ||
    linked.connectionState === 'needsReconnect' ||
    (googleName !== undefined && linked.googleName !== googleName)
  )
    return null;
  return linked;
}

/**
 * The listings a connection's scheduled pull covers, by Google name: each location still linked through
 * it. Null when the connection is gone or waits for a reconnect (its chain of pulls ends).
 */
export async function liveConnectionListings(
  db: Db,
  connectionId: string,
): Promise<{ locationId: string; googleName: string }[] | null> {
  const connection = await connectionById(db, connectionId);
  if (connection === null || connection.state === 'needsReconnect') return null;
  const { rows } = await db.query<{ location_id: string; google_name: string }>(
    `select location_id, google_name from google_location_links
      where connection_id = $1 and state <> 'unlinked' order by google_name`,
    [connectionId],
  );
  return rows.map((row) => ({ locationId: row.location_id, googleName: row.google_name }));
}

/** The linked location, or null when the location is not linked (or gone). */
export async function readLinked(db: Db, locationId: string): Promise<LinkedLocation | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select l.*, g.connection_id as link_connection, g.google_name as link_name,
            g.google_location as link_location, g.category_ids as link_categories,
            g.state as link_state, g.google_changes as link_changes, c.state as connection_state
       from locations l
       join google_location_links g on g.location_id = l.id
       join google_connections c on c.id = g.connection_id
      where l.id = $1`,
    [locationId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    locationId,
    ownerId: row.owner_id as string,
    connectionId: row.link_connection as string,
    connectionState: row.connection_state as LinkedLocation['connectionState'],
    googleName: row.link_name as string,
    googleLocation: json<GoogleLocation>(row.link_location) ?? {},
    categoryIds: json<GoogleCategoryId[] | null>(row.link_categories) ?? [],
    state: row.link_state as LinkState,
    googleChanges: json<GoogleFieldChange[] | null>(row.link_changes) ?? [],
    row,
    updatedAtMs: new Date(row.updated_at as string).getTime(),
  };
}

/** Category ids known for a listing: Google's latest first, then those known before for other names. */
export function mergedCategoryIds(
  location: GoogleLocation,
  known: readonly GoogleCategoryId[],
): GoogleCategoryId[] {
  const fresh = googleCategoryIds(location);
  return [
    ...fresh,
    ...known.filter((old) => !fresh.some((id) => id.displayName === old.displayName)),
  ];
}

/** A new link of a location to a listing through a connection, in step. */
export async function insertLink(
  tx: Db,
  link: {
    locationId: string;
    connectionId: string;
    googleName: string;
    accountName: string | null;
    googleLocation: GoogleLocation;
    nowMs: number;
  },
): Promise<void> {
  const now = new Date(link.nowMs);
  await tx.query(
    `insert into google_location_links (location_id, connection_id, google_name, account_name,
            google_location, category_ids, state, synced_at, state_since)
     values ($1, $2, $3, $4, $5, $6, 'inStep', $7, $7)`,
    [
      link.locationId,
      link.connectionId,
      link.googleName,
      link.accountName,
      JSON.stringify(link.googleLocation),
      JSON.stringify(googleCategoryIds(link.googleLocation)),
      now,
    ],
  );
}

/** What a sync step changes on a link; absent parts stay. */
export interface LinkUpdate {
  state?: LinkState;
  /** Our words for a failure (a code of core's server catalog), or null to clear. */
  reason?: AnswerText | null;
  /** Google's words for a failure, or null to clear. */
  message?: string | null;
  syncedAtMs?: number;
  googleLocation?: GoogleLocation;
  categoryIds?: GoogleCategoryId[];
  googleChanges?: GoogleFieldChange[];
}

/** Updates a link; its state_since moves only when its state changes. */
export async function updateLink(
  db: Db,
  locationId: string,
  update: LinkUpdate,
  nowMs: number,
): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [locationId];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (update.state !== undefined) {
    params.push(update.state, new Date(nowMs));
    const at = params.length - 1;
    sets.push(`state_since = case when state = $${at} then state_since else $${at + 1} end`);
    sets.push(`state = $${at}`);
  }
  if (update.reason !== undefined)
    set('reason', update.reason === null ? null : JSON.stringify(update.reason));
  if (update.message !== undefined) set('message', update.message?.slice(0, 2000) ?? null);
  if (update.syncedAtMs !== undefined) set('synced_at', new Date(update.syncedAtMs));
  if (update.googleLocation !== undefined)
    set('google_location', JSON.stringify(update.googleLocation));
  if (update.categoryIds !== undefined) set('category_ids', JSON.stringify(update.categoryIds));
  if (update.googleChanges !== undefined)
    set('google_changes', JSON.stringify(update.googleChanges));
  if (sets.length === 0) return;
  await db.query(
    `update google_location_links set ${sets.join(', ')} where location_id = $1`,
    params,
  );
}

/** The changes left after some fields were decided (accepted, overwritten or edited). */
export function withoutChanges(
  changes: readonly GoogleFieldChange[],
  decided: readonly string[],
): GoogleFieldChange[] {
  return changes.filter((change) => !decided.includes(change.field));
}
