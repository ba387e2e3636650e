import { WebApiError } from '../base/web-api-error';

// Seconds a client is asked to wait before retrying while the database is away.
const RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: the database cannot be reached for the moment (worded in the caller's language). */
export function serviceUnavailable(): WebApiError {
  return new WebApiError(503, 'INTERNAL', 'request.unavailable', null, {
    'retry-after': String(RETRY_AFTER_SECONDS),
  });
}
