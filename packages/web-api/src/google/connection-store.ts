import { randomUUID } from 'node:crypto';
import type { components } from '@agency/contracts';
import type { Db } from '../db/db';
import { iso } from '../pins/pin-store';
import { openToken, sealToken, type TokenKeys } from './token-crypto';
import type { ConnectionTokenStore } from './with-access-token';

/** The contract's GoogleConnection. */
export type GoogleConnectionAnswer = components['schemas']['GoogleConnection'];

/** A stored connection: whose, which Google account, its state; the tokens stay sealed. */
export interface StoredConnection {
  id: string;
  /** The customer account; null for the agency's connection. */
  ownerId: string | null;
  email: string | null;
  state: 'connected' | 'needsReconnect';
  sandbox: boolean;
  connectedAtMs: number;
  syncedAtMs: number | null;
  stateSinceMs: number;
}

interface ConnectionRow {
  id: string;
  owner_id: string | null;
  email: string | null;
  state: 'connected' | 'needsReconnect';
  sandbox: boolean;
  connected_at: Date | string;
  synced_at: Date | string | null;
  state_since: Date | string;
}

const COLUMNS = 'id, owner_id, email, state, sandbox, connected_at, synced_at, state_since';

function ms(value: Date | string): number {
  return new Date(value).getTime();
}

function stored(row: ConnectionRow): StoredConnection {
  return {
    id: row.id,
    ownerId: row.owner_id,
    email: row.email,
    state: row.state,
    sandbox: row.sandbox,
    connectedAtMs: ms(row.connected_at),
    syncedAtMs: row.synced_at === null ? null : ms(row.synced_at),
    stateSinceMs: ms(row.state_since),
  };
}

/** The connection of an owner (a customer account, or null for the agency), or null when there is none. */
export async function findConnection(
  db: Db,
  owner: string | null,
): Promise<StoredConnection | null> {
  const { rows } = await db.query<ConnectionRow>(
    `select ${COLUMNS} from google_connections where ${owner === null ? 'owner_id is null' : 'owner_id = $1'}`,
    owner === null ? [] : [owner],
  );
  return rows[0] ? stored(rows[0]) : null;
}

/** A connection by its id, or null when it was deleted. */
export async function connectionById(db: Db, id: string): Promise<StoredConnection | null> {
  const { rows } = await db.query<ConnectionRow>(
    `select ${COLUMNS} from google_connections where id = $1`,
    [id],
  );
  return rows[0] ? stored(rows[0]) : null;
}

/** A connection as the contract answers it: never a token. */
export function connectionAnswer(connection: StoredConnection): GoogleConnectionAnswer {
  return {
    email: connection.email,
    state: connection.state,
    connectedAt: iso(connection.connectedAtMs) as string,
    syncedAt: iso(connection.syncedAtMs),
    sandbox: connection.sandbox,
  };
}

/** What a finished consent gives a connection. */
export interface Grant {
  email: string | null;
  refreshToken: string;
  accessToken: string;
  accessExpiresAtMs: number;
  scopes: readonly string[];
  sandbox: boolean;
}

/**
 * Stores an owner's grant: a new connection, or the owner's existing one takes the new grant (its
 * id, and so its links, stay) and is connected again. Tokens are sealed with the connection's id
 * as additional data. Returns the connection and the sealed refresh token it replaced, if any.
 */
export async function saveGrant(
  tx: Db,
  keys: TokenKeys,
  owner: string | null,
  grant: Grant,
  nowMs: number,
): Promise<{ connection: StoredConnection; replacedSealed: string | null }> {
  const { rows: existing } = await tx.query<{ id: string; refresh_token: string }>(
    `select id, refresh_token from google_connections
      where ${owner === null ? 'owner_id is null' : 'owner_id = $1'} for update`,
    owner === null ? [] : [owner],
  );
  const id = existing[0]?.id ?? randomUUID();
  const now = new Date(nowMs);
  const values = [
    id,
    owner,
    grant.email,
    sealToken(keys, grant.refreshToken, id),
    sealToken(keys, grant.accessToken, id),
    new Date(grant.accessExpiresAtMs),
    grant.scopes.join(' '),
    grant.sandbox,
    now,
  ];
  const { rows } = existing[0]
    ? await tx.query<ConnectionRow>(
        `update google_connections set email = $3, refresh_token = $4, access_token = $5,
                access_expires_at = $6, scope = $7, sandbox = $8, state = 'connected',
                connected_at = $9, state_since = $9
          where id = $1 and owner_id is not distinct from $2 returning ${COLUMNS}`,
        values,
      )
    : await tx.query<ConnectionRow>(
        `insert into google_connections (id, owner_id, email, refresh_token, access_token,
                access_expires_at, scope, sandbox, state, connected_at, state_since)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'connected', $9, $9) returning ${COLUMNS}`,
        values,
      );
  return {
    connection: stored(rows[0] as ConnectionRow),
    replacedSealed: existing[0]?.refresh_token ?? null,
  };
}

/** The sealed refresh token of a connection (for a revoke), or null when it is gone. */
export async function sealedRefreshToken(db: Db, id: string): Promise<string | null> {
  const { rows } = await db.query<{ refresh_token: string }>(
    'select refresh_token from google_connections where id = $1',
    [id],
  );
  return rows[0]?.refresh_token ?? null;
}

/** The tokens of a connection for withAccessToken: opened on read, sealed on write. */
export function connectionTokens(db: Db, keys: TokenKeys, id: string): ConnectionTokenStore {
  return {
    async read() {
      const { rows } = await db.query<{
        refresh_token: string;
        access_token: string | null;
        access_expires_at: Date | string | null;
      }>(
        'select refresh_token, access_token, access_expires_at from google_connections where id = $1',
        [id],
      );
      const row = rows[0];
      if (!row) throw new Error('the Google connection was removed');
      return {
        refreshToken: openToken(keys, row.refresh_token, id),
        ...(row.access_token !== null && row.access_expires_at !== null
          ? {
              accessToken: openToken(keys, row.access_token, id),
              accessExpiresAtMs: ms(row.access_expires_at),
            }
          : {}),
      };
    },
    async write(tokens) {
      await db.query(
        `update google_connections set refresh_token = $2, access_token = $3, access_expires_at = $4
          where id = $1`,
        [
          id,
          sealToken(keys, tokens.refreshToken, id),
          tokens.accessToken === undefined ? null : sealToken(keys, tokens.accessToken, id),
          tokens.accessExpiresAtMs === undefined ? null : new Date(tokens.accessExpiresAtMs),
        ],
      );
    },
  };
}

/** Google refused the grant: the connection needs a new consent; nothing else changes. */
export async function markNeedsReconnect(db: Db, id: string, nowMs: number): Promise<void> {
  await db.query(
    `update google_connections set state = 'needsReconnect', state_since = $2, access_token = null,
            access_expires_at = null
      where id = $1 and state <> 'needsReconnect'`,
    [id, new Date(nowMs)],
  );
}

/** The listings were read from Google now. */
export async function markSynced(db: Db, id: string, nowMs: number): Promise<void> {
  await db.query('update google_connections set synced_at = $2 where id = $1', [
    id,
    new Date(nowMs),
  ]);
}
