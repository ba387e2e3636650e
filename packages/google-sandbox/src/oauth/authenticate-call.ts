import { googleError } from '../http/google-error';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxUser } from '../state/sandbox-seed';
import { bearerToken } from './bearer-token';
import type { Grant } from './oauth-records';
import { allowsBusinessProfile, BUSINESS_MANAGE_SCOPE } from './scopes';

/** Google's realm in the WWW-Authenticate header of its APIs. */
const REALM = 'Bearer realm="https://accounts.google.com/"';

/** Who an API call is made as. */
export interface Caller {
  user: SandboxUser;
  grant: Grant;
}

/** The grant behind a live access token, if the token is one. */
export function liveGrant(ctx: SandboxContext, token: string | undefined): Grant | undefined {
  if (!token) return undefined;
  const record = ctx.state.oauth.accessTokens.get(token);
  if (!record || record.expiresAtMs <= ctx.now()) return undefined;
  const grant = ctx.state.oauth.grants.get(record.grantId);
  return grant && !grant.revoked ? grant : undefined;
}

/**
 * The caller of a Business Profile API call: a live Bearer access token with the business.manage
 * scope, else Google's 401 UNAUTHENTICATED (missing, expired or revoked token) or 403
 * PERMISSION_DENIED (scope missing), with its WWW-Authenticate header.
 */
export function authenticateCall(
  ctx: SandboxContext,
  request: Request,
  url: URL,
  service: string,
): { ok: true; caller: Caller } | { ok: false; response: Response } {
  const token = bearerToken(request, url);
  const errorInfo = (reason: string) => ({
    '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
    reason,
    domain: 'googleapis.com',
    metadata: { service },
  });
  if (!token) {
    return {
      ok: false,
      response: googleError(
        401,
        'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
        [errorInfo('CREDENTIALS_MISSING')],
        { 'www-authenticate': REALM },
      ),
    };
  }
  const grant = liveGrant(ctx, token);
  const user = grant && ctx.state.users.find((candidate) => candidate.sub === grant.userSub);
  if (!grant || !user) {
    const expired = (ctx.state.oauth.accessTokens.get(token)?.expiresAtMs ?? Infinity) <= ctx.now();
    return {
      ok: false,
      response: googleError(
        401,
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
        [errorInfo(expired ? 'ACCESS_TOKEN_EXPIRED' : 'ACCESS_TOKEN_TYPE_UNSUPPORTED')],
        { 'www-authenticate': `${REALM}, error="invalid_token"` },
      ),
    };
  }
  if (!allowsBusinessProfile(grant.scopes)) {
    return {
      ok: false,
      response: googleError(
        403,
        'Request had insufficient authentication scopes.',
        [errorInfo('ACCESS_TOKEN_SCOPE_INSUFFICIENT')],
        {
          'www-authenticate': `${REALM}, error="insufficient_scope", scope="${BUSINESS_MANAGE_SCOPE}"`,
        },
      ),
    };
  }
  return { ok: true, caller: { user, grant } };
}
