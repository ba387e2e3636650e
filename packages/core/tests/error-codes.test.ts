import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCodeForStatus, isErrorCode } from '../src/error-codes';

describe('errorCodeForStatus', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [410, 'GONE'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [422, 'VALIDATION_FAILED'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL'],
    [502, 'UPSTREAM_UNAVAILABLE'],
    [503, 'UPSTREAM_UNAVAILABLE'],
    [504, 'TIMEOUT'],
    [418, 'BAD_REQUEST'],
    [599, 'INTERNAL'],
    [0, 'UNKNOWN'],
    [302, 'UNKNOWN'],
    [404.5, 'UNKNOWN'],
  ])('status %d means %s', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });
});

describe('isErrorCode', () => {
  it('knows every code of the union and nothing else', () => {
    for (const code of ERROR_CODES) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode('not_found')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
