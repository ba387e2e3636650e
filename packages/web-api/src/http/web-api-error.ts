import type { components } from '@agency/contracts';

/** The error codes the backend answers with (contract schema ErrorCode). */
export type WebApiErrorCode = components['schemas']['ErrorCode'];

/** One field that broke a rule (contract schema FieldError). */
export type FieldError = components['schemas']['FieldError'];

/** The `data` of an error body (contract ErrorBody.data): field errors, import rows, seconds to wait or where to sign in. */
export type ErrorData = NonNullable<components['schemas']['ErrorBody']['data']>;

/** A refusal that becomes the contract's ErrorBody; headers go out with it (location, retry-after, allow). */
export class WebApiError extends Error {
  readonly status: number;
  readonly code: WebApiErrorCode;
  readonly data: ErrorData | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: WebApiErrorCode,
    message: string,
    data: ErrorData | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.data = data;
    this.headers = headers;
  }
}

/** 400 VALIDATION_FAILED with one field error. */
export function fieldError(field: string, code: string, message: string): WebApiError {
  return new WebApiError(400, 'VALIDATION_FAILED', message, { fields: [{ field, code, message }] });
}

/** 404 NOT_FOUND for a record the caller cannot see. */
export function notFound(what = 'record'): WebApiError {
  return new WebApiError(404, 'NOT_FOUND', `No such ${what}`);
}
