import type { WebCallAnswerer } from './answer-web-call';
import type { WebCall } from './web-call';

/** The backend as a fetch function: a `Request` in, a `Response` out, with no socket in between. */
export type WebFetch = (request: Request, clientIp: string) => Promise<Response>;

// The body's chunks; a reader that stops early cancels the rest.
async function* requestChunks(request: Request): AsyncGenerator<Uint8Array> {
  if (request.body === null) return;
  const reader = request.body.getReader();
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => {});
  }
}

/** What the backend reads of a fetch `Request`. */
export function fetchWebCall(request: Request, ip: string): WebCall {
  const url = new URL(request.url);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  return {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    authorization: request.headers.get('authorization') ?? undefined,
    contentType: request.headers.get('content-type') ?? undefined,
    contentLength: Number.isFinite(declared) ? declared : undefined,
    requestId: request.headers.get('x-request-id') ?? undefined,
    userAgent: request.headers.get('user-agent') ?? '',
    ip,
    chunks: () => requestChunks(request),
  };
}

/** Puts the backend behind a fetch function, for a host that embeds it in its own process. */
export function fetchHandler(answer: WebCallAnswerer): WebFetch {
  return async (request, ip) => {
    const result = await answer(fetchWebCall(request, ip));
    return new Response(result.body, { status: result.status, headers: result.headers });
  };
}
