import { type BusinessCalls, createBusinessCalls } from './business-calls';
import { createGoogleHttp, type GoogleHttpOptions } from './google-http';
import {
  type AuthorizationRequest,
  authorizationUrl,
  createOAuthCalls,
  type GoogleOAuthCalls,
  type GoogleOAuthClient,
} from './google-oauth';
import { createV4Calls, type V4Calls } from './v4-calls';

/** How the client is made: the project's OAuth client, and how calls go out. */
export interface GoogleClientOptions extends GoogleHttpOptions, GoogleOAuthClient {}

/** Our typed Google Business Profile client: OAuth, Account Management, Business Information, Performance, v4 reviews and posts. */
export interface GoogleClient extends GoogleOAuthCalls, BusinessCalls, V4Calls {
  /** The consent page URL for this client (override origin applied). */
  authorizationUrl(request: Omit<AuthorizationRequest, 'clientId'>): string;
}

/**
 * Makes the client over an injected fetch (default the global one) with a timeout per call. Every
 * URL goes through googleUrl with the configured origin; every answer's shape is checked; every
 * failure is a GoogleApiError. No retries here: the job queue retries, paced by the rate windows.
 */
export function createGoogleClient(options: GoogleClientOptions): GoogleClient {
  const now = options.now ?? Date.now;
  const http = createGoogleHttp({ ...options, now });
  return {
    authorizationUrl: (request) =>
      authorizationUrl(options.apisOrigin, { ...request, clientId: options.clientId }),
    ...createOAuthCalls(http, options, now),
    ...createBusinessCalls(http),
    ...createV4Calls(http),
  };
}
