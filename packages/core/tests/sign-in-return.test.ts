import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  isSameOriginPath,
  matchRoute,
  RETURN_QUERY,
  returnPath,
  returnQuery,
  signInPath,
} from '../src/index';

describe('sign-in remembers the page the visitor wanted, a same-origin page only', () => {
  it('a page of the site is kept as written, query included', () => {
    expect(returnPath('/en/account/pins/locations?p=2')).toBe('/en/account/pins/locations?p=2');
    expect(returnPath('/ua/account')).toBe('/ua/account');
    expect(returnPath('/privacy-policy')).toBe('/privacy-policy');
  });

  it.each([
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example',
    'javascript:alert(1)',
    'account',
    '',
    '/en/unknown',
    '/ru/account',
    '/en/sign-in',
    '/en/sign-in/confirmation?phone=1',
    '/en/404',
    '/dev-start',
    '/account\r\nSet-Cookie: x=1',
  ])('refuses %j', (wanted) => {
    expect(returnPath(wanted)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(returnPath(undefined)).toBeNull();
    expect(returnPath(['/account'])).toBeNull();
  });

  it('the sign-in page of the language carries the wanted page in its query', () => {
    expect(signInPath('en', '/en/account/pins?p=2')).toBe(
      `/en/sign-in?${RETURN_QUERY}=%2Fen%2Faccount%2Fpins%3Fp%3D2`,
    );
    expect(signInPath('ua')).toBe('/ua/sign-in');
    expect(signInPath('ru', '//evil.example')).toBe('/sign-in');
  });

  it('after sign-in: the wanted page, else the account of the language', () => {
    expect(afterSignInPath({ [RETURN_QUERY]: '/en/account/settings' }, 'en')).toBe(
      '/en/account/settings',
    );
    expect(afterSignInPath({ [RETURN_QUERY]: 'https://evil.example' }, 'en')).toBe('/en/account');
    expect(afterSignInPath({ [RETURN_QUERY]: '//evil.example' }, 'ua')).toBe('/ua/account');
    expect(afterSignInPath({}, 'ru')).toBe('/account');
  });

  it('the code confirmation step carries only an allowed wanted page on', () => {
    expect(returnQuery({ [RETURN_QUERY]: '/en/account', phone: '1' })).toEqual({
      [RETURN_QUERY]: '/en/account',
    });
    expect(returnQuery({ [RETURN_QUERY]: '//evil.example' })).toEqual({});
  });

  it('property: whatever the query holds, the target is a same-origin path naming a page', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom('/en/account', '//x', '/\\x', 'http://x', '/en/account?a=1'),
        ),
        fc.constantFrom('ru', 'ua', 'en') as fc.Arbitrary<'ru' | 'ua' | 'en'>,
        (wanted, lang) => {
          const target = afterSignInPath({ [RETURN_QUERY]: wanted }, lang);
          expect(isSameOriginPath(target)).toBe(true);
          expect('redirect' in matchRoute(target)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
