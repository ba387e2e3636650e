import type { Language } from '@agency/core';
import type { WebApiError } from '../base/web-api-error';
import type { WebAnswer } from './web-call';

/** A JSON answer with headers that keep it out of shared caches unless told otherwise. */
export function jsonAnswer(
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): WebAnswer {
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
    body: JSON.stringify(body),
  };
}

/** The contract's ErrorBody for a WebApiError, its messages in the request's language. */
export function errorAnswer(error: WebApiError, lang: Language): WebAnswer {
  return jsonAnswer(error.status, error.body(lang), error.headers);
}
