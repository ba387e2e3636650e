import { describe, expect, it } from 'vitest';
import type { Language } from '../src/languages';
import { matchRoute, NOT_FOUND_PATH, type RouteOutcome } from '../src/match-route';
import type { RouteName } from '../src/routes';

function matched(url: string) {
  const outcome: RouteOutcome = matchRoute(url);
  if ('redirect' in outcome) throw new Error(`${url} redirected to ${outcome.redirect}`);
  return outcome;
}

const NOT_FOUND = { redirect: '/404', status: 307 };
const notFoundIn = (lang: string) => ({ redirect: `/${lang}/404`, status: 307 });

const SITE_PATHS: [string, RouteName][] = [
  ['', 'home'],
  ['/ui', 'ui'],
  ['/privacy-policy', 'privacy-policy'],
  ['/terms-of-service', 'terms-of-service'],
  ['/email-confirmation', 'email-confirmation'],
  ['/sign-in', 'sign-in'],
  ['/sign-in/confirmation', 'sign-in-confirmation'],
  ['/sign-in/recovery', 'sign-in-recovery'],
];
const ACCOUNT_PATHS: [string, RouteName][] = [
  ['/account', 'account'],
  ['/account/archive', 'account'],
  ['/account/pins', 'account-pins'],
  ['/account/pins/locations', 'account-pins-locations'],
  ['/account/pins/advertising', 'account-pins-advertising'],
  ['/account/pins/publications', 'account-pins-publications'],
  ['/account/pins/notifications', 'account-pins-notifications'],
  ['/account/pins/reviews', 'account-pins-reviews'],
  ['/account/pins/sites', 'account-pins-sites'],
  ['/account/pins/statistics', 'account-pins-statistics'],
  ['/account/settings', 'account-settings'],
];
const ADMIN_PATHS: [string, RouteName][] = [
  ['/admin', 'admin'],
  ['/admin/login', 'admin-login'],
  ['/admin/settings/users', 'admin-settings-users'],
  ['/admin/settings/roles', 'admin-settings-roles'],
  ['/admin/settings/permissions', 'admin-settings-permissions'],
  ['/admin/settings/controllers', 'admin-settings-controllers'],
  ['/admin/settings/navigations', 'admin-settings-navigations'],
  ['/admin/settings/subactions', 'admin-settings-subactions'],
  ['/admin/settings/account', 'admin-settings-account'],
  ['/admin/content/pages', 'admin-content-pages'],
  ['/admin/customer/clients', 'admin-customer-clients'],
];

function prefixed(rows: [string, RouteName][], langs: Exclude<Language, 'ru'>[]) {
  return rows.flatMap(([path, name]) => [
    [path === '' ? '/' : path, name, 'ru'] as const,
    ...langs.map((lang) => [`/${lang}${path}`, name, lang] as const),
  ]);
}

describe('matchRoute: customer routes', () => {
  it.each(prefixed(SITE_PATHS, ['ua', 'en', 'es']))(
    '"Customer routes (optional language prefix ua, ru, en or es)": %s is %s in %s',
    (url, name, lang) => {
      expect(matched(url)).toMatchObject({ route: { name }, lang, params: {} });
    },
  );
});

describe('matchRoute: account routes', () => {
  it.each(prefixed(ACCOUNT_PATHS, ['ua', 'en']))(
    '"Account routes (under /account, optional prefix ua, ru or en)": %s is %s in %s',
    (url, name, lang) => {
      expect(matched(url)).toMatchObject({ route: { name, group: 'account' }, lang });
    },
  );

  it.each(ACCOUNT_PATHS)(
    '"es is not offered in the account and admin routes": /es%s redirects to /es/404',
    (path) => {
      expect(matchRoute(`/es${path}`)).toEqual(notFoundIn('es'));
    },
  );

  it('"account root with optional parameter addition (only value archive)"', () => {
    expect(matched('/account').params).toEqual({});
    expect(matched('/en/account/archive').params).toEqual({ addition: 'archive' });
    expect(matchRoute('/account/archived')).toEqual(NOT_FOUND);
    expect(matchRoute('/account/Archive')).toEqual(NOT_FOUND);
    expect(matchRoute('/account/archive/x')).toEqual(NOT_FOUND);
  });
});

