import type { WebOperationData } from '@agency/contracts/web-operations';
import {
  afterSignInPath,
  isSessionExpired,
  isWebError,
  type Language,
  matchSocialRoute,
  routePath,
  SOCIAL_PROBLEM_QUERY,
  SOCIAL_PROBLEMS,
  type SocialProblem,
  type SocialProvider,
  socialProblemPath,
  TOKEN_COOKIE,
  tokenCookie,
  type WebError,
} from '@agency/core';
import type { WebClient } from '../shared/send-web-request';
import { callWeb, type WebCallPayload } from './call-web';
import type { HostConfig } from './config';
import type { HostRequest } from './host-request';
import { answer as answerOf, type HostResponse } from './host-response';
import type { SecurityOptions } from './security-headers';
import {
  readSocialFlowCookie,
  SOCIAL_FLOW_COOKIE,
  type SocialFlowCookie,
  socialFlowCookie,
} from './social-flow-cookie';
import { upstreamHeaders } from './upstream-headers';

/** What the social sign-in routes need from the host. */
export interface SocialSignInOptions {
  client: WebClient;
  config: HostConfig;
  security: SecurityOptions;
  now: () => number;
}

/** Where a social sign-in route sends the browser, and the cookies it sets on the way. */
export interface SocialAnswer {
  readonly location: string;
  readonly cookies: readonly string[];
}

/** The refusal a failed Auth/socialStart or Auth/socialFinish names (web-api's field `social`), else a provider failure. */
export function socialProblemOfError(error: WebError): SocialProblem {
  if (error.statusCode === 404) return 'off';
  const fields = (error.data as { fields?: { field?: unknown; code?: unknown }[] } | null)?.fields;
  const code = fields?.find((item) => item.field === 'social')?.code;
  return (SOCIAL_PROBLEMS as readonly unknown[]).includes(code)
    ? (code as SocialProblem)
    : 'provider';
}

// A refused connect goes back to the settings it started from; a refused sign-in to the sign-in page.
function problemPath(lang: Language, connect: boolean, problem: SocialProblem): string {
  return connect
    ? routePath('account-settings', lang, {}, { [SOCIAL_PROBLEM_QUERY]: problem })
    : socialProblemPath(lang, problem);
}

/**
 * GET /{lang}/sign-in/{provider} asks web-api for the provider's URL and keeps the signed flow in an
 * HttpOnly cookie (303 to the provider); GET /sign-in/{provider}/callback finishes with the code,
 * the state and that cookie, sets the token cookie and opens the account (303), or shows the sign-in
 * page telling why not. Plain links and redirects: it works without JavaScript.
 */
export function createSocialSignIn(options: SocialSignInOptions) {
  const { client, config, security, now } = options;
  const flowCookie = (value: SocialFlowCookie | null, maxAgeSeconds = 0) =>
    socialFlowCookie(value, { secure: config.https, maxAgeSeconds });

  async function call<K extends 'Auth/socialStart' | 'Auth/socialFinish'>(
    request: HostRequest,
    operation: K,
    payload: WebCallPayload<K>,
    jwt: string | null,
  ): Promise<{ data: WebOperationData<K> } | { error: WebError }> {
    try {
      return await callWeb(client, operation, payload, {
        headers: upstreamHeaders(request, jwt),
        signal: AbortSignal.timeout(config.upstreamTimeoutMs),
      });
    } catch (error) {
      if (isWebError(error)) return { error };
      throw error;
    }
  }

  function liveToken(request: HostRequest): string | null {
    const raw = request.cookies[TOKEN_COOKIE] ?? '';
    return raw !== '' && !isSessionExpired(raw, now()) ? raw : null;
  }

  async function start(
    request: HostRequest,
    provider: SocialProvider,
    lang: Language,
  ): Promise<SocialAnswer> {
    const jwt = liveToken(request);
    const answer = await call(request, 'Auth/socialStart', { lang, provider }, null);
    if ('error' in answer)
      return {
        location: problemPath(lang, jwt !== null, socialProblemOfError(answer.error)),
        cookies: [],
      };
    const { data } = answer;
    return {
      location: data.url,
      cookies: [flowCookie({ lang, connect: jwt !== null, flow: data.flow }, data.expiresIn)],
    };
  }

  async function callback(
    request: HostRequest,
    provider: SocialProvider,
    query: URLSearchParams,
  ): Promise<SocialAnswer> {
    const kept = readSocialFlowCookie(request.cookies[SOCIAL_FLOW_COOKIE]);
    // The flow is spent whatever happens: a reload of the callback must not try the code again.
    const cookies = [flowCookie(null)];
    const lang = kept?.lang ?? 'ru';
    const connect = kept?.connect ?? false;
    const refuse = (problem: SocialProblem): SocialAnswer => ({
      location: problemPath(lang, connect, problem),
      cookies,
    });
    const error = query.get('error');
    if (error !== null) return refuse(error === 'access_denied' ? 'cancelled' : 'provider');
    const code = query.get('code');
    const state = query.get('state');
    if (kept === null || !code || !state) return refuse('state');
    const iss = query.get('iss');
    const jwt = connect ? liveToken(request) : null;
    const answer = await call(
      request,
      'Auth/socialFinish',
      { lang, provider, code, state, flow: kept.flow, ...(iss === null ? {} : { iss }) },
      jwt,
    );
    if ('error' in answer) return refuse(socialProblemOfError(answer.error));
    const session = answer.data.jwt;
    return {
      location: connect ? routePath('account-settings', lang) : afterSignInPath({}, lang),
      cookies: [...cookies, tokenCookie(session, { secure: config.https, nowMs: now() })],
    };
  }

  /** The answer to a social sign-in route (a 303 with its cookies); null for any other request. */
  return async function decideSocialSignIn(request: HostRequest): Promise<HostResponse | null> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url, 'http://host.local');
    const route = matchSocialRoute(url.pathname);
    if (route === null) return null;
    const decided =
      route.kind === 'start'
        ? await start(request, route.provider, route.lang)
        : await callback(request, route.provider, url.searchParams);
    return answerOf(
      {
        status: 303,
        headers: { location: decided.location, 'cache-control': 'no-store' },
        body: '',
        cookies: decided.cookies,
      },
      security,
    );
  };
}
