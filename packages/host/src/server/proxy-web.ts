import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { serverHeaders } from '@agency/core';

/** Where and how to pass a browser's /web call on. */
export interface ProxyOptions {
  upstreamUrl: string;
  clientIp: string;
  timeoutMs: number;
  maxBodyBytes: number;
  /** Security headers added to the answer. */
  headers: Record<string, string>;
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
    const target = new URL(`${options.upstreamUrl}${req.url ?? '/web'}`);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send(target, {
      method: req.method,
      headers: {
        // X-Forwarded-For is rebuilt from the client IP the host trusts, never passed on as sent.
        ...serverHeaders({ ...req.headers, 'x-forwarded-for': undefined }, options.clientIp),
        // The body is streamed through unchanged, so its declared length still holds.
        ...(Number.isInteger(declared) && req.headers['content-length'] !== undefined
          ? { 'content-length': String(declared) }
          : {}),
      },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    upstream.on('response', (answer) => {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, { ...headers, ...options.headers });
      answer.pipe(res);
      answer.on('end', () => resolve());
      answer.on('error', () => {
        res.destroy();
        resolve();
      });
    });
    upstream.on('error', (error) => {
      const timeout = error.name === 'TimeoutError' || error.name === 'AbortError';
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
