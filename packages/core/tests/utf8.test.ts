import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from '../src/utf8';

describe('decodeUtf8', () => {
  it('decodes any well-formed text, Cyrillic and emoji included', () => {
    expect(decodeUtf8(new Uint8Array(Buffer.from('Привіт, 😀', 'utf8')))).toBe('Привіт, 😀');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeUtf8(new Uint8Array(Buffer.from(text, 'utf8')))).toBe(text);
      }),
    );
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['a truncated two-byte sequence', [0xd0]],
    ['an overlong "/"', [0xc0, 0xaf]],
    ['an overlong three-byte form', [0xe0, 0x80, 0xaf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['a bad continuation', [0xe2, 0x28, 0xa1]],
    ['byte 0xFF', [0xff]],
  ])('refuses %s', (_, bytes) => {
    expect(decodeUtf8(new Uint8Array(bytes))).toBeNull();
  });
});
