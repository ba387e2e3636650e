import type { GoogleLocation, LinkedLocationFields } from '@agency/core';
import { WebApiError } from '../base/web-api-error';
import type { Db } from '../db/db';
import { markSynced, type StoredConnection } from './connection-store';
import { answeringGoogle, takeProjectPlace } from './google-answers';
import { callGoogle, type GoogleRuntime } from './google-runtime';
import { LOCATION_READ_MASK } from './read-mask';

/** One listing a connection manages: its name, the account (business group) holding it, Google's Location. */
export interface Listing {
  name: string;
  account: string;
  accountName: string;
  location: GoogleLocation;
}

/** The connection of an owner, live: 409 when there is none or it needs reconnecting. */
export function liveConnection(connection: StoredConnection | null): StoredConnection {
  if (connection === null) throw new WebApiError(409, 'CONFLICT', 'google.notConnected');
  if (connection.state === 'needsReconnect')
    throw new WebApiError(409, 'CONFLICT', 'google.reconnect');
  return connection;
}

/**
 * Every listing of every account the connection's Google user manages (Account Management
 * accounts.list, Business Information accounts.locations.list with LOCATION_READ_MASK), read live.
 * Each call takes a place in the project's rate window first: a full window is a 429, never a wait.
 * A listing in two accounts is listed once.
 */
export async function readListings(
  db: Db,
  google: GoogleRuntime,
  connection: StoredConnection,
  log: (line: string) => void,
): Promise<Listing[]> {
  return answeringGoogle(log, async () => {
    await takeProjectPlace(db, google.now());
    const accounts = await callGoogle(db, google, connection, (token) =>
      google.client.listAccounts(token),
    );
    const listings = new Map<string, Listing>();
    for (const account of accounts) {
      const accountName = account.name as string;
      await takeProjectPlace(db, google.now());
      const locations = await callGoogle(db, google, connection, (token) =>
        google.client.listLocations(token, accountName, LOCATION_READ_MASK),
      );
      for (const location of locations) {
        const name = location.name;
        if (typeof name !== 'string' || listings.has(name)) continue;
        listings.set(name, {
          name,
          account: (account.accountName ?? accountName).slice(0, 300),
          accountName,
          location: location as GoogleLocation,
        });
      }
    }
    await markSynced(db, connection.id, google.now());
    return [...listings.values()];
  });
}

/** A listing's address on one line: its address lines, then locality and postal code. */
export function oneLineAddress(fields: LinkedLocationFields): string {
  return [...fields.addressLines, fields.locality, fields.postalCode]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(', ')
    .slice(0, 1000);
}
