import { signClaims, verifyClaims } from '../auth/signed-claims';

/** Seconds a started connection may take to come back from Google's consent page. */
export const CONNECT_FLOW_SECONDS = 600;

/** Whose connection a flow makes: a customer account's, or the agency's (owner null). */
export type ConnectScope = 'customer' | 'agency';

/** What a started connection must find again at the callback. */
export interface ConnectFlow {
  scope: ConnectScope;
  /** The customer account (the one the session acted for); null for the agency. */
  owner: string | null;
  state: string;
  /** The PKCE verifier of the S256 challenge sent to Google. */
  verifier: string;
  /** The redirect URI sent to Google, sent again with the code. */
  redirectUri: string;
  /** When the flow was started (ms): a flow older than the connection it would replace is a replay. */
  startedAt: number;
}

// Its own audience: a connect flow never passes for a sign-in flow or a session, nor the reverse.
const AUDIENCE = 'agency:google-connect-flow';

/** Signs a flow (HS256 with the token secret) for the browser's HttpOnly cookie, valid CONNECT_FLOW_SECONDS. */
export function signConnectFlow(
  flow: ConnectFlow,
  secret: Uint8Array,
  nowMs: number,
): Promise<string> {
  return signClaims({ ...flow }, AUDIENCE, CONNECT_FLOW_SECONDS, secret, nowMs);
}

/** The flow of a valid, unexpired connect flow token, or null (tampered, expired, another audience, a missing part). */
export async function verifyConnectFlow(
  token: string,
  secret: Uint8Array,
  nowMs: number,
): Promise<ConnectFlow | null> {
  const payload = await verifyClaims(token, AUDIENCE, secret, nowMs);
  if (payload === null) return null;
  const { scope, owner, state, verifier, redirectUri, startedAt } = payload;
  if (
    (scope !== 'customer' && scope !== 'agency') ||
    (owner !== null && typeof owner !== 'string') ||
    (scope === 'customer') !== (typeof owner === 'string') ||
    typeof state !== 'string' ||
    state === '' ||
    typeof verifier !== 'string' ||
    verifier === '' ||
    typeof redirectUri !== 'string' ||
    typeof startedAt !== 'number'
  )
    return null;
  return { scope, owner, state, verifier, redirectUri, startedAt };
}
