import { API_HOSTS, findRoute } from './api/api-routes';
import { parseFieldMask } from './http/field-mask';
import { googleError } from './http/google-error';
import { quotaExceeded } from './http/quota-exceeded';
import { MAX_BODY_BYTES, readBodyText } from './http/read-body';
import { approve } from './oauth/approve';
import { authenticateCall } from './oauth/authenticate-call';
import { authorize } from './oauth/authorize';
import { revoke } from './oauth/revoke';
import { token } from './oauth/token';
import { userinfo } from './oauth/userinfo';
import type { SandboxContext } from './sandbox-context';
import { failureResponse, takeFailure } from './state/injected-failure';
import type { LoggedRequest } from './state/logged-request';
import { useQuota } from './state/quota-limits';

/** The Google host and the path on it that a sandbox URL addresses (`/{host}{path}` under the base path). */
export function sandboxTarget(
  pathname: string,
  basePath: string,
): { host: string; path: string } | undefined {
  if (basePath !== '' && pathname !== basePath && !pathname.startsWith(`${basePath}/`))
    return undefined;
  const rest = pathname.slice(basePath.length);
  const match = /^\/([^/]+)(\/.*)?$/.exec(rest);
  if (!match) return undefined;
  try {
    const path = (match[2] ?? '/').split('/').map(decodeURIComponent).join('/');
    return { host: decodeURIComponent(match[1] as string).toLowerCase(), path };
  } catch {
    return undefined;
  }
}

/** What a request body reads as, for the request log. */
function loggedBody(bodyText: string | undefined, contentType: string | null): unknown {
  if (bodyText === undefined) return `[more than ${MAX_BODY_BYTES} bytes]`;
  if (bodyText === '') return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(bodyText));
  }
  try {
    return JSON.parse(bodyText);
  } catch {
    return bodyText;
  }
}

/** The answer of an OAuth endpoint, or undefined when the request is not for one. */
async function oauthAnswer(
  ctx: SandboxContext,
  request: Request,
  url: URL,
  target: { host: string; path: string },
  bodyText: string | undefined,
): Promise<Response | undefined> {
  const { host, path } = target;
  const method = request.method.toUpperCase();
  if (host === 'accounts.google.com' && method === 'GET') {
    if (path === '/o/oauth2/v2/auth') return authorize(ctx, url);
    if (path === '/o/oauth2/v2/approve') return approve(ctx, url);
  }
  if (host === 'oauth2.googleapis.com' && path === '/token') return token(ctx, request, bodyText);
  if (host === 'oauth2.googleapis.com' && path === '/revoke')
    return revoke(ctx, request, url, bodyText);
  if (
    host === 'openidconnect.googleapis.com' &&
    path === '/v1/userinfo' &&
    (method === 'GET' || method === 'POST')
  ) {
    return userinfo(ctx, request, url);
  }
  return undefined;
}

async function answer(
  ctx: SandboxContext,
  request: Request,
  url: URL,
  target: { host: string; path: string },
  bodyText: string | undefined,
): Promise<Response> {
  const oauth = await oauthAnswer(ctx, request, url, target, bodyText);
  if (oauth) return oauth;
  const method = request.method.toUpperCase();
  if (!(API_HOSTS as readonly string[]).includes(target.host))
    return googleError(404, 'Not found.');
  if (
    !useQuota(
      ctx.state.quota,
      `requests|${target.host}`,
      ctx.quotas.requestsPerWindow,
      ctx.now(),
      ctx.quotas.windowMs,
    )
  ) {
    return quotaExceeded(target.host, 'Requests per minute', ctx.quotas.requestsPerWindow);
  }
  const route = findRoute(target.host, method, target.path);
  if (!route) return googleError(404, 'Method not found.');
  const authenticated = authenticateCall(ctx, request, url, target.host);
  if (!authenticated.ok) return authenticated.response;
  return route.handler({
    ctx,
    caller: authenticated.caller,
    request,
    url,
    host: target.host,
    params: route.params,
    bodyText,
  });
}

/**
 * Answers one request to the sandbox like Google would: OAuth pages and endpoints, then the Business
 * Profile APIs behind quotas and a Bearer token; every request is logged, injected failures come
 * first, and nothing a client sends makes it throw (a bug would be a 500 in Google's shape).
 */
export async function handleRequest(ctx: SandboxContext, request: Request): Promise<Response> {
  try {
    return await logAndAnswer(ctx, request);
  } catch {
    return googleError(500);
  }
}

async function logAndAnswer(ctx: SandboxContext, request: Request): Promise<Response> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return googleError(400, 'Invalid request URL.');
  }
  const method = request.method.toUpperCase();
  const target = sandboxTarget(url.pathname, ctx.basePath) ?? { host: '', path: url.pathname };
  let bodyText: string | undefined = '';
  if (method !== 'GET' && method !== 'HEAD') {
    try {
      bodyText = await readBodyText(request);
    } catch {
      bodyText = '';
    }
  }
  const mask = url.searchParams.get('updateMask') ?? url.searchParams.get('update_mask');
  const updateMask = mask === null ? undefined : parseFieldMask(mask);
  const entry: LoggedRequest = {
    at: new Date(ctx.now()).toISOString(),
    method,
    host: target.host,
    path: target.path,
    query: Object.fromEntries(
      [...new Set(url.searchParams.keys())].map((name) => [name, url.searchParams.getAll(name)]),
    ),
    body: loggedBody(bodyText, request.headers.get('content-type')),
    ...(updateMask ? { updateMask } : {}),
    status: 0,
    injected: false,
  };
  ctx.state.log.push(entry);
  let response: Response;
  const failure = takeFailure(ctx.state.failures, { method, host: target.host, path: target.path });
  if (failure) {
    entry.injected = true;
    response = failureResponse(failure);
  } else if (target.host === '') {
    response = googleError(404, 'Not found.');
  } else {
    try {
      response = await answer(ctx, request, url, target, bodyText);
    } catch {
      response = googleError(500);
    }
  }
  entry.status = response.status;
  return response;
}
