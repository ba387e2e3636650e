import { errors, jwtVerify, SignJWT } from 'jose';

/** The two token kinds: a customer token (cookie `token`) and an admin token (cookie `admin-token`). */
export type TokenKind = 'customer' | 'admin';

/** The claims a token carries besides exp/iat/iss/aud. */
export interface TokenClaims {
  kind: TokenKind;
  /** The signed-in user. */
  sub: string;
  /** The session id (a row of sessions; signing out revokes it). */
  sid: string;
  /** The account acted for (customers). */
  owner: string | null;
}

const ISSUER = 'agency-web-api';
const AUDIENCE: Record<TokenKind, string> = { customer: 'agency:customer', admin: 'agency:admin' };
/** How long a token lives, in seconds. */
export const TOKEN_TTL_SECONDS: Record<TokenKind, number> = {
  customer: 12 * 3600,
  admin: 8 * 3600,
};

/** Signs and verifies HS256 JWTs; customer and admin tokens differ by audience, so neither passes for the other. */
export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token of that kind, or null (bad signature, alg, audience, issuer, expiry or shape). */
  verify(token: string, kind: TokenKind): Promise<TokenClaims | null>;
}

/** Token service over a secret and a clock (ms). */
export function createTokenService(secret: Uint8Array, now: () => number): TokenService {
  return {
    async sign(claims) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ sid: claims.sid, owner: claims.owner })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE[claims.kind])
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_TTL_SECONDS[claims.kind])
        .sign(secret);
    },
    async verify(token, kind) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE[kind],
          requiredClaims: ['exp', 'sub'],
          currentDate: new Date(now()),
        });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
        const owner = typeof payload.owner === 'string' ? payload.owner : null;
        return { kind, sub: payload.sub, sid: payload.sid, owner };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
