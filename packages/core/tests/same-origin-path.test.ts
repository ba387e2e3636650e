import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameOriginPath } from '../src/same-origin-path';

describe('isSameOriginPath', () => {
  it.each([
    ['/sign-in'],
    ['/en/sign-in?return=%2Faccount'],
    ['/admin/login'],
    ['/'],
    ['/a/b#c'],
    // Percent-escapes stay escaped in the URL the browser requests from our own origin: no header
    // is split and no other host is reached, so they are allowed.
    ['/%0d%0a'],
    ['/%2F%2Fevil.com'],
    ['/%5Cevil.com'],
  ])('follows the same-origin path %j', (location) => {
    expect(isSameOriginPath(location)).toBe(true);
  });

  it.each([
    ['protocol-relative "//x"', '//evil.com'],
    ['backslash "/\\x"', '/\\evil.com'],
    ['a backslash later on', '/a\\..\\b'],
    ['a javascript: scheme', 'javascript:alert(1)'],
    ['an https: URL', 'https://evil.com'],
    ['a relative path', 'sign-in'],
    ['a CR/LF header injection', '/ok\r\nSet-Cookie:x'],
    ['a lone LF', '/ok\nx'],
    ['leading whitespace hiding a path', '\t/x'],
    ['a leading space', ' /x'],
    ['a trailing space', '/x '],
    ['a NUL byte', '/x\u0000'],
    ['a DEL', '/x\u007f'],
    ['a C1 control', '/x\u0085'],
    ['a Unicode line separator', '/x\u2028y'],
    ['an empty string', ''],
    ['a path over 2048 characters', `/${'a'.repeat(2048)}`],
    ['a missing header', undefined],
    ['a number', 42],
  ])('refuses %s', (_, location) => {
    expect(isSameOriginPath(location)).toBe(false);
  });

  it('every accepted location resolves to our own origin in a WHATWG URL parser', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 40 }), (tail) => {
        const location = `/${tail}`;
        if (isSameOriginPath(location)) {
          expect(new URL(location, 'https://site.example').origin).toBe('https://site.example');
        }
      }),
    );
  });
});
