import type { WebError, WebRequest } from '@agency/core';
import { networkError, toWebError } from '@agency/core';
import type { Client } from 'openapi-fetch';

/** The openapi-fetch client of the /web endpoint (typed by the contract). */
// biome-ignore lint/suspicious/noExplicitAny: the contract's path map is supplied by the caller
export type WebClient = Client<any>;

/** Per-call options: extra headers (Bearer, X-Forwarded-For) and the abort signal (timeout). */
export interface SendOptions {
  headers: Record<string, string>;
  signal?: AbortSignal;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function headersOf(response: Response | undefined): Record<string, string> {
  return response ? Object.fromEntries(response.headers) : {};
}

/**
 * Sends one built /web call through the typed client and returns the answer's `data`; rejects with
 * a core `WebError`: the body's code and text on a non-OK answer, TIMEOUT when the signal ran out,
 * NETWORK_FAILURE when no answer came, and a 502 when the answer was not the JSON the contract names.
 */
export async function sendWebRequest<T>(
  client: WebClient,
  request: WebRequest<FormData>,
  options: SendOptions,
): Promise<{ data: T }> {
  let result: { data?: unknown; error?: unknown; response: Response };
  try {
    const init = {
      params: { query: request.query },
      headers: options.headers,
      signal: options.signal,
      ...(request.form
        ? { body: formWith(request.form, request.body), bodySerializer: (body: unknown) => body }
        : request.body
          ? { body: request.body }
          : {}),
    };
    result = await client.request(request.method as 'get', '/web', init as never);
  } catch (error) {
    if (isTimeout(error)) throw networkError('TIMEOUT');
    // A body that is not JSON, or larger than the server allows, is a bad gateway, not a lost network.
    if (
      error instanceof Error &&
      (error.name === 'SyntaxError' || error.name === 'UpstreamTooLarge')
    ) {
      throw toWebError(502, null);
    }
    throw networkError();
  }
  const { response } = result;
  if (!response.ok) throw toWebError(response.status, result.error, headersOf(response));
  const body = result.data as { data?: unknown } | undefined;
  if (typeof body !== 'object' || body === null || !('data' in body)) {
    throw toWebError(502, null, headersOf(response)) satisfies WebError;
  }
  return { data: body.data as T };
}

function formWith(form: FormData, fields: Readonly<Record<string, unknown>> | null): FormData {
  const result = new FormData();
  for (const [name, value] of form) result.append(name, value);
  for (const [name, value] of Object.entries(fields ?? {})) {
    if (!form.has(name))
      result.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return result;
}
