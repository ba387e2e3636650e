import { errorFromAnswer, GoogleApiError, retryAfterMs } from './google-api-error';
import { googleUrl } from './google-url';
import type { Shape } from './shape';

/** The largest answer read from Google (the longest, 18 months of eleven daily metrics, is ~1 MB). */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** How every Google call is made: the fetch, the override origin of configuration, the timeout and the clock. */
export interface GoogleHttpOptions {
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** GOOGLE_APIS_ORIGIN (readGoogleApisOrigin); unset calls Google itself. */
  apisOrigin?: string;
  /** Each call's limit (default 15 s): past it the call fails as 'network'. */
  timeoutMs?: number;
  /** The clock Retry-After dates are read against. */
  now?: () => number;
}

/** One call to Google. */
export interface GoogleRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Google's own URL; the override origin is applied here, never by the caller. */
  url: URL;
  /** What the call is, for error messages (`locations.patch`). */
  what: string;
  accessToken?: string;
  json?: unknown;
  form?: Record<string, string>;
  /** An empty 2xx body reads as `{}` (revoke). */
  emptyOk?: boolean;
  signal?: AbortSignal;
}

/** Makes one call and returns its answer once its shape is checked; every failure is a GoogleApiError. */
export type GoogleHttp = <T>(request: GoogleRequest, shape: Shape) => Promise<T>;

async function readCapped(response: Response): Promise<string | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The Google HTTP layer: timeouts, the override origin, error kinds, a size cap and shape checks. */
export function createGoogleHttp(options: GoogleHttpOptions = {}): GoogleHttp {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? Date.now;
  return async <T>(request: GoogleRequest, shape: Shape): Promise<T> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.accessToken) headers.authorization = `Bearer ${request.accessToken}`;
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
    let response: Response;
    let text: string | undefined;
    try {
      response = await fetchImpl(googleUrl(request.url, options.apisOrigin), {
        method: request.method,
        headers,
        body,
        signal,
        redirect: 'manual',
      });
      text = await readCapped(response);
    } catch (error) {
      const reason = timeout.aborted
        ? `no answer within ${timeoutMs} ms`
        : (error as Error).message;
      throw new GoogleApiError('network', `${request.what}: ${reason}`, { cause: error });
    }
    if (text === undefined) {
      throw new GoogleApiError(
        'shape',
        `${request.what}: the answer is over ${MAX_ANSWER_BYTES} bytes`,
        {
          httpStatus: response.status,
        },
      );
    }
    const parsed =
      text === '' && request.emptyOk ? { ok: true as const, value: {} } : parseJson(text);
    if (response.status < 200 || response.status > 299) {
      throw errorFromAnswer(
        response.status,
        parsed.ok ? parsed.value : undefined,
        retryAfterMs(response.headers.get('retry-after'), now()),
        request.what,
      );
    }
    if (!parsed.ok) {
      throw new GoogleApiError('shape', `${request.what}: the answer is not JSON`, {
        httpStatus: response.status,
      });
    }
    const problem = shape(parsed.value, 'answer');
    if (problem) {
      throw new GoogleApiError(
        'shape',
        `${request.what}: a body of an unexpected shape (${problem})`,
        {
          httpStatus: response.status,
        },
      );
    }
    return parsed.value as T;
  };
}
