import type { WebCallAnswerer } from '@agency/web-api';
import createClient from 'openapi-fetch';
import type { WebClient } from '../shared/send-web-request';
import { limitedFetch } from './limited-fetch';

/** Where the host's /web calls go: a backend at WEB_API_URL, or the embedded one in this process. */
export type Upstream =
  | { readonly kind: 'remote'; readonly url: string }
  | {
      readonly kind: 'embedded';
      /** The embedded web-api's answer to a browser's /web call, read by the host (with the client IP it trusts) and written by the host's writer. */
      readonly answer: WebCallAnswerer;
      /** The embedded web-api's in-process answer to the host's own calls (page loads, form posts, social sign-in). */
      readonly fetch: (request: Request, clientIp: string) => Promise<Response>;
    };

// The origin of in-process calls: never dialled, it only makes the request URL absolute.
const EMBEDDED_ORIGIN = 'http://embedded-web-api.invalid';

/**
 * The typed /web client of the host's own calls. A remote backend is called over HTTP with a size
 * limit; the embedded one in process, with no socket and no second JSON trip through the kernel.
 * Every caller sets X-Forwarded-For to the client IP the host trusts, so in process that header is
 * the host's own word, never a visitor's.
 */
export function upstreamClient(upstream: Upstream, maxBytes: number): WebClient {
  if (upstream.kind === 'remote') {
    return createClient({ baseUrl: upstream.url, fetch: limitedFetch(maxBytes) });
  }
  return createClient({
    baseUrl: EMBEDDED_ORIGIN,
    fetch: (input) => {
      const request = input instanceof Request ? input : new Request(input);
      const answer = upstream.fetch(request, request.headers.get('x-forwarded-for') ?? 'unknown');
      return withDeadline(answer, request.signal);
    },
  });
}

// The caller's time limit (UPSTREAM_TIMEOUT_MS) holds in process too: a stalled query or handler
// ends the wait with the signal's reason (a TimeoutError, answered 504) as a socket would.
function withDeadline(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
