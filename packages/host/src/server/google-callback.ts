import {
  ADMIN_TOKEN_COOKIE,
  isSessionExpired,
  isWebError,
  type Language,
  type RouteMatch,
  routePath,
  TOKEN_COOKIE,
  type WebError,
} from '@agency/core';
import type { WebClient } from '../shared/send-web-request';
import { callWeb } from './call-web';
import type { HostConfig } from './config';
import { GOOGLE_FLOW_COOKIE, googleFlowCookie, readGoogleFlowCookie } from './google-flow-cookie';
import type { HostRequest } from './host-request';
import { answer, type HostResponse } from './host-response';
import type { SecurityOptions } from './security-headers';
import { upstreamHeaders } from './upstream-headers';

/** Why a connection did not complete, as the `google` query of the page it comes back to says. */
export type GoogleConnectProblem = 'state' | 'cancelled' | 'provider' | 'off';

/** The pages Google sends a connection back to: the locations of the account, the back office's overview. */
const CALLBACK_ROUTES = new Set(['account-pins-locations', 'admin']);

/**
 * Whether a page request is Google's return from a connection (`?state=` with `code` or `error`) on a
 * page that takes it: it is answered by a redirect, never by the page with the code in its address.
 */
export function isGoogleCallback(match: RouteMatch, url: string): boolean {
  if (!CALLBACK_ROUTES.has(match.route.name)) return false;
  const query = new URL(url, 'http://host.local').searchParams;
  return query.has('state') && (query.has('code') || query.has('error'));
}

/** The refusal of connectFinish, by its field: a state problem, or Google refusing the code. */
function problemOf(error: WebError): GoogleConnectProblem {
  if (error.statusCode === 404) return 'off';
  const fields = (error.data as { fields?: { field?: unknown }[] } | null)?.fields ?? [];
  return fields.some((item) => item.field === 'state' || item.field === 'flow')
    ? 'state'
    : 'provider';
}

/** What finishing a connection needs: the /web client, configuration and the clock. */
export interface GoogleCallbackOptions {
  client: WebClient;
  config: HostConfig;
  security: SecurityOptions;
  now: () => number;
}

/**
 * Google's return to `/…/account/pins/locations` (a customer's connection) or `/…/admin` (the agency's):
 * finishes it with the code, the state and the flow kept in the google-flow cookie (spent whatever
 * happens, so a reload never tries the code again), then answers 303 to the same page without the
 * code, `?google=connected` or `?google=<problem>` (post/redirect/get).
 */
export function createGoogleCallback(options: GoogleCallbackOptions) {
  const { client, config, security, now } = options;

  async function finish(
    request: HostRequest,
    agency: boolean,
    lang: Language,
    body: { code: string; state: string; flow: string },
    jwt: string,
  ): Promise<GoogleConnectProblem | null> {
    try {
      await callWeb(
        client,
        agency ? 'AgencyGoogle/connectFinish' : 'Google/connectFinish',
        { lang, ...body },
        {
          headers: upstreamHeaders(request, jwt),
          signal: AbortSignal.timeout(config.upstreamTimeoutMs),
        },
      );
      return null;
    } catch (error) {
      if (isWebError(error)) return problemOf(error);
      throw error;
    }
  }

  /** The answer to Google's return: a 303 to the page it came back to, the flow cookie spent. */
  return async function decideGoogleCallback(
    request: HostRequest,
    match: RouteMatch,
  ): Promise<HostResponse> {
    const agency = match.route.name === 'admin';
    const lang = match.lang;
    const cookies = request.cookies;
    const flow = readGoogleFlowCookie(cookies[GOOGLE_FLOW_COOKIE]);
    const raw = cookies[agency ? ADMIN_TOKEN_COOKIE : TOKEN_COOKIE] ?? '';
    const jwt = raw !== '' && !isSessionExpired(raw, now()) ? raw : null;
    const query = new URL(request.url, 'http://host.local').searchParams;
    const code = query.get('code');
    const state = query.get('state');
    let outcome: GoogleConnectProblem | 'connected';
    if (query.has('error'))
      outcome = query.get('error') === 'access_denied' ? 'cancelled' : 'provider';
    else if (flow === null || jwt === null || !code || !state) outcome = 'state';
    else outcome = (await finish(request, agency, lang, { code, state, flow }, jwt)) ?? 'connected';
    const page = routePath(
      agency ? 'admin' : 'account-pins-locations',
      lang,
      {},
      { google: outcome },
    );
    return answer(
      {
        status: 303,
        headers: {
          location: page,
          'cache-control': 'no-store',
          'content-type': 'text/plain; charset=utf-8',
        },
        body: '',
        // The flow is spent whatever happened.
        cookies: [googleFlowCookie(null, { secure: config.https, maxAgeSeconds: 0 })],
      },
      security,
    );
  };
}
