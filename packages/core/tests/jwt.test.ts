import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeJwt, isSessionExpired, jwtExpiresAtMs, MAX_JWT_LENGTH } from '../src/jwt';
import { jwtWith, segment } from './fixtures/jwt';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const nowSeconds = NOW / 1000;

describe('decodeJwt', () => {
  it('decodes the base64url JSON body of a jwt', () => {
    const body = { sub: '42', name: 'Олена 😀', exp: nowSeconds + 60 };
    expect(decodeJwt(jwtWith(body))).toEqual(body);
  });

  it('decodes a body whose base64url uses "-" and "_"', () => {
    // '?>?' in JSON string values encodes to base64 with '+' and '/', i.e. '-' and '_' in base64url.
    const body = { v: '?>?~~~' };
    const jwt = jwtWith(body);
    expect(jwt.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwt(jwt)).toEqual(body);
  });

  it.each([
    ['not a string', 42],
    ['an empty string', ''],
    ['two segments', `${segment({})}.${segment({ exp: 1 })}`],
    ['four segments', `${jwtWith({ exp: 1 })}.x`],
    ['an empty header', `.${segment({ exp: 1 })}.sig`],
    ['an empty body', `${segment({})}..sig`],
    ['a body that is not base64url', `${segment({})}.e30*.sig`],
    [
      'a body that is not UTF-8',
      `${segment({})}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.sig`,
    ],
    ['a body that is not JSON', `${segment({})}.${segment('not json')}.sig`],
    ['a JSON array body', `${segment({})}.${segment([1, 2])}.sig`],
    ['a JSON null body', `${segment({})}.${segment('null')}.sig`],
    ['a JSON number body', `${segment({})}.${segment('5')}.sig`],
  ])('gives null for %s', (_, jwt) => {
    expect(decodeJwt(jwt)).toBeNull();
  });
});

describe('isSessionExpired', () => {
  it('"The jwt body carries an expiry in seconds; the session is expired when it is earlier than now"', () => {
    expect(isSessionExpired(jwtWith({ exp: nowSeconds - 1 }), NOW)).toBe(true);
    expect(isSessionExpired(jwtWith({ exp: nowSeconds + 1 }), NOW)).toBe(false);
    // Exactly now is not earlier than now.
    expect(isSessionExpired(jwtWith({ exp: nowSeconds }), NOW)).toBe(false);
  });

  it('reads exp as seconds, not milliseconds', () => {
    expect(jwtExpiresAtMs(jwtWith({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
    expect(isSessionExpired(jwtWith({ exp: nowSeconds + 10 }), NOW + 5_000)).toBe(false);
    expect(isSessionExpired(jwtWith({ exp: nowSeconds + 10 }), NOW + 11_000)).toBe(true);
  });

  it.each([
    ['a null jwt', null],
    ['wrong segment count', 'a.b'],
    ['bad base64', `${segment({})}.%%%.sig`],
    ['non-JSON body', `${segment({})}.${segment('{exp:')}.sig`],
    ['missing exp', jwtWith({ sub: '1' })],
    ['string exp', jwtWith({ exp: String(nowSeconds + 60) })],
    ['null exp', jwtWith({ exp: null })],
    ['non-finite exp', `${segment({})}.${segment('{"exp":1e999}')}.sig`],
  ])('"a malformed jwt is expired": %s', (_, jwt) => {
    expect(isSessionExpired(jwt, NOW)).toBe(true);
  });

  it('"a jwt longer than the longest token the backend issues is no session", however far its exp', () => {
    const long = (subLength: number) =>
      jwtWith({ exp: nowSeconds + 3600, sub: 'x'.repeat(subLength) });
    expect(long(2900).length).toBeLessThanOrEqual(MAX_JWT_LENGTH); // a length, not a time
    expect(isSessionExpired(long(2900), NOW)).toBe(false);
    expect(long(3100).length).toBeGreaterThan(MAX_JWT_LENGTH);
    expect(isSessionExpired(long(3100), NOW)).toBe(true);
    expect(isSessionExpired(long(12_000), NOW)).toBe(true);
  });

  it('treats a clock that is not a number as expired', () => {
    expect(isSessionExpired(jwtWith({ exp: nowSeconds + 60 }), Number.NaN)).toBe(true);
  });

  it('"it never throws": any string gives a boolean', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (jwt, nowMs) => {
        expect(typeof isSessionExpired(jwt, nowMs)).toBe('boolean');
      }),
    );
  });

  it('"it never throws": any three dot-joined strings give a boolean', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(typeof isSessionExpired(`${a}.${b}.${c}`, NOW)).toBe('boolean');
      }),
    );
  });

  it('agrees with exp for every well-formed jwt', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (exp, nowMs) => {
          expect(isSessionExpired(jwtWith({ exp }), nowMs)).toBe(exp * 1000 < nowMs);
        },
      ),
    );
  });
});
