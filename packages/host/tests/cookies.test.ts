import { describe, expect, it } from 'vitest';
import { parseCookies } from '../src/server/cookies';

describe('parseCookies', () => {
  it('reads name=value pairs, decoding values and keeping the first of a repeated name', () => {
    expect({ ...parseCookies('token=a%20b; lang=en; token=second') }).toEqual({
      token: 'a b',
      lang: 'en',
    });
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'a cookie named %s is a cookie like any other, and names no inherited property',
    (name) => {
      const cookies = parseCookies(`${name}=x; token=t`);
      expect(Object.hasOwn(cookies, name)).toBe(true);
      expect(cookies[name]).toBe('x');
      expect(cookies.token).toBe('t');
      expect(parseCookies('token=t')[name]).toBeUndefined();
    },
  );
});
