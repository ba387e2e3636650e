import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_COOKIE, TOKEN_COOKIE, tokenCookie } from '../src/token-cookie';
import { jwtWith } from './fixtures/jwt';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const inSeconds = (seconds: number): string => jwtWith({ exp: NOW / 1000 + seconds });

describe('tokenCookie', () => {
  it('"the client token is named token; the admin token is admin-token"', () => {
    expect(TOKEN_COOKIE).toBe('token');
    expect(ADMIN_TOKEN_COOKIE).toBe('admin-token');
  });

  it('"setting it also writes the client token cookie": token=<jwt>; Path=/; Max-Age from exp; SameSite=Lax', () => {
    const jwt = inSeconds(3600);
    expect(tokenCookie(jwt, { secure: false, nowMs: NOW })).toBe(
      `token=${jwt}; Path=/; Max-Age=3600; SameSite=Lax`,
    );
  });

  it('adds Secure when asked (behind https)', () => {
    const jwt = inSeconds(60);
    expect(tokenCookie(jwt, { secure: true, nowMs: NOW })).toBe(
      `token=${jwt}; Path=/; Max-Age=60; SameSite=Lax; Secure`,
    );
  });

  it('rounds Max-Age down to whole seconds', () => {
    expect(tokenCookie(inSeconds(10), { secure: false, nowMs: NOW + 500 })).toContain('Max-Age=9;');
  });

  it('writes the admin-token cookie when named', () => {
    const jwt = inSeconds(60);
    expect(tokenCookie(jwt, { secure: false, nowMs: NOW, name: ADMIN_TOKEN_COOKIE })).toBe(
      `admin-token=${jwt}; Path=/; Max-Age=60; SameSite=Lax`,
    );
  });

  it.each([
    ['a cleared jwt', null],
    ['an expired jwt', inSeconds(-1)],
    ['a jwt expiring now', inSeconds(0)],
    ['a malformed jwt', 'not-a-jwt'],
    ['a jwt without exp', jwtWith({ sub: '1' })],
    ['a jwt carrying cookie attributes', `${inSeconds(60)}; Domain=evil.com`],
    ['a jwt whose signature carries cookie attributes', `${inSeconds(60)}; Path=/admin`],
    ['a jwt with a line break', `${inSeconds(60)}\r\nSet-Cookie: x=y`],
  ])('deletes the cookie for %s', (_, jwt) => {
    expect(tokenCookie(jwt, { secure: false, nowMs: NOW })).toBe(
      'token=; Path=/; Max-Age=0; SameSite=Lax',
    );
  });
});
