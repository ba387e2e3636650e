import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { serverHeaders } from '@agency/core';
import { requestIdHeader } from './access-log';
import type { HostLogger } from './logger';

/** Where and how to pass a browser's /web call on. */
export interface ProxyOptions {
  upstreamUrl: string;
  clientIp: string;
  timeoutMs: number;
  maxBodyBytes: number;
  /** Security headers added to the answer. */
  headers: Record<string, string>;
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
  headers: IncomingMessage['headers'],
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

function refuse(
  res: ServerResponse,
  status: number,
  code: string,
  headers: Record<string, string>,
) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ statusCode: status, code, message: '', data: null });
  res.writeHead(status, {
    ...headers,
    ...requestIdHeader(res),
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Streams a browser's /web call to the configured backend (never to an address taken from the request), with a size limit and a time limit. */
export function proxyWeb(
  req: IncomingMessage,
  res: ServerResponse,
  options: ProxyOptions,
): Promise<void> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > options.maxBodyBytes) {
      refuse(res, 413, 'PAYLOAD_TOO_LARGE', options.headers);
      resolve();
      return;
    }
    const target = proxyTarget(options.upstreamUrl, req.url ?? '/web');
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send(target, {
      method: req.method,
      headers: {
        // X-Forwarded-For is rebuilt from the client IP the host trusts, never passed on as sent.
        ...serverHeaders(forwardedRequestHeaders(req.headers), options.clientIp),
        // The body is streamed through unchanged, so its declared length still holds.
        ...(Number.isInteger(declared) && req.headers['content-length'] !== undefined
          ? { 'content-length': String(declared) }
          : {}),
      },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    upstream.on('response', (answer) => {
      if ((answer.statusCode ?? 502) >= 500) {
        options.logger.error(
          { reqId: req.headers['x-request-id'], status: answer.statusCode, path: '/web' },
          'upstream answered with a server error',
        );
      }
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, {
        ...headers,
        ...options.headers,
        ...requestIdHeader(res),
      });
      answer.pipe(res);
      answer.on('end', () => resolve());
      answer.on('error', () => {
        res.destroy();
        resolve();
      });
    });
    upstream.on('error', (error) => {
      const timeout = error.name === 'TimeoutError' || error.name === 'AbortError';
      options.logger.error(
        {
          reqId: req.headers['x-request-id'],
          status: timeout ? 504 : 502,
          path: '/web',
          error: error.message,
        },
        'upstream failure',
      );
      refuse(
        res,
        timeout ? 504 : 502,
        timeout ? 'TIMEOUT' : 'UPSTREAM_UNAVAILABLE',
        options.headers,
      );
      resolve();
    });
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > options.maxBodyBytes) {
        upstream.destroy();
        refuse(res, 413, 'PAYLOAD_TOO_LARGE', options.headers);
        req.destroy();
        resolve();
      }
    });
    req.pipe(upstream);
  });
}
