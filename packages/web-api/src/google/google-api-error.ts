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

/** One field Google named in a refusal (google.rpc.BadRequest or google.mybusiness.v4.ValidationError). */
export interface GoogleFieldViolation {
  /** The field's path as Google wrote it (`website_uri`, `regular_hours.periods[2]`). */
  field: string;
  /** The ValidationError code (`INVALID_VALUE`) or number, when Google gave one. */
  code?: string;
  message?: string;
}

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
  /** The fields a refusal names (empty when it names none). */
  readonly fields: readonly GoogleFieldViolation[];

  constructor(
    kind: GoogleErrorKind,
    message: string,
    details: {
      httpStatus?: number;
      status?: string;
      googleMessage?: string;
      retryAfterMs?: number;
      fields?: readonly GoogleFieldViolation[];
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.httpStatus = details.httpStatus;
    this.status = details.status;
    this.googleMessage = details.googleMessage;
    this.retryAfterMs = details.retryAfterMs;
    this.fields = details.fields ?? [];
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

const MAX_VIOLATIONS = 20;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.slice(0, 300) : undefined;
}

/** The fields named by an API error's details: BadRequest field violations, ValidationError details. */
function violationsOf(details: unknown): GoogleFieldViolation[] {
  if (!Array.isArray(details)) return [];
  const found: GoogleFieldViolation[] = [];
  for (const detail of details) {
    const entries = (detail as { fieldViolations?: unknown; errorDetails?: unknown } | null) ?? {};
    const list = Array.isArray(entries.fieldViolations)
      ? entries.fieldViolations
      : Array.isArray(entries.errorDetails)
        ? entries.errorDetails
        : [];
    for (const entry of list as unknown[]) {
      const item = (entry ?? {}) as Record<string, unknown>;
      const field = text(item.field);
      if (field === undefined || found.length >= MAX_VIOLATIONS) continue;
      const code = typeof item.code === 'number' ? String(item.code) : text(item.code);
      const message = text(item.message) ?? text(item.description);
      found.push({
        field,
        ...(code !== undefined ? { code } : {}),
        ...(message !== undefined ? { message } : {}),
      });
    }
  }
  return found;
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
  let fields: GoogleFieldViolation[] = [];
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') {
    oauthError = error;
    status = error;
    const description = (body as { error_description?: unknown }).error_description;
    message = typeof description === 'string' ? description : undefined;
  } else if (typeof error === 'object' && error !== null) {
    const api = error as { status?: unknown; message?: unknown; details?: unknown };
    status = typeof api.status === 'string' ? api.status : undefined;
    message = typeof api.message === 'string' ? api.message : undefined;
    fields = violationsOf(api.details);
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
      fields,
    },
  );
}
