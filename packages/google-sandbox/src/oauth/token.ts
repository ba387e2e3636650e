import { jsonResponse } from '../http/json-response';
import { NO_STORE, oauthError } from '../http/oauth-error';
import type { SandboxContext } from '../sandbox-context';
import { randomText } from '../state/random-text';
import type { Grant } from './oauth-records';
import { verifierMatches } from './pkce';
import { revokeGrant } from './revoke-grant';
import { authenticateClient, tokenParams } from './token-request';

/** The lifetime Google gives access tokens, in seconds. */
export const ACCESS_TOKEN_SECONDS = 3599;

/**
 * POST oauth2.googleapis.com/token: exchanges an authorization code (single use, bound to the
 * client, the redirect URI and the PKCE verifier) or a refresh token for an access token.
 * https://developers.google.com/identity/protocols/oauth2/web-server#exchange-authorization-code
 */
export async function token(
  ctx: SandboxContext,
  request: Request,
  bodyText: string | undefined,
): Promise<Response> {
  if (request.method !== 'POST') {
    return oauthError(400, 'invalid_request', 'The token endpoint takes POST requests only.');
  }
  if (bodyText === undefined) return oauthError(400, 'invalid_request', 'Request body too large.');
  const parsed = tokenParams(request.headers.get('content-type'), bodyText);
  if (!parsed.ok) return parsed.response;
  const { params } = parsed;
  const grantType = params.get('grant_type');
  if (!grantType)
    return oauthError(400, 'invalid_request', 'Missing required parameter: grant_type');
  if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
    return oauthError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
  }
  const authenticated = authenticateClient(
    request.headers.get('authorization'),
    params,
    ctx.clients,
  );
  if (!authenticated.ok) return authenticated.response;
  const clientId = authenticated.client.clientId;
  return grantType === 'authorization_code'
    ? exchangeCode(ctx, clientId, params)
    : refresh(ctx, clientId, params);
}

async function exchangeCode(
  ctx: SandboxContext,
  clientId: string,
  params: Map<string, string>,
): Promise<Response> {
  const codeValue = params.get('code');
  if (!codeValue) return oauthError(400, 'invalid_request', 'Missing required parameter: code');
  const redirectUri = params.get('redirect_uri');
  if (!redirectUri) {
    return oauthError(400, 'invalid_request', 'Missing required parameter: redirect_uri');
  }
  const code = ctx.state.oauth.codes.get(codeValue);
  if (!code || code.expiresAtMs <= ctx.now() || code.clientId !== clientId) {
    return oauthError(400, 'invalid_grant', 'Bad Request');
  }
  if (code.grantId !== undefined) {
    // A code used twice may have been stolen: what its first exchange issued is revoked too.
    revokeGrant(ctx.state.oauth, code.grantId);
    return oauthError(400, 'invalid_grant', 'Bad Request');
  }
  if (code.redirectUri !== redirectUri) {
    return oauthError(400, 'redirect_uri_mismatch', 'Bad Request');
  }
  const verifier = params.get('code_verifier');
  if (code.codeChallenge === undefined) {
    if (verifier !== undefined) {
      return oauthError(400, 'invalid_grant', 'code_verifier or verifier is not needed.');
    }
  } else {
    if (verifier === undefined) return oauthError(400, 'invalid_grant', 'Missing code verifier.');
    const method = code.codeChallengeMethod ?? 'plain';
    if (!(await verifierMatches(verifier, code.codeChallenge, method))) {
      return oauthError(400, 'invalid_grant', 'Invalid code verifier.');
    }
  }
  const grant: Grant = {
    id: randomText(ctx.random, 24),
    clientId,
    userSub: code.userSub,
    scopes: code.scopes,
    ...(code.issuesRefreshToken ? { refreshToken: `1//0${randomText(ctx.random, 60)}` } : {}),
    revoked: false,
  };
  code.grantId = grant.id;
  ctx.state.oauth.grants.set(grant.id, grant);
  if (grant.refreshToken) ctx.state.oauth.refreshTokens.set(grant.refreshToken, grant.id);
  return tokenAnswer(ctx, grant, grant.refreshToken);
}

function refresh(ctx: SandboxContext, clientId: string, params: Map<string, string>): Response {
  const refreshToken = params.get('refresh_token');
  if (!refreshToken) {
    return oauthError(400, 'invalid_request', 'Missing required parameter: refresh_token');
  }
  const grant = ctx.state.oauth.grants.get(ctx.state.oauth.refreshTokens.get(refreshToken) ?? '');
  if (!grant || grant.revoked) {
    return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
  }
  if (grant.clientId !== clientId) return oauthError(400, 'unauthorized_client', 'Unauthorized');
  return tokenAnswer(ctx, grant, undefined);
}

function tokenAnswer(
  ctx: SandboxContext,
  grant: Grant,
  refreshToken: string | undefined,
): Response {
  const accessToken = `ya29.a0${randomText(ctx.random, 96)}`;
  ctx.state.oauth.accessTokens.set(accessToken, {
    token: accessToken,
    grantId: grant.id,
    expiresAtMs: ctx.now() + ACCESS_TOKEN_SECONDS * 1000,
  });
  return jsonResponse(
    200,
    {
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_SECONDS,
      ...(refreshToken !== undefined ? { refresh_token: refreshToken } : {}),
      scope: grant.scopes.join(' '),
      token_type: 'Bearer',
    },
    NO_STORE,
  );
}
