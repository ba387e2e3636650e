import { isSocialProvider, type SocialProvider } from '@agency/core';
import { signClaims, verifyClaims } from './signed-claims';

/** Seconds a started social sign-in may take to come back (the flow cookie's Max-Age). */
export const SOCIAL_FLOW_SECONDS = 600;

/** What a started sign-in must find again at the callback: the state, the PKCE verifier and the nonce. */
export interface SocialFlow {
  provider: SocialProvider;
  state: string;
  verifier: string;
  nonce: string;
}

// Its own audience: a flow never passes for a session token, nor a session token for a flow.
const AUDIENCE = 'agency:social-flow';

/** Signs a flow (HS256 with the token secret) to keep in the browser's HttpOnly cookie until the callback. */
export function signFlow(flow: SocialFlow, secret: Uint8Array, nowMs: number): Promise<string> {
  return signClaims({ ...flow }, AUDIENCE, SOCIAL_FLOW_SECONDS, secret, nowMs);
}

/** The flow of a valid, unexpired flow token, or null (tampered, expired, another audience or shape). */
export async function verifyFlow(
  token: string,
  secret: Uint8Array,
  nowMs: number,
): Promise<SocialFlow | null> {
  const payload = await verifyClaims(token, AUDIENCE, secret, nowMs);
  if (payload === null) return null;
  const { provider, state, verifier, nonce } = payload;
  if (
    !isSocialProvider(provider) ||
    typeof state !== 'string' ||
    typeof verifier !== 'string' ||
    typeof nonce !== 'string'
  )
    return null;
  return { provider, state, verifier, nonce };
}
