import { jsonResponse } from '../http/json-response';
import { oauthError } from '../http/oauth-error';
import type { SandboxContext } from '../sandbox-context';
import { revokeGrant } from './revoke-grant';
import { tokenParams } from './token-request';

/**
 * POST oauth2.googleapis.com/revoke with `token` (an access or a refresh token): the whole grant is
 * revoked, its refresh token and access tokens with it; an unknown token is a 400 `invalid_token`.
 * https://developers.google.com/identity/protocols/oauth2/web-server#tokenrevoke
 */
export function revoke(
  ctx: SandboxContext,
  request: Request,
  url: URL,
  bodyText: string | undefined,
): Response {
  if (bodyText === undefined) return oauthError(400, 'invalid_request', 'Request body too large.');
  const parsed = tokenParams(request.headers.get('content-type'), bodyText);
  if (!parsed.ok) return parsed.response;
  const value = parsed.params.get('token') ?? url.searchParams.get('token');
  if (!value) return oauthError(400, 'invalid_request', 'Missing required parameter: token');
  const { oauth } = ctx.state;
  const access = oauth.accessTokens.get(value);
  const grantId =
    access && access.expiresAtMs > ctx.now() ? access.grantId : oauth.refreshTokens.get(value);
  const grant = grantId === undefined ? undefined : oauth.grants.get(grantId);
  if (!grant || grant.revoked) return oauthError(400, 'invalid_token', 'Token expired or revoked');
  revokeGrant(oauth, grant.id);
  return jsonResponse(200, {});
}
