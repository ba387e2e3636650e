import { errorPage } from '../http/html-page';
import type { SandboxContext } from '../sandbox-context';
import { randomText } from '../state/random-text';
import { consentPage } from './consent-page';
import type { AuthorizationRequest } from './oauth-records';
import { isCodeChallenge } from './pkce';
import { redirectUriAllowed, redirectWith } from './redirect-uri';
import { parseScopes } from './scopes';

/** How long a consent page stays answerable. */
const REQUEST_TTL_MS = 60 * 60 * 1000;

/**
 * GET accounts.google.com/o/oauth2/v2/auth: checks the client and its redirect URI (an error page,
 * never a redirect, when either is wrong), then every other parameter (errors go back to the
 * redirect URI with `state`), and shows the consent page.
 * https://developers.google.com/identity/protocols/oauth2/web-server#creatingclient
 */
export function authorize(ctx: SandboxContext, url: URL): Response {
  const param = (name: string) => url.searchParams.get(name) ?? undefined;
  const clientId = param('client_id');
  const client = ctx.clients.find((candidate) => candidate.clientId === clientId);
  if (!clientId) return errorPage(400, 'invalid_request', 'Missing required parameter: client_id');
  if (!client) return errorPage(401, 'invalid_client', 'The OAuth client was not found.');
  const redirectUri = param('redirect_uri');
  if (!redirectUri) {
    return errorPage(400, 'invalid_request', 'Missing required parameter: redirect_uri');
  }
  if (!redirectUriAllowed(client, redirectUri)) {
    return errorPage(
      400,
      'redirect_uri_mismatch',
      `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. redirect_uri=${redirectUri}`,
    );
  }

  const state = param('state');
  const refuse = (error: string, description: string) =>
    redirectWith(redirectUri, { error, error_description: description, state });
  const responseType = param('response_type');
  if (responseType === undefined) {
    return refuse('invalid_request', 'Missing required parameter: response_type');
  }
  if (responseType !== 'code') {
    return refuse('unsupported_response_type', `Invalid response_type: ${responseType}`);
  }
  const scope = param('scope');
  if (!scope?.trim()) return refuse('invalid_request', 'Missing required parameter: scope');
  const scopes = parseScopes(scope);
  if (!scopes.ok)
    return refuse(
      'invalid_scope',
      `Some requested scopes were invalid. {invalid=[${scopes.unknown}]}`,
    );
  const accessType = param('access_type') ?? 'online';
  if (accessType !== 'online' && accessType !== 'offline') {
    return refuse('invalid_request', `Invalid access_type: ${accessType}`);
  }
  const challenge = param('code_challenge');
  const method = param('code_challenge_method');
  if (method !== undefined && challenge === undefined) {
    return refuse('invalid_request', 'Missing required parameter: code_challenge');
  }
  if (method !== undefined && method !== 'S256' && method !== 'plain') {
    return refuse('invalid_request', `Invalid code_challenge_method: ${method}`);
  }
  if (challenge !== undefined && !isCodeChallenge(challenge)) {
    return refuse('invalid_request', 'Invalid code_challenge.');
  }
  const prompts = (param('prompt') ?? '').split(' ').filter((word) => word !== '');
  if (prompts.some((word) => !['none', 'consent', 'select_account'].includes(word))) {
    return refuse('invalid_request', `Invalid prompt: ${param('prompt')}`);
  }
  // The sandbox keeps no sign-in session, so a request that may not show a page cannot succeed.
  if (prompts.includes('none')) return refuse('interaction_required', 'Interaction required.');

  const request: AuthorizationRequest = {
    id: randomText(ctx.random, 32),
    clientId: client.clientId,
    redirectUri,
    ...(state !== undefined ? { state } : {}),
    scopes: scopes.scopes,
    ...(challenge !== undefined
      ? { codeChallenge: challenge, codeChallengeMethod: method === 'S256' ? 'S256' : 'plain' }
      : {}),
    offline: accessType === 'offline',
    promptConsent: prompts.includes('consent'),
    expiresAtMs: ctx.now() + REQUEST_TTL_MS,
  };
  ctx.state.oauth.requests.set(request.id, request);
  return consentPage(request, ctx.state.users, ctx.basePath);
}
