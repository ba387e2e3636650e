import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'agency-web-api';

/**
 * Signs claims (HS256 with the token secret) for one audience, valid `seconds`: a flow kept in an
 * HttpOnly cookie until its callback. Each flow has its own audience, so none passes for another
 * or for a session.
 */
export function signClaims(
  claims: Readonly<Record<string, unknown>>,
  audience: string,
  seconds: number,
  secret: Uint8Array,
  nowMs: number,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + seconds)
    .sign(secret);
}

/** The claims of a valid, unexpired token of `audience`, or null (tampered, expired, another audience); the caller checks their shape. */
export async function verifyClaims(
  token: string,
  audience: string,
  secret: Uint8Array,
  nowMs: number,
): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience,
      requiredClaims: ['exp'],
      currentDate: new Date(nowMs),
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
