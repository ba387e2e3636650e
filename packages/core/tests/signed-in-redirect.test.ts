import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_ROLE,
  areaLanguage,
  isSignedIn,
  LANGUAGES,
  matchRoute,
  type RouteMatch,
  routePath,
  signedInRedirect,
} from '../src/index';

function match(path: string): RouteMatch {
  const outcome = matchRoute(path);
  if ('redirect' in outcome) throw new Error(`${path} redirects`);
  return outcome;
}

describe('a signed-in customer who opens sign-in is sent to the account', () => {
  it.each(LANGUAGES.filter((lang) => match(routePath('sign-in', lang)).lang === lang))(
    'the account of the language (%s; Spanish continues in English)',
    (lang) => {
      expect(signedInRedirect(match(routePath('sign-in', lang)), true)).toBe(
        routePath('account', areaLanguage(lang)),
      );
    },
  );

  it('the page named by back, when it is one a session may return to', () => {
    expect(signedInRedirect(match('/en/sign-in?back=%2Fen%2Faccount%2Fsettings'), true)).toBe(
      '/en/account/settings',
    );
    expect(signedInRedirect(match('/en/sign-in?back=%2F%2Fevil.example'), true)).toBe(
      '/en/account',
    );
  });

  it('signed out, sign-in is shown', () => {
    expect(signedInRedirect(match('/en/sign-in'), false)).toBeNull();
  });

  it.each(['/en', '/en/account', '/en/sign-in/recovery', '/admin/login', '/en/404'])(
    'any other page is shown (%s)',
    (path) => {
      expect(signedInRedirect(match(path), true)).toBeNull();
    },
  );
});

describe('signed in means a jwt the backend accepted', () => {
  it('a jwt and a caller with roles', () => {
    expect(isSignedIn('a.b.c', ['customer'])).toBe(true);
    expect(isSignedIn('a.b.c', [])).toBe(true);
  });

  it('no jwt, or a jwt the backend answered as anonymous', () => {
    expect(isSignedIn(null, ['customer'])).toBe(false);
    expect(isSignedIn('', ['customer'])).toBe(false);
    expect(isSignedIn('a.b.c', [ANONYMOUS_ROLE])).toBe(false);
  });
});
