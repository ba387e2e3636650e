import { isSocialProvider, type SocialProvider } from '@agency/core';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Seconds a started social sign-in may take to come back (the flow cookie's Max-Age). */
export const SOCIAL_FLOW_SECONDS = 600;

/** What a started sign-in must find again at the callback: the state, the PKCE verifier and the nonce. */
export interface SocialFlow {
  provider: SocialProvider;
  state: string;
  verifier: string;
  nonce: string;
}

const ISSUER = 'agency-web-api';
// Its own audience: a flow never passes for a session token, nor a session token for a flow.
const AUDIENCE = 'agency:social-flow';

/** Signs a flow (HS256 with the token secret) to keep in the browser's HttpOnly cookie until the callback. */
export function signFlow(flow: SocialFlow, secret: Uint8Array, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ ...flow })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SOCIAL_FLOW_SECONDS)
    .sign(secret);
}

/** The flow of a valid, unexpired flow token, or null (tampered, expired, another audience or shape). */
export async function verifyFlow(
  token: string,
  secret: Uint8Array,
  nowMs: number,
): Promise<SocialFlow | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp'],
      currentDate: new Date(nowMs),
    });
    const { provider, state, verifier, nonce } = payload;
    if (
      !isSocialProvider(provider) ||
      typeof state !== 'string' ||
      typeof verifier !== 'string' ||
      typeof nonce !== 'string'
    )
      return null;
    return { provider, state, verifier, nonce };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
