import { type ErrorCode, errorCodeForStatus, isErrorCode } from './error-codes';
import { type HeadersInput, normalizeHeaders } from './headers';
import { isRecord } from './is-record';

/** A failed /web call: the HTTP status (0 when no answer came), the code, the body's text, its data and the response headers. */
export interface WebError {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** The body's human-readable text; '' when the body carried none (the code then says what happened). */
  readonly message: string;
  /** The body's `data` member (field errors and the like); null when the body had none. */
  readonly data: unknown;
  /** Response headers, names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
}

const MAX_MESSAGE_LENGTH = 1000;

function textOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text.slice(0, MAX_MESSAGE_LENGTH);
}

function messageOf(body: Readonly<Record<string, unknown>>): string {
  const error = body.error;
  return (
    textOf(body.message) ?? textOf(error) ?? (isRecord(error) ? textOf(error.message) : null) ?? ''
  );
}

/**
 * Turns any non-OK answer into a WebError: the body's code when it is a known one (else the status's),
 * its `message` (or `error`, or `error.message`) text and its `data`. Bodies of any other shape, text
 * included, keep only the status: a proxy's HTML page is not a message for people.
 */
export function toWebError(status: number, body: unknown, headers?: HeadersInput): WebError {
  const statusCode = Number.isInteger(status) && status >= 0 && status <= 999 ? status : 0;
  const record = isRecord(body) ? body : null;
  return {
    statusCode,
    code: record && isErrorCode(record.code) ? record.code : errorCodeForStatus(statusCode),
    message: record ? messageOf(record) : '',
    data: record && 'data' in record ? (record.data ?? null) : null,
    headers: normalizeHeaders(headers),
  };
}

/** The error for a call that got no answer: NETWORK_FAILURE by default, or TIMEOUT when the time limit ran out. */
export function networkError(code: 'NETWORK_FAILURE' | 'TIMEOUT' = 'NETWORK_FAILURE'): WebError {
  return { statusCode: 0, code, message: '', data: null, headers: {} };
}

/** True when the value has the WebError shape (for `catch (error: unknown)` blocks). */
export function isWebError(value: unknown): value is WebError {
  return (
    isRecord(value) &&
    typeof value.statusCode === 'number' &&
    isErrorCode(value.code) &&
    typeof value.message === 'string' &&
    'data' in value &&
    isRecord(value.headers)
  );
}
