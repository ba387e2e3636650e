import { createHash, randomBytes } from 'node:crypto';
import { GoogleApiError } from './google-api-error';
import type { GoogleHttp } from './google-http';
import { emptyShape, tokenAnswerShape, userinfoShape } from './google-shapes';
import { googleUrl } from './google-url';

/** The Business Profile scope. */
export const BUSINESS_MANAGE_SCOPE = 'https://www.googleapis.com/auth/business.manage';

/** The scopes a connection asks for: who the Google user is, and their business listings. */
export const GOOGLE_SCOPES = ['openid', 'email', BUSINESS_MANAGE_SCOPE] as const;

const AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const TOKEN_URL = new URL('https://oauth2.googleapis.com/token');
const REVOKE_URL = new URL('https://oauth2.googleapis.com/revoke');
const USERINFO_URL = new URL('https://openidconnect.googleapis.com/v1/userinfo');

/** The OAuth client of the project (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET). */
export interface GoogleOAuthClient {
  clientId: string;
  clientSecret: string;
}

/** What the consent page is asked for. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  /** The CSRF state the callback must bring back. */
  state: string;
  /** S256 of the PKCE verifier (createPkcePair). */
  codeChallenge: string;
  /** Default: GOOGLE_SCOPES. */
  scope?: readonly string[];
  /** The e-mail Google preselects. */
  loginHint?: string;
}

/** Tokens from the token endpoint. */
export interface GoogleTokens {
  accessToken: string;
  /** When the access token stops working, by the client's clock. */
  expiresAtMs: number;
  /** Only on a first offline consent or with prompt=consent (and when Google rotates it). */
  refreshToken?: string;
  scopes: string[];
}

/** The Google user behind an access token. */
export interface GoogleUser {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

/** A PKCE verifier (43 characters of base64url) and its S256 challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * The consent page URL the browser is sent to: code flow with PKCE (S256), offline access (a refresh
 * token), consent always shown (so a refresh token always comes), granted scopes kept.
 */
export function authorizationUrl(
  apisOrigin: string | undefined,
  request: AuthorizationRequest,
): string {
  const url = new URL(AUTHORIZE_URL);
  const params = url.searchParams;
  params.set('client_id', request.clientId);
  params.set('redirect_uri', request.redirectUri);
  params.set('response_type', 'code');
  params.set('scope', (request.scope ?? GOOGLE_SCOPES).join(' '));
  params.set('state', request.state);
  params.set('code_challenge', request.codeChallenge);
  params.set('code_challenge_method', 'S256');
  params.set('access_type', 'offline');
  params.set('prompt', 'consent');
  params.set('include_granted_scopes', 'true');
  if (request.loginHint) params.set('login_hint', request.loginHint);
  return googleUrl(url, apisOrigin).href;
}

interface TokenAnswer {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  scope?: string;
}

/** The token endpoint, revocation and userinfo of one OAuth client. */
export interface GoogleOAuthCalls {
  /** Exchanges the callback's code (with the PKCE verifier of its request) for tokens; a used or expired code is 'invalid'. */
  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<GoogleTokens>;
  /** A new access token; a revoked or expired grant fails as 'revoked' (invalid_grant). */
  refresh(refreshToken: string): Promise<GoogleTokens>;
  /** Revokes the grant of an access or refresh token: true, or false when Google no longer knew it. */
  revoke(token: string): Promise<boolean>;
  /** The Google user of an access token (`openid email` scopes). */
  userinfo(accessToken: string): Promise<GoogleUser>;
}

/** The OAuth calls of a client over the Google HTTP layer. */
export function createOAuthCalls(
  http: GoogleHttp,
  client: GoogleOAuthClient,
  now: () => number,
): GoogleOAuthCalls {
  const tokens = async (form: Record<string, string>, what: string): Promise<GoogleTokens> => {
    const sentAt = now();
    const answer = await http<TokenAnswer>(
      {
        method: 'POST',
        url: TOKEN_URL,
        what,
        form: { ...form, client_id: client.clientId, client_secret: client.clientSecret },
      },
      tokenAnswerShape,
    );
    return {
      accessToken: answer.access_token,
      expiresAtMs: sentAt + answer.expires_in * 1000,
      ...(answer.refresh_token ? { refreshToken: answer.refresh_token } : {}),
      scopes: (answer.scope ?? '').split(' ').filter((scope) => scope !== ''),
    };
  };
  return {
    async exchangeCode({ code, codeVerifier, redirectUri }) {
      try {
        return await tokens(
          {
            grant_type: 'authorization_code',
            code,
            code_verifier: codeVerifier,
            redirect_uri: redirectUri,
          },
          'oauth.exchangeCode',
        );
      } catch (error) {
        // invalid_grant here is a used, expired or mismatched code, not a revoked connection.
        if (error instanceof GoogleApiError && error.kind === 'revoked') {
          throw new GoogleApiError('invalid', error.message, {
            ...(error.httpStatus !== undefined ? { httpStatus: error.httpStatus } : {}),
            ...(error.status !== undefined ? { status: error.status } : {}),
            ...(error.googleMessage !== undefined ? { googleMessage: error.googleMessage } : {}),
          });
        }
        throw error;
      }
    },
    refresh: (refreshToken) =>
      tokens({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'oauth.refresh'),
    async revoke(token) {
      try {
        await http(
          { method: 'POST', url: REVOKE_URL, what: 'oauth.revoke', form: { token }, emptyOk: true },
          emptyShape,
        );
        return true;
      } catch (error) {
        if (error instanceof GoogleApiError && error.status === 'invalid_token') return false;
        throw error;
      }
    },
    async userinfo(accessToken) {
      const answer = await http<{
        sub: string;
        email?: string;
        email_verified?: boolean;
        name?: string;
      }>({ method: 'GET', url: USERINFO_URL, what: 'oauth.userinfo', accessToken }, userinfoShape);
      return {
        sub: answer.sub,
        ...(answer.email !== undefined ? { email: answer.email } : {}),
        ...(answer.email_verified !== undefined ? { emailVerified: answer.email_verified } : {}),
        ...(answer.name !== undefined ? { name: answer.name } : {}),
      };
    },
  };
}