describe('matchRoute: admin routes', () => {
  it.each(prefixed(ADMIN_PATHS, ['ua', 'en']))(
    '"Admin routes (under /admin)": %s is %s in %s',
    (url, name, lang) => {
      expect(matched(url)).toMatchObject({ route: { name, group: 'admin' }, lang });
    },
  );

  it.each(ADMIN_PATHS)('"account and admin without es": /es%s redirects to /es/404', (path) => {
    expect(matchRoute(`/es${path}`)).toEqual(notFoundIn('es'));
  });
});

describe('matchRoute: other routes', () => {
  it('"/dev-start: empty."', () => {
    expect(matched('/dev-start')).toMatchObject({ route: { name: 'dev-start', group: 'dev' } });
  });

  it.each(['400', '401', '402', '403', '404'])(
    '"/{code} where code is 400, 401, 402, 403 or 404: error page": /%s',
    (code) => {
      expect(matched(`/${code}`)).toMatchObject({ route: { name: 'error' }, params: { code } });
    },
  );

  it.each(['/399', '/405', '/500', '/4040', '/04', '/40'])(
    '"error code (400-404)": %s is no error page and redirects to /404',
    (url) => {
      expect(matchRoute(url)).toEqual(NOT_FOUND);
    },
  );

  it('the /404 target is itself a page, so the redirect cannot loop', () => {
    expect(NOT_FOUND_PATH).toBe('/404');
    expect(matched(NOT_FOUND_PATH).route.name).toBe('error');
  });

  it.each([
    ['/en/404', 'en', '404'],
    ['/ua/403', 'ua', '403'],
    ['/es/400', 'es', '400'],
  ])(
    'an error page keeps the language of its prefix: %s is the %s page of %s',
    (url, lang, code) => {
      expect(matched(url)).toMatchObject({ route: { name: 'error' }, lang, params: { code } });
    },
  );

  it('bare /{code} stays ru, and /dev-start has no language prefix', () => {
    expect(matched('/403')).toMatchObject({ route: { name: 'error' }, lang: 'ru' });
    expect(matchRoute('/ua/dev-start')).toEqual(notFoundIn('ua'));
  });
});

describe('matchRoute: "Any other path redirects to /404."', () => {
  it.each([
    '/unknown',
    '/pins',
    '/account/pins/unknown',
    '/admin/settings',
    '/admin/settings/users/1',
    '/sign-in/other',
    '/de/privacy-policy',
    '/english',
  ])('%s -> 307 /404', (url) => {
    expect(matchRoute(url)).toEqual(NOT_FOUND);
  });

  it.each([
    ['/en/unknown', 'en'],
    ['/en/en', 'en'],
    ['/en/ru/privacy-policy', 'en'],
    ['/ua/account/unknown', 'ua'],
    ['/es/sign-in/other', 'es'],
    ['/en/405', 'en'],
  ])("an unknown path keeps the visitor's language: %s -> 307 /%s/404", (url, lang) => {
    expect(matchRoute(url)).toEqual(notFoundIn(lang));
  });

  it.each(['/Privacy-Policy', '/PRIVACY-POLICY', '/EN/privacy-policy', '/Account'])(
    'paths are matched case-sensitively: %s -> 307 /404',
    (url) => {
      expect(matchRoute(url)).toEqual(NOT_FOUND);
    },
  );

  it.each([
    '//privacy-policy',
    '/privacy-policy//',
    '/account//pins',
    '//evil.example/x',
    '//',
    '///',
  ])('an empty segment (double slash) names no page: %s -> 307 /404', (url) => {
    expect(matchRoute(url)).toEqual(NOT_FOUND);
  });

  it.each(['/en//privacy-policy', '/en//'])('%s -> 307 /en/404', (url) => {
    expect(matchRoute(url)).toEqual(notFoundIn('en'));
  });

  it.each([
    '/privacy%2Dpolicy',
    '/%65n/privacy-policy',
    '/account%2Fpins',
    '/privacy-policy%00',
    '/%E0%A4%A',
    '/%',
  ])('a percent-encoded path is matched as written, never decoded: %s -> 307 /404', (url) => {
    expect(matchRoute(url)).toEqual(NOT_FOUND);
  });

  it.each([
    '',
    'privacy-policy',
    'https://example.com/privacy-policy',
    '?el=about',
    '#top',
    '\\privacy-policy',
    '/\\evil.example',
    '/privacy-policy\r\nSet-Cookie: x=1',
    ' /privacy-policy',
    '/ui\u0000',
  ])('garbage gets a clear answer: %j -> 307 /404', (url) => {
    expect(matchRoute(url)).toEqual(NOT_FOUND);
  });

  it('a value that is not a string redirects to /404 instead of throwing', () => {
    expect(matchRoute(undefined as unknown as string)).toEqual(NOT_FOUND);
    expect(matchRoute(42 as unknown as string)).toEqual(NOT_FOUND);
  });
});

