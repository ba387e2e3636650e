import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url } from '../src/base64url';

describe('decodeBase64Url', () => {
  it('decodes what Node encodes as base64url, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = Buffer.from(bytes).toString('base64url');
        expect(decodeBase64Url(text)).toEqual(bytes);
      }),
    );
  });

  it('accepts correct padding and refuses wrong padding', () => {
    expect(decodeBase64Url('YQ==')).toEqual(new Uint8Array([97]));
    expect(decodeBase64Url('YWI=')).toEqual(new Uint8Array([97, 98]));
    expect(decodeBase64Url('YQ=')).toBeNull();
    expect(decodeBase64Url('YWJj=')).toBeNull();
  });

  it.each([
    ['standard base64 "+"', 'a+b'],
    ['standard base64 "/"', 'a/b'],
    ['a space', 'YW Jj'],
    ['a length of 4n+1', 'YWJjZ'],
    ['a non-ASCII letter', 'YWJé'],
  ])('refuses %s', (_, text) => {
    expect(decodeBase64Url(text)).toBeNull();
  });
});
