import { DEFAULT_LANGUAGE, isWebError } from '@agency/core';
import type { WebClient } from '../shared/send-web-request';
import { callWeb } from './call-web';
import type { HostConfig } from './config';
import type { HostRequest } from './host-request';
import { answer, type HostResponse } from './host-response';
import type { SecurityOptions } from './security-headers';
import { upstreamHeaders } from './upstream-headers';

/** The cookie that carries the signed start of a quote request's fill to the form's post. */
export const LEAD_START_COOKIE = 'lead_started';

// Leads/start's token: digits, a dot, base64url (web-api start-token.ts); anything else is not kept.
const TOKEN = /^\d{1,15}\.[\w-]{1,100}$/;

// A transparent 1×1 GIF: the answer of the form's image, which only sets the cookie.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The Set-Cookie value carrying a start token for a day, or clearing it when the token is null or malformed. */
export function leadStartCookie(token: string | null, secure: boolean): string {
  const value = token !== null && TOKEN.test(token) ? token : '';
  const maxAge = value === '' ? 0 : 24 * 3600;
  return `${LEAD_START_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * GET /lead-start: the image inside the landing's form. The landing's HTML is cached for up to
 * 120 s, so a start time written into it would be stale; this image is fetched when the page is
 * shown, asks the backend for a signed start (Leads/start) and keeps it in a cookie the form's
 * post without JavaScript hands back. A failed call sets nothing (the request is then kept as
 * suspected spam, which an admin can release).
 */
export function createLeadStart(options: {
  client: WebClient;
  config: HostConfig;
  security: SecurityOptions;
}) {
  const { client, config, security } = options;
  return async function decideLeadStart(request: HostRequest): Promise<HostResponse> {
    let cookie: string | null = null;
    // A start already kept stays: the form drawn again after a refused post must not restart the clock.
    if (TOKEN.test(request.cookies[LEAD_START_COOKIE] ?? '')) return pixel(null);
    try {
      const { data } = await callWeb(
        client,
        'Leads/start',
        { lang: DEFAULT_LANGUAGE },
        {
          headers: upstreamHeaders(request, null),
          signal: AbortSignal.timeout(config.upstreamTimeoutMs),
        },
      );
      // Still checked: what reaches the cookie must be text whatever a backend answered.
      const started: unknown = data.started;
      if (typeof started === 'string') cookie = leadStartCookie(started, config.https);
    } catch (error) {
      if (!isWebError(error)) throw error;
    }
    return pixel(cookie);
  };

  function pixel(cookie: string | null): HostResponse {
    return answer(
      {
        status: 200,
        headers: { 'content-type': 'image/gif', 'cache-control': 'no-store' },
        body: PIXEL,
        ...(cookie === null ? {} : { cookies: [cookie] }),
      },
      security,
    );
  }
}
