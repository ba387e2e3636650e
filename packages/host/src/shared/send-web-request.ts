import type { WebError, WebRequest } from '@agency/core';
import { networkError, toWebError } from '@agency/core';
import type { Client } from 'openapi-fetch';

// What travels on /web for every pair: query strings (GET), a JSON or multipart body (the rest), a JSON
// answer. The per-pair types live in @agency/contracts' operation map and type the callers: the
// browser's through ui's WebApi, the host's own through server/call-web.ts (callWeb). This map only
// types the one endpoint's transport, shared by both, so openapi-fetch needs no cast.
interface WireAnswers {
  default: {
    headers: { [name: string]: unknown };
    content: { 'application/json': unknown };
  };
}

interface WireRead {
  parameters: { query: Readonly<Record<string, string>> };
  requestBody?: never;
  responses: WireAnswers;
}

type WireBody = Readonly<Record<string, unknown>> | FormData;

interface WireWrite {
  parameters: { query: Readonly<Record<string, string>> };
  requestBody?: {
    content: {
      'application/json': Readonly<Record<string, unknown>>;
      'multipart/form-data': FormData;
    };
  };
  responses: WireAnswers;
}

/** The /web endpoint as the wire sees it. */
export interface WebWire {
  '/web': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: WireRead;
    put: WireWrite;
    post: WireWrite;
    delete: WireWrite;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}

/** The openapi-fetch client of the /web endpoint. */
export type WebClient = Client<WebWire>;

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

function asItIs(body: WireBody | undefined): WireBody | undefined {
  return body;
}

function send(client: WebClient, request: WebRequest<FormData>, options: SendOptions) {
  const common = {
    params: { query: request.query },
    headers: options.headers,
    ...(options.signal ? { signal: options.signal } : {}),
  };
  if (request.method === 'GET') return client.GET('/web', common);
  // A form travels as it is (fetch sets the multipart boundary); a payload as JSON, openapi-fetch's default.
  const body = request.form
    ? { body: formWith(request.form, request.body), bodySerializer: asItIs }
    : request.body
      ? { body: request.body }
      : {};
  const init = { ...common, ...body };
  if (request.method === 'POST') return client.POST('/web', init);
  if (request.method === 'PUT') return client.PUT('/web', init);
  return client.DELETE('/web', init);
}

/**
 * Sends one built /web call through the client and returns the answer's `data` (its type is the
 * pair's, named by the caller through the contract's operation map); rejects with a core `WebError`:
 * the body's code and text on a non-OK answer, TIMEOUT when the signal ran out, NETWORK_FAILURE when
 * no answer came, and a 502 when the answer was not the JSON the contract names.
 */
export async function sendWebRequest(
  client: WebClient,
  request: WebRequest<FormData>,
  options: SendOptions,
): Promise<{ data: unknown }> {
  let result: { data?: unknown; error?: unknown; response: Response };
  try {
    result = await send(client, request, options);
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
  const body = result.data;
  if (typeof body !== 'object' || body === null || !('data' in body)) {
    throw toWebError(502, null, headersOf(response)) satisfies WebError;
  }
  return { data: body.data };
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
