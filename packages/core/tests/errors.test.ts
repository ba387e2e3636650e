import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWebError, networkError, toWebError } from '../src/errors';

describe('toWebError', () => {
  it('"A non-OK response raises an error with status, the body\'s code and the body"', () => {
    const body = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'E-mail is required',
      data: { fields: { email: 'required' } },
    };
    expect(toWebError(400, body, { 'Content-Type': 'application/json' })).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'E-mail is required',
      data: { fields: { email: 'required' } },
      headers: { 'content-type': 'application/json' },
    });
  });

  it('"Error object: statusCode, code, message, data, headers"', () => {
    expect(Object.keys(toWebError(500, null))).toEqual([
      'statusCode',
      'code',
      'message',
      'data',
      'headers',
    ]);
  });

  it('takes the code from the status when the body names none or an unknown one', () => {
    expect(toWebError(404, {}).code).toBe('NOT_FOUND');
    expect(toWebError(404, { code: 'NOPE' }).code).toBe('NOT_FOUND');
    expect(toWebError(403, { code: 42 }).code).toBe('FORBIDDEN');
  });

  it('reads the text from message, else error, else error.message', () => {
    expect(toWebError(400, { message: ' Bad e-mail ' }).message).toBe('Bad e-mail');
    expect(toWebError(400, { error: 'Bad phone' }).message).toBe('Bad phone');
    expect(toWebError(400, { error: { message: 'Bad code' } }).message).toBe('Bad code');
    expect(toWebError(400, { message: '   ', error: 'Fallback' }).message).toBe('Fallback');
  });

  it('caps a long text at 1000 characters', () => {
    expect(toWebError(400, { message: 'x'.repeat(5000) }).message).toHaveLength(1000);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an HTML page', '<html><body>502 Bad Gateway</body></html>'],
    ['a number', 42],
    ['an array', [{ message: 'x' }]],
    ['an object without text', { message: 42, error: ['x'] }],
  ])('normalises a garbage body (%s) to the status alone', (_, body) => {
    expect(toWebError(502, body)).toEqual({
      statusCode: 502,
      code: 'UPSTREAM_UNAVAILABLE',
      message: '',
      data: null,
      headers: {},
    });
  });

  it('keeps a data member of null as null and any other data as given', () => {
    expect(toWebError(400, { data: null }).data).toBeNull();
    expect(toWebError(400, { data: [1] }).data).toEqual([1]);
  });

  it('reads headers from a fetch Headers, pairs or a record, lower-casing names', () => {
    const expected = { location: '/sign-in' };
    expect(toWebError(410, null, new Headers({ Location: '/sign-in' })).headers).toEqual(expected);
    expect(toWebError(410, null, [['Location', '/sign-in']]).headers).toEqual(expected);
    expect(toWebError(410, null, { LOCATION: '/sign-in' }).headers).toEqual(expected);
  });

  it('never throws on any body, status or headers', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.anything(),
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()))),
        (status, body, headers) => {
          const error = toWebError(status, body, headers);
          expect(isWebError(error)).toBe(true);
        },
      ),
    );
  });

  it('gives status 0 for a status that is not an HTTP status', () => {
    expect(toWebError(Number.NaN, null).statusCode).toBe(0);
    expect(toWebError(-1, null).statusCode).toBe(0);
    expect(toWebError(1e6, null).code).toBe('UNKNOWN');
  });
});

describe('networkError', () => {
  it('is an error with status 0 and code NETWORK_FAILURE, or TIMEOUT when asked', () => {
    expect(networkError()).toEqual({
      statusCode: 0,
      code: 'NETWORK_FAILURE',
      message: '',
      data: null,
      headers: {},
    });
    expect(networkError('TIMEOUT').code).toBe('TIMEOUT');
  });
});

describe('isWebError', () => {
  it('recognises WebErrors and nothing else', () => {
    expect(isWebError(toWebError(400, {}))).toBe(true);
    expect(isWebError(networkError())).toBe(true);
    expect(isWebError(new Error('x'))).toBe(false);
    expect(
      isWebError({ statusCode: 400, code: 'WHAT', message: '', data: null, headers: {} }),
    ).toBe(false);
    expect(isWebError(null)).toBe(false);
  });
});
