import type { ServerResponse } from 'node:http';
import type { Language } from '@agency/core';
import type { WebApiError } from './web-api-error';

/** Writes a JSON answer with headers that keep it out of shared caches unless told otherwise. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

/** Writes the contract's ErrorBody for a WebApiError, its messages in the request's language. */
export function sendError(res: ServerResponse, error: WebApiError, lang: Language): void {
  sendJson(res, error.status, error.body(lang), error.headers);
}
