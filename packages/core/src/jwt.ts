import { decodeBase64Url } from './base64url';
import { decodeUtf8 } from './utf8';

/** The claims of a jwt body, as the backend put them there (not verified: only the backend verifies). */
export type JwtPayload = Readonly<Record<string, unknown>>;

/** Decodes the body of a jwt (`header.body.signature`, base64url JSON); null for anything else. Never throws. */
export function decodeJwt(jwt: unknown): JwtPayload | null {
  if (typeof jwt !== 'string') return null;
  const segments = jwt.split('.');
  if (segments.length !== 3) return null;
  const [header, body] = segments;
  if (!header || !body) return null;
  const bytes = decodeBase64Url(body);
  if (bytes === null) return null;
  const json = decodeUtf8(bytes);
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  return payload as JwtPayload;
}

/** The expiry of a jwt in epoch milliseconds (`exp` is in seconds); null when malformed or without a numeric `exp`. */
export function jwtExpiresAtMs(jwt: unknown): number | null {
  const exp = decodeJwt(jwt)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/**
 * The longest jwt taken as a session. The backend's tokens are a few hundred characters; a longer
 * cookie is garbage, and forwarding it as a Bearer header would overflow the upstream's header limit.
 */
export const MAX_JWT_LENGTH = 4096;

/** True when the session's jwt expired (its `exp` is earlier than now), is malformed or is longer than MAX_JWT_LENGTH. Never throws. */
export function isSessionExpired(jwt: unknown, nowMs: number): boolean {
  if (typeof jwt === 'string' && jwt.length > MAX_JWT_LENGTH) return true;
  const expiresAtMs = jwtExpiresAtMs(jwt);
  if (expiresAtMs === null || !Number.isFinite(nowMs)) return true;
  return expiresAtMs < nowMs;
}
