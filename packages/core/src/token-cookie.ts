import { jwtExpiresAtMs } from './jwt';

/** Name of the cookie holding the customer's jwt (R3.3). */
export const TOKEN_COOKIE = 'token';

/** Name of the cookie holding the admin's jwt (R3.3), used only by /admin. */
export const ADMIN_TOKEN_COOKIE = 'admin-token';

/** Options of `tokenCookie`: Secure behind https, the clock, and which of the two token cookies. */
export interface TokenCookieOptions {
  readonly secure: boolean;
  readonly nowMs: number;
  readonly name?: typeof TOKEN_COOKIE | typeof ADMIN_TOKEN_COOKIE;
}

// A jwt is three base64url segments; anything else could smuggle cookie attributes in.
const JWT_CHARACTERS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/**
 * The cookie string (for Set-Cookie or document.cookie) that stores a jwt: `token=<jwt>; Path=/;
 * Max-Age=<seconds until exp>; SameSite=Lax`, plus `Secure` when asked. A null, expired or malformed
 * jwt gives the cookie that deletes it (empty value, Max-Age=0).
 */
export function tokenCookie(jwt: string | null, options: TokenCookieOptions): string {
  const name = options.name ?? TOKEN_COOKIE;
  const expiresAtMs = jwt !== null && JWT_CHARACTERS.test(jwt) ? jwtExpiresAtMs(jwt) : null;
  const maxAge =
    expiresAtMs === null || !Number.isFinite(options.nowMs)
      ? 0
      : Math.max(0, Math.floor((expiresAtMs - options.nowMs) / 1000));
  const value = maxAge > 0 && jwt !== null ? jwt : '';
  const secure = options.secure ? '; Secure' : '';
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
