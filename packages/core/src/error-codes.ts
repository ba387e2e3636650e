/**
 * What went wrong with a /web call, as a string code (the backend's `code`, or one the client sets):
 * - BAD_REQUEST: the payload was refused (400).
 * - VALIDATION_FAILED: the payload broke field rules; `data` holds the field errors (400 or 422).
 * - UNAUTHENTICATED: no valid token was sent (401).
 * - FORBIDDEN: the caller's roles do not permit this controller/subaction (403).
 * - NOT_FOUND: no such controller, subaction, page or record (404).
 * - CONFLICT: the change clashes with the current data, e.g. a duplicate (409).
 * - GONE: the page needs a session it does not have; `location` names where to sign in (410).
 * - PAYLOAD_TOO_LARGE: the body or upload exceeded the size limit (413).
 * - RATE_LIMITED: too many attempts; try again later (429).
 * - INTERNAL: the backend failed (500 and other 5xx).
 * - NETWORK_FAILURE: client side, no answer at all (offline, connection refused or reset).
 * - TIMEOUT: client side, no answer within the time limit (or the upstream said 504).
 * - UPSTREAM_UNAVAILABLE: the backend cannot be reached from the server, or said 502/503.
 * - UNKNOWN: any status the catalogue does not name.
 */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'NETWORK_FAILURE'
  | 'TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UNKNOWN';

/** Every error code, in the order documented on `ErrorCode`. */
export const ERROR_CODES: readonly ErrorCode[] = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'NETWORK_FAILURE',
  'TIMEOUT',
  'UPSTREAM_UNAVAILABLE',
  'UNKNOWN',
];

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  502: 'UPSTREAM_UNAVAILABLE',
  503: 'UPSTREAM_UNAVAILABLE',
  504: 'TIMEOUT',
};

/** True when the value is one of the `ErrorCode` strings. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The code a status means when the body names none: the table above, other 4xx BAD_REQUEST, other 5xx INTERNAL. */
export function errorCodeForStatus(status: number): ErrorCode {
  const known = CODE_BY_STATUS[status];
  if (known) return known;
  if (Number.isInteger(status) && status >= 400 && status <= 499) return 'BAD_REQUEST';
  if (Number.isInteger(status) && status >= 500 && status <= 599) return 'INTERNAL';
  return 'UNKNOWN';
}
