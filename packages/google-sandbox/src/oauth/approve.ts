import { errorPage } from '../http/html-page';
import type { SandboxContext } from '../sandbox-context';
import { randomText } from '../state/random-text';
import { redirectWith } from './redirect-uri';

/** How long an authorization code can be exchanged (Google's codes live about ten minutes). */
export const CODE_TTL_MS = 10 * 60 * 1000;

/**
 * GET accounts.google.com/o/oauth2/v2/approve (the consent form's target, sandbox only): Allow
 * redirects with a new code and the state, Cancel with `error=access_denied` and the state.
 */
export function approve(ctx: SandboxContext, url: URL): Response {
  const requestId = url.searchParams.get('request') ?? '';
  const request = ctx.state.oauth.requests.get(requestId);
  if (!request || request.expiresAtMs <= ctx.now()) {
    return errorPage(
      400,
      'invalid_request',
      'This sign-in request has expired or was already answered.',
    );
  }
  const decision = url.searchParams.get('decision');
  if (decision === 'cancel') {
    ctx.state.oauth.requests.delete(requestId);
    return redirectWith(request.redirectUri, { error: 'access_denied', state: request.state });
  }
  const user = ctx.state.users.find((candidate) => candidate.sub === url.searchParams.get('user'));
  if (decision !== 'allow' || !user) {
    return errorPage(400, 'invalid_request', 'Choose a sandbox account or cancel.');
  }
  ctx.state.oauth.requests.delete(requestId);

  // Google returns a refresh token only on a user's first offline consent to a client, or again
  // when the request said prompt=consent.
  const alreadyOffline = [...ctx.state.oauth.grants.values()].some(
    (grant) =>
      !grant.revoked &&
      grant.refreshToken !== undefined &&
      grant.clientId === request.clientId &&
      grant.userSub === user.sub,
  );
  const code = `4/0A${randomText(ctx.random, 60)}`;
  ctx.state.oauth.codes.set(code, {
    code,
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    userSub: user.sub,
    scopes: request.scopes,
    ...(request.codeChallenge !== undefined
      ? {
          codeChallenge: request.codeChallenge,
          codeChallengeMethod: request.codeChallengeMethod ?? 'plain',
        }
      : {}),
    issuesRefreshToken: request.offline && (request.promptConsent || !alreadyOffline),
    expiresAtMs: ctx.now() + CODE_TTL_MS,
  });
  return redirectWith(request.redirectUri, {
    state: request.state,
    code,
    scope: request.scopes.join(' '),
  });
}
