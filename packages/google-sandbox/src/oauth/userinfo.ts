import { jsonResponse } from '../http/json-response';
import { oauthError } from '../http/oauth-error';
import type { SandboxContext } from '../sandbox-context';
import { liveGrant } from './authenticate-call';
import { bearerToken } from './bearer-token';
import { EMAIL_SCOPE, PROFILE_SCOPE } from './scopes';

/**
 * GET openidconnect.googleapis.com/v1/userinfo: the OpenID Connect claims the grant's scopes allow
 * (`sub` always; `email`, `email_verified` with the email scope; names and picture with profile).
 * https://developers.google.com/identity/openid-connect/openid-connect#obtaininguserprofileinformation
 */
export function userinfo(ctx: SandboxContext, request: Request, url: URL): Response {
  const grant = liveGrant(ctx, bearerToken(request, url));
  const user = grant && ctx.state.users.find((candidate) => candidate.sub === grant.userSub);
  if (!grant || !user) {
    return oauthError(401, 'invalid_request', 'Invalid Credentials', {
      'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
    });
  }
  const email = grant.scopes.includes(EMAIL_SCOPE);
  const profile = grant.scopes.includes(PROFILE_SCOPE);
  if (!email && !profile && !grant.scopes.includes('openid')) {
    return oauthError(403, 'insufficient_scope', 'Insufficient Permission', {
      'www-authenticate':
        'Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="openid email profile"',
    });
  }
  return jsonResponse(200, {
    sub: user.sub,
    ...(profile
      ? {
          name: user.name,
          ...(user.givenName ? { given_name: user.givenName } : {}),
          ...(user.familyName ? { family_name: user.familyName } : {}),
          ...(user.picture ? { picture: user.picture } : {}),
        }
      : {}),
    ...(email ? { email: user.email, email_verified: true } : {}),
  });
}
