import type { TokenClaims, TokenKind, TokenService } from '../auth/tokens';
import type { Db } from '../db/db';

/** Who is calling: anonymous, or a signed-in customer or admin with their roles and session. */
export interface Caller {
  kind: 'anonymous' | TokenKind;
  roles: string[];
  /** The signed-in user (null when anonymous). */
  userId: string | null;
  email: string | null;
  /** The account a customer session acts for. */
  owner: string | null;
  sid: string | null;
}

/** The anonymous caller. */
export const ANONYMOUS: Caller = {
  kind: 'anonymous',
  roles: ['anonymous'],
  userId: null,
  email: null,
  owner: null,
  sid: null,
};

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
            array(select ur.role from user_roles ur where ur.user_id = u.id order by ur.role) as roles
       from sessions s join users u on u.id = s.user_id
      where s.id = $1 and s.user_id = $2 and u.kind = $3 and s.revoked_at is null and s.expires_at > $4`,
    [claims.sid, claims.sub, claims.kind, new Date(nowMs)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    kind: claims.kind,
    roles: row.roles ?? [],
    userId: claims.sub,
    email: row.email,
    owner: claims.kind === 'customer' ? (row.owner_id ?? claims.sub) : null,
    sid: claims.sid,
  };
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
