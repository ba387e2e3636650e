import type { RouteMatch, WebError } from '@agency/core';
import { isWebError, resolveError, toWebError } from '@agency/core';
import { isPageData, type PageData } from '../shared/is-page-data';
import type { WebClient } from '../shared/send-web-request';
import { callWeb } from './call-web';

// The browser checks a navigation's answer with the same guard, from a module without the /web wire.
export { isPageData, type PageData } from '../shared/is-page-data';

/** What the server does with a page request once the backend has answered. */
export type PageLoad =
  | { kind: 'page'; data: PageData }
  | { kind: 'redirect'; location: string }
  | { kind: 'failure'; status: number; error: WebError };

/** Per-request inputs of a page load: headers for the upstream (Bearer, X-Forwarded-For) and the time limit. */
export interface LoadOptions {
  headers: Record<string, string>;
  timeoutMs: number;
}

// Upstream answers the error catalogue (R8) does not cover become the status the visitor sees.
function failureStatus(error: WebError): number {
  if (error.code === 'TIMEOUT') return 504;
  // The backend is up but its database is not: the visitor sees "unavailable for a moment", not a gateway fault.
  if (error.statusCode === 503) return 503;
  if (error.statusCode >= 400 && error.statusCode <= 404) return error.statusCode;
  // A 410 whose location was not followed: the page is not available to this visitor.
  if (error.statusCode === 410) return 403;
  return 502;
}

/** Loads a matched page through the typed client and applies the error catalogue (R8) as the server does (core resolveError). */
export async function loadPage(
  client: WebClient,
  match: RouteMatch,
  options: LoadOptions,
): Promise<PageLoad> {
  try {
    const { data } = await callWeb(
      client,
      'Index/index',
      { lang: match.lang, route: match.path },
      { headers: options.headers, signal: AbortSignal.timeout(options.timeoutMs) },
      match.query,
    );
    if (!isPageData(data)) {
      return { kind: 'failure', status: 502, error: toWebError(502, null) };
    }
    return { kind: 'page', data };
  } catch (error) {
    if (!isWebError(error)) throw error;
    const outcome = resolveError(error, {
      side: 'server',
      method: 'GET',
      showErrors: true,
      lang: match.lang,
    });
    if (outcome.kind === 'redirect') return { kind: 'redirect', location: outcome.location };
    return { kind: 'failure', status: failureStatus(error), error };
  }
}
