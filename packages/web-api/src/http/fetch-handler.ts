import type { WebCallAnswerer } from './answer-web-call';
import type { WebCall } from './web-call';

/** The backend as a fetch function: a `Request` in, a `Response` out, with no socket in between. */
export type WebFetch = (request: Request, clientIp: string) => Promise<Response>;

async function readRequest(request: Request, limit: number, tooLarge: () => Error) {
  if (request.body === null) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
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
    ip,
    body: (limit, tooLarge) => readRequest(request, limit, tooLarge),
  };
}

/** Puts the backend behind a fetch function, for a host that embeds it in its own process. */
export function fetchHandler(answer: WebCallAnswerer): WebFetch {
  return async (request, ip) => {
    const result = await answer(fetchWebCall(request, ip));
    return new Response(result.body, { status: result.status, headers: result.headers });
  };
}
