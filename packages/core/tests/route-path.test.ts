import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/languages';
import { matchRoute } from '../src/match-route';
import { matchedRoutePath, routePath } from '../src/route-path';
import { ROUTES, type RouteName } from '../src/routes';

describe('routePath', () => {
  it.each([
    ['home', 'ru', '/'],
    ['home', 'en', '/en'],
    ['privacy-policy', 'ru', '/privacy-policy'],
    ['privacy-policy', 'ua', '/ua/privacy-policy'],
    ['sign-in-confirmation', 'es', '/es/sign-in/confirmation'],
    ['account-pins-locations', 'en', '/en/account/pins/locations'],
    ['admin-settings-users', 'ua', '/ua/admin/settings/users'],
    ['dev-start', 'ru', '/dev-start'],
  ] as const)(
    '"the chosen language is added as a prefix unless it is ru": %s in %s is %s',
    (name, lang, path) => {
      expect(routePath(name, lang)).toBe(path);
    },
  );

  it('"es is not offered in the account and admin routes": an es link to them is the ru URL', () => {
    expect(routePath('account', 'es')).toBe('/account');
    expect(routePath('admin-login', 'es')).toBe('/admin/login');
  });

  it('/dev-start has no prefix in any language; the error page keeps its language, bare in ru', () => {
    expect(routePath('dev-start', 'en')).toBe('/dev-start');
    expect(routePath('error', 'ua', { code: '403' })).toBe('/ua/403');
    expect(routePath('error', 'ru', { code: '403' })).toBe('/403');
  });

  it('"account root with optional parameter addition (only value archive)"', () => {
    expect(routePath('account', 'ru')).toBe('/account');
    expect(routePath('account', 'en', { addition: 'archive' })).toBe('/en/account/archive');
  });

  it('"Error page ... default code 404"', () => {
    expect(routePath('error', 'ru')).toBe('/404');
    expect(routePath('error', 'ru', { code: '400' })).toBe('/400');
  });

  it('"Nav anchors use the home route with query el set to solutions, about or contacts"', () => {
    expect(routePath('home', 'ru', {}, { el: 'solutions' })).toBe('/?el=solutions');
    expect(routePath('home', 'en', {}, { el: 'about' })).toBe('/en?el=about');
    expect(routePath('account-pins', 'ua', {}, { p: '2', q: 'a b' })).toBe(
      '/ua/account/pins?p=2&q=a%20b',
    );
  });

  it('refuses what the table does not know with a RangeError naming it', () => {
    // @ts-expect-error: archived is not a value of addition
    expect(() => routePath('account', 'ru', { addition: 'archived' })).toThrow(
      /archived.*addition.*archive/,
    );
    // @ts-expect-error: 500 is not an error page code
    expect(() => routePath('error', 'ru', { code: '500' })).toThrow(RangeError);
    // @ts-expect-error: no such route
    expect(() => routePath('nowhere', 'ru')).toThrow(/unknown route "nowhere"/);
  });

  it('every route in every language builds a URL that matchRoute resolves back to that route', () => {
    for (const route of ROUTES) {
      for (const lang of LANGUAGES) {
        const url = routePath(route.name as RouteName, lang);
        const outcome = matchRoute(url);
        expect('redirect' in outcome ? outcome : outcome.route.name, `${route.name} ${lang}`).toBe(
          route.name,
        );
      }
    }
  });
});

describe('matchedRoutePath', () => {
  it.each([
    ['/en/account/archive', 'en', '/en/account/archive'],
    ['/en/account/archive', 'ua', '/ua/account/archive'],
    ['/ua/403', 'ua', '/ua/403'],
    ['/en/account/pins/locations', 'es', '/account/pins/locations'],
  ] as const)(
    '%s in %s is %s: the page with the parameters it was matched with',
    (url, lang, path) => {
      const outcome = matchRoute(url);
      if ('redirect' in outcome) throw new Error(`${url} does not match`);
      expect(matchedRoutePath(outcome, lang)).toBe(path);
    },
  );
});