describe('matchRoute: /ru/... is answered with a 308 to the unprefixed path', () => {
  it.each([
    ['/ru', '/'],
    ['/ru/', '/'],
    ['/ru/privacy-policy', '/privacy-policy'],
    ['/ru/sign-in/recovery', '/sign-in/recovery'],
    ['/ru/account/archive', '/account/archive'],
    ['/ru/admin/login', '/admin/login'],
    ['/ru/404', '/404'],
    ['/ru/dev-start', '/dev-start'],
  ])('%s -> 308 %s', (url, location) => {
    expect(matchRoute(url)).toEqual({ redirect: location, status: 308 });
  });

  it('preserving the query (and fragment) as written', () => {
    expect(matchRoute('/ru/account/pins?p=2&el=list&sort=a%20b#top')).toEqual({
      redirect: '/account/pins?p=2&el=list&sort=a%20b#top',
      status: 308,
    });
  });

  it('a /ru path naming no page goes straight to /404, not through a second redirect', () => {
    expect(matchRoute('/ru/unknown')).toEqual(NOT_FOUND);
    expect(matchRoute('/ru/en/privacy-policy')).toEqual(NOT_FOUND);
  });

  it('the query of a redirect location is made safe for a Location header', () => {
    expect(matchRoute('/ru/ui?q=привет x\r\n')).toEqual({
      redirect: '/ui?q=%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82%20x%0D%0A',
      status: 308,
    });
    expect(matchRoute('/ru/ui?q=\uD800')).toEqual({ redirect: '/ui?q=%EF%BF%BD', status: 308 });
  });
});

describe('matchRoute: a trailing slash is answered with a 308 to the path without it', () => {
  it.each([
    ['/privacy-policy/', '/privacy-policy'],
    ['/en/', '/en'],
    ['/ua/account/pins/?p=3', '/ua/account/pins?p=3'],
    ['/admin/', '/admin'],
    ['/404/', '/404'],
  ])('%s -> 308 %s', (url, location) => {
    expect(matchRoute(url)).toEqual({ redirect: location, status: 308 });
  });

  it('a trailing slash on a path naming no page goes to /404', () => {
    expect(matchRoute('/unknown/')).toEqual(NOT_FOUND);
    expect(matchRoute('/es/account/')).toEqual(notFoundIn('es'));
  });
});

describe('matchRoute: the match', () => {
  it('carries the route, the prefix language, the params, the parsed query and the requested path', () => {
    const outcome = matched('/en/account/archive?p=2&el=list#x');
    expect(outcome).toEqual({
      route: expect.objectContaining({ name: 'account', theme: 'black', scrollToTop: true }),
      lang: 'en',
      params: { addition: 'archive' },
      query: { p: '2', el: 'list' },
      path: '/en/account/archive',
    });
  });

  it('"The language is derived from the first path segment (ru, ua, en, es), otherwise ru"', () => {
    expect(matched('/').lang).toBe('ru');
    expect(matched('/es').lang).toBe('es');
    expect(matched('/ua/ui').lang).toBe('ua');
  });

  it('a malformed query never prevents the match', () => {
    expect(matched('/ui?%=%&a=%E0%A4%A').query).toEqual({ '%': '%', a: '%E0%A4%A' });
  });
});
