/** A pending authorization request, shown on the consent page until a user allows or cancels it. */
export interface AuthorizationRequest {
  id: string;
  clientId: string;
  redirectUri: string;
  state?: string;
  scopes: string[];
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  offline: boolean;
  promptConsent: boolean;
  expiresAtMs: number;
}

/** An issued authorization code: single use, bound to its client, redirect URI and PKCE challenge. */
export interface AuthorizationCode {
  code: string;
  clientId: string;
  redirectUri: string;
  userSub: string;
  scopes: string[];
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  /** Whether the exchange returns a refresh token (offline, and a first or re-prompted consent). */
  issuesRefreshToken: boolean;
  expiresAtMs: number;
  /** The grant its exchange created; a second exchange revokes it (RFC 6749 section 4.1.2). */
  grantId?: string;
}

/** What a user granted a client: its scopes and, when offline, a refresh token. */
export interface Grant {
  id: string;
  clientId: string;
  userSub: string;
  scopes: string[];
  refreshToken?: string;
  revoked: boolean;
}

/** A live or expired access token of a grant. */
export interface AccessTokenRecord {
  token: string;
  grantId: string;
  expiresAtMs: number;
}

/** Every OAuth record the sandbox keeps. */
export interface OAuthStore {
  requests: Map<string, AuthorizationRequest>;
  codes: Map<string, AuthorizationCode>;
  grants: Map<string, Grant>;
  accessTokens: Map<string, AccessTokenRecord>;
  refreshTokens: Map<string, string>;
}

/** An empty OAuth store. */
export function emptyOAuthStore(): OAuthStore {
  return {
    requests: new Map(),
    codes: new Map(),
    grants: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
  };
}
