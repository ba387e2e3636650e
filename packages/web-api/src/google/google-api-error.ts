/** What went wrong with a Google call, as callers decide on it. */
export type GoogleErrorKind =
  | 'unauthorized'
  | 'revoked'
  | 'forbidden'
  | 'not-found'
  | 'quota'
  | 'invalid'
  | 'server'
  | 'network'
  | 'shape';

/** A Google call that did not give what it should. Never carries a token. */
export class GoogleApiError extends Error {
  override name = 'GoogleApiError';
  readonly kind: GoogleErrorKind;
  /** The HTTP status of Google's answer (none for 'network' and checks made before sending). */
  readonly httpStatus: number | undefined;
  /** Google's status (`RESOURCE_EXHAUSTED`) or OAuth error (`invalid_grant`), when it gave one. */
  readonly status: string | undefined;
  /** Google's own message, when it gave one. */
  readonly googleMessage: string | undefined;
  /** How long Google asked to wait (Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(
    kind: GoogleErrorKind,
    message: string,
    details: {
      httpStatus?: number;
      status?: string;
      googleMessage?: string;
      retryAfterMs?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.httpStatus = details.httpStatus;
    this.status = details.status;
    this.googleMessage = details.googleMessage;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** The kind of an HTTP error answer; `oauthError` is the `error` of an OAuth endpoint's answer. */
export function errorKindOf(httpStatus: number, oauthError?: string): GoogleErrorKind {
  if (oauthError === 'invalid_grant') return 'revoked';
  if (httpStatus === 401) return 'unauthorized';
  if (httpStatus === 403) return 'forbidden';
  if (httpStatus === 404) return 'not-found';
  if (httpStatus === 429) return 'quota';
  if (httpStatus >= 500) return 'server';
  return 'invalid';
}

/** Retry-After in ms (delta seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs: number): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/**
 * The error of a non-2xx answer: Google's API shape `{"error":{"code","message","status"}}`, the
 * OAuth shape `{"error","error_description"}`, or anything else (kind by status alone).
 */
export function errorFromAnswer(
  httpStatus: number,
  body: unknown,
  retryAfter: number | undefined,
  what: string,
): GoogleApiError {
  let status: string | undefined;
  let message: string | undefined;
  let oauthError: string | undefined;
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') {
    oauthError = error;
    status = error;
    const description = (body as { error_description?: unknown }).error_description;
    message = typeof description === 'string' ? description : undefined;
  } else if (typeof error === 'object' && error !== null) {
    const api = error as { status?: unknown; message?: unknown };
    status = typeof api.status === 'string' ? api.status : undefined;
    message = typeof api.message === 'string' ? api.message : undefined;
  }
  const kind = errorKindOf(httpStatus, oauthError);
  return new GoogleApiError(
    kind,
    `${what}: Google answered ${httpStatus}${status ? ` ${status}` : ''}${message ? `: ${message.slice(0, 300)}` : ''}`,
    {
      httpStatus,
      ...(status !== undefined ? { status } : {}),
      ...(message !== undefined ? { googleMessage: message } : {}),
      ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}),
    },
  );
}
