import { jsonResponse } from './json-response';

/** The error codes Google's OAuth endpoints answer with (RFC 6749 section 5.2, RFC 7009, RFC 6750). */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'redirect_uri_mismatch'
  | 'invalid_token'
  | 'insufficient_scope';

/** An OAuth error answer `{"error":"…","error_description":"…"}`, never cached. */
export function oauthError(
  status: 400 | 401 | 403,
  error: OAuthErrorCode,
  description: string,
  headers: Record<string, string> = {},
): Response {
  return jsonResponse(
    status,
    { error, error_description: description },
    { ...NO_STORE, ...headers },
  );
}

/** The cache headers of every token endpoint answer (RFC 6749 section 5.1). */
export const NO_STORE = {
  'cache-control': 'no-cache, no-store, max-age=0, must-revalidate',
  pragma: 'no-cache',
};
