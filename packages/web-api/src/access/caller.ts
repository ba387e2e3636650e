import type { TokenClaims, TokenService } from '../auth/tokens';
import type { Db } from '../db/db';

/** A caller without a live session: only the roles everyone has. */
export interface AnonymousCaller {
  kind: 'anonymous';
  roles: string[];
}

/** A signed-in customer: their user, session and the account the session acts for. */
export interface CustomerCaller {
  kind: 'customer';
  roles: string[];
  userId: string;
  /** Null for a customer who signed up by phone or social sign-in without an address. */
  email: string | null;
  /** The account the session acts for: the customer's own, or one granted in user_alternates. */
  owner: string;
  sid: string;
}

/** A signed-in back-office admin: their user and session. */
export interface AdminCaller {
  kind: 'admin';
  roles: string[];
  userId: string;
  email: string | null;
  sid: string;
}

/** A caller with a live session, customer or admin. */
export type SignedInCaller = CustomerCaller | AdminCaller;

/** Who is calling: anonymous, or a signed-in customer or admin with their roles and session. */
export type Caller = AnonymousCaller | SignedInCaller;

/** The anonymous caller. */
export const ANONYMOUS: AnonymousCaller = { kind: 'anonymous', roles: ['anonymous'] };

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

async function sessionCaller(db: Db, claims: TokenClaims, nowMs: number): Promise<Caller | null> {
  const { rows } = await db.query<{
    email: string | null;
    owner_id: string | null;
    roles: string[] | null;
  }>(
    `select u.email, s.owner_id,
            array(select ur.role from user_roles ur join roles r on r.name = ur.role
                   where ur.user_id = u.id and r.kind = u.kind order by ur.role) as roles
       from sessions s join users u on u.id = s.user_id
      where s.id = $1 and s.user_id = $2 and u.kind = $3 and s.revoked_at is null and s.expires_at > $4
        -- The account a session acts for must still be granted: a removed grant ends such sessions at once.
        and (s.owner_id is null or s.owner_id = s.user_id or exists (
              select 1 from user_alternates ua where ua.user_id = s.user_id and ua.owner_id = s.owner_id))`,
    [claims.sid, claims.sub, claims.kind, new Date(nowMs)],
  );
  const row = rows[0];
  if (!row) return null;
  const signedIn = {
    roles: row.roles ?? [],
    userId: claims.sub,
    email: row.email,
    sid: claims.sid,
  };
  return claims.kind === 'customer'
    ? { kind: 'customer', ...signedIn, owner: row.owner_id ?? claims.sub }
    : { kind: 'admin', ...signedIn };
}

/**
 * The caller of a request: a valid customer or admin bearer token whose session is live, else anonymous.
 * A tampered, expired, alg:none or revoked token counts as no token.
 */
export async function resolveCaller(
  db: Db,
  tokens: TokenService,
  authorization: string | undefined,
  nowMs: number,
): Promise<Caller> {
  const token = bearer(authorization);
  if (!token) return ANONYMOUS;
  for (const kind of ['customer', 'admin'] as const) {
    const claims = await tokens.verify(token, kind);
    if (claims) return (await sessionCaller(db, claims, nowMs)) ?? ANONYMOUS;
  }
  return ANONYMOUS;
}
