import type { Db } from '../db/db';
import { connectionTokens, markNeedsReconnect, type StoredConnection } from './connection-store';
import { GoogleApiError } from './google-api-error';
import { createGoogleClient, type GoogleClient } from './google-client';
import type { GoogleSettings } from './google-settings';
import { reencryptStoredTokens, type SealedTokenStore, TokenDecryptError } from './token-crypto';
import { withAccessToken } from './with-access-token';

/** The Google Business Profile connection of this process: its configuration and its client. */
export interface GoogleRuntime {
  settings: GoogleSettings;
  client: GoogleClient;
  now: () => number;
}

/** The runtime of the configured connection: the client over the configured fetch and origin, on the clock. */
export function createGoogleRuntime(settings: GoogleSettings, now: () => number): GoogleRuntime {
  const client = createGoogleClient({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    ...(settings.apisOrigin !== undefined ? { apisOrigin: settings.apisOrigin } : {}),
    ...(settings.fetch !== undefined ? { fetch: settings.fetch } : {}),
    now,
  });
  return { settings, client, now };
}

/** True when Google no longer honours the connection's grant (the connection needs a new consent). */
export function grantRefused(error: unknown): boolean {
  return (
    error instanceof TokenDecryptError ||
    (error instanceof GoogleApiError && (error.kind === 'revoked' || error.kind === 'unauthorized'))
  );
}

/**
 * Runs a Google call with a connection's access token (refreshed when needed, withAccessToken).
 * A grant Google refuses (revoked, or a 401 after a refresh) or a token no key opens marks the
 * connection needsReconnect, then the error goes on: nothing local is deleted.
 */
export async function callGoogle<T>(
  db: Db,
  google: GoogleRuntime,
  connection: Pick<StoredConnection, 'id'>,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  try {
    return await withAccessToken(
      google.client,
      connectionTokens(db, google.settings.tokenKeys, connection.id),
      call,
      google.now,
    );
  } catch (error) {
    if (grantRefused(error)) await markNeedsReconnect(db, connection.id, google.now());
    throw error;
  }
}

const TOKEN_COLUMNS = ['refresh_token', 'access_token'] as const;

/** Every sealed token of the connections table (both columns), for key rotation. */
export function storedConnectionTokens(db: Db): SealedTokenStore {
  return {
    async list() {
      const { rows } = await db.query<{
        id: string;
        refresh_token: string;
        access_token: string | null;
      }>('select id, refresh_token, access_token from google_connections');
      return rows.flatMap((row) =>
        TOKEN_COLUMNS.flatMap((column) => {
          const sealed = row[column];
          return sealed === null ? [] : [{ id: `${column}:${row.id}`, sealed, context: row.id }];
        }),
      );
    },
    async replace(key, previous, sealed) {
      const [column, id] = key.split(':') as [(typeof TOKEN_COLUMNS)[number], string];
      if (!TOKEN_COLUMNS.includes(column)) return;
      await db.query(
        `update google_connections set ${column} = $3 where id = $1 and ${column} = $2`,
        [id, previous, sealed],
      );
    },
  };
}

/**
 * The middle step of a GOOGLE_TOKEN_KEYS rotation, run at every start: tokens sealed with a key
 * other than the first are sealed again with the first. The count re-sealed.
 */
export function resealConnectionTokens(db: Db, google: GoogleRuntime): Promise<number> {
  return reencryptStoredTokens(storedConnectionTokens(db), google.settings.tokenKeys);
}
