import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';
import { serverHeaders } from '@agency/core';
import type { HostRequest } from './host-request';
import { answer, type HostResponse } from './host-response';
import type { HostLogger } from './logger';
import { type SecurityOptions, securityHeaders } from './security-headers';

/** Where and how to pass a browser's /web call on. */
export interface ProxyOptions {
  upstreamUrl: string;
  timeoutMs: number;
  maxBodyBytes: number;
  /** The site's security headers, added to the answer. */
  security: SecurityOptions;
  /** Where upstream failures are logged (with the request id). */
  logger: Pick<HostLogger, 'error'>;
}

// Headers of the upstream answer that describe its own connection, not the content.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'trailer',
  'te',
]);

// Request headers a client may send but the upstream must not believe or see: forwarding claims
// (the host states the client IP itself), framework-internal markers, and the visitor's cookies.
const CLIENT_ONLY = new Set([
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'forwarded',
  'x-middleware-subrequest',
  'cookie',
  'proxy-authorization',
]);

/** The client's request headers the upstream may see: hop-by-hop, those named in Connection, forwarding claims and Cookie left out. */
export function forwardedRequestHeaders(
  headers: HostRequest['headers'],
): Record<string, string | string[] | undefined> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const dropped = new Set([...CLIENT_ONLY, ...HOP_BY_HOP, ...named]);
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !dropped.has(name.toLowerCase())),
  );
}

/** The upstream's /web with the browser's query: the request path never reaches the upstream, so no path can leave /web. */
export function proxyTarget(upstreamUrl: string, requestUrl: string): URL {
  const query = requestUrl.indexOf('?');
  const target = new URL(`${upstreamUrl}/web`);
  if (query >= 0) target.search = requestUrl.slice(query);
  return target;
}

/** The JSON refusal of a /web call the host answers itself (too large, the backend unreachable or slow). */
export function webRefusal(status: number, code: string, security: SecurityOptions): HostResponse {
  return answer(
    {
      status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ statusCode: status, code, message: '', data: null }),
    },
    security,
  );
}

/** Thrown into the upload when the body outgrows the limit. */
class BodyTooLarge extends Error {}

/**
 * A browser's /web call passed to the configured backend (never to an address taken from the
 * request), with a size limit and a time limit: the answer is the backend's status and headers with
 * its body streamed as it arrives, or the host's own refusal (413, 502, 504).
 */
export function proxyWeb(request: HostRequest, options: ProxyOptions): Promise<HostResponse> {
  const { security, logger } = options;
  const declared = request.body.declared;
  if ((declared ?? 0) > options.maxBodyBytes) {
    return Promise.resolve({
      ...webRefusal(413, 'PAYLOAD_TOO_LARGE', security),
      dropUnreadBody: true,
    });
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (response: HostResponse) => {
      if (settled) return;
      settled = true;
      resolve(response);
    };
    const target = proxyTarget(options.upstreamUrl, request.url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send(target, {
      method: request.method,
      headers: {
        // X-Forwarded-For is rebuilt from the client IP the host trusts, never passed on as sent.
        ...serverHeaders(forwardedRequestHeaders(request.headers), request.clientIp),
        // The body is streamed through unchanged, so its declared length still holds.
        ...(declared !== undefined && Number.isInteger(declared)
          ? { 'content-length': String(declared) }
          : {}),
      },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    upstream.on('response', (answered) => {
      const status = answered.statusCode ?? 502;
      if (status >= 500) {
        logger.error(
          { reqId: request.requestId, status, path: '/web' },
          'upstream answered with a server error',
        );
      }
      const headers: Record<string, string> = {};
      let cookies: string[] | undefined;
      for (const [name, value] of Object.entries(answered.headers)) {
        if (value === undefined || HOP_BY_HOP.has(name)) continue;
        if (Array.isArray(value)) {
          if (name === 'set-cookie') cookies = value;
          else headers[name] = value.join(', ');
        } else headers[name] = value;
      }
      settle({
        status,
        headers: { ...headers, ...securityHeaders(null, security) },
        ...(cookies === undefined ? {} : { cookies }),
        body: answered,
      });
    });
    upstream.on('error', (error) => {
      // The host ended the call itself (the upload outgrew its limit): already answered.
      if (error instanceof BodyTooLarge) return;
      const timeout = error.name === 'TimeoutError' || error.name === 'AbortError';
      logger.error(
        {
          reqId: request.requestId,
          status: timeout ? 504 : 502,
          path: '/web',
          error: error.message,
        },
        'upstream failure',
      );
      settle(
        webRefusal(timeout ? 504 : 502, timeout ? 'TIMEOUT' : 'UPSTREAM_UNAVAILABLE', security),
      );
    });
    const limit = options.maxBodyBytes;
    async function* counted(chunks: AsyncIterable<Uint8Array>) {
      let received = 0;
      for await (const chunk of chunks) {
        received += chunk.byteLength;
        if (received > limit) throw new BodyTooLarge();
        yield chunk;
      }
    }
    pipeline(request.body.chunks(), counted, upstream).catch((error: unknown) => {
      if (!(error instanceof BodyTooLarge)) return;
      settle({ ...webRefusal(413, 'PAYLOAD_TOO_LARGE', security), dropUnreadBody: true });
    });
  });
}
