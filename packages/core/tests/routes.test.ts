import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ERROR_PAGE_CODES,
  ROUTES,
  type RouteName,
  type RouteParams,
  type RouteTheme,
} from '../src/routes';

const ALL = ['ru', 'ua', 'en', 'es'];
const NO_ES = ['ru', 'ua', 'en'];

type Row = [
  name: RouteName,
  pattern: string,
  group: string,
  theme: RouteTheme,
  scrollToTop: boolean,
  languages: string[],
];

// R2, row by row.
const SITE: Row[] = [
  ['home', '/', 'site', 'auto', false, ALL],
  ['ui', '/ui', 'site', null, false, ALL],
  ['privacy-policy', '/privacy-policy', 'site', 'black', true, ALL],
  ['terms-of-service', '/terms-of-service', 'site', 'black', true, ALL],
  ['email-confirmation', '/email-confirmation', 'site', 'black', true, ALL],
  ['sign-in', '/sign-in', 'site', 'black', true, ALL],
  ['sign-in-confirmation', '/sign-in/confirmation', 'site', 'black', true, ALL],
  ['sign-in-recovery', '/sign-in/recovery', 'site', 'black', true, ALL],
];
const ACCOUNT: Row[] = (
  [
    ['account', '/account/:addition?'],
    ['account-pins', '/account/pins'],
    ['account-pins-locations', '/account/pins/locations'],
    ['account-pins-advertising', '/account/pins/advertising'],
    ['account-pins-publications', '/account/pins/publications'],
    ['account-pins-notifications', '/account/pins/notifications'],
    ['account-pins-reviews', '/account/pins/reviews'],
    ['account-pins-sites', '/account/pins/sites'],
    ['account-pins-statistics', '/account/pins/statistics'],
    ['account-settings', '/account/settings'],
  ] as const
).map(([name, pattern]) => [name, pattern, 'account', 'black', true, NO_ES]);
const ADMIN: Row[] = (
  [
    ['admin', '/admin'],
    ['admin-login', '/admin/login'],
    ['admin-settings-users', '/admin/settings/users'],
    ['admin-settings-roles', '/admin/settings/roles'],
    ['admin-settings-permissions', '/admin/settings/permissions'],
    ['admin-settings-controllers', '/admin/settings/controllers'],
    ['admin-settings-navigations', '/admin/settings/navigations'],
    ['admin-settings-subactions', '/admin/settings/subactions'],
    ['admin-settings-account', '/admin/settings/account'],
    ['admin-content-pages', '/admin/content/pages'],
    ['admin-customer-clients', '/admin/customer/clients'],
  ] as const
).map(([name, pattern]) => [name, pattern, 'admin', null, false, NO_ES]);
const OTHER: Row[] = [
  ['dev-start', '/dev-start', 'dev', null, false, ['ru']],
  ['error', '/:code', 'error', null, false, ['ru', 'ua', 'en', 'es']],
];

function route(name: RouteName) {
  const found = ROUTES.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no route ${name}`);
  return found;
}

describe('ROUTES, the route table of R2', () => {
  it('holds exactly the routes of R2, each name and pattern once', () => {
    const expected = [...SITE, ...ACCOUNT, ...ADMIN, ...OTHER].map(([name, pattern]) => [
      name,
      pattern,
    ]);
    expect(ROUTES.map((r) => [r.name, r.pattern])).toEqual(expected);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
  });

  it.each(SITE)(
    '"Customer routes (optional language prefix ua, ru, en or es)": %s %s',
    (name, pattern, group, theme, scrollToTop, languages) => {
      expect(route(name)).toMatchObject({ pattern, group, theme, scrollToTop, languages });
    },
  );

  it.each(ACCOUNT)(
    '"Account routes (under /account, optional prefix ua, ru or en; theme black, scroll to top)": %s %s',
    (name, pattern, group, theme, scrollToTop, languages) => {
      expect(route(name)).toMatchObject({ pattern, group, theme, scrollToTop, languages });
    },
  );

  it.each(ADMIN)(
    '"Admin routes (under /admin)", es not offered: %s %s',
    (name, pattern, group, theme, scrollToTop, languages) => {
      expect(route(name)).toMatchObject({ pattern, group, theme, scrollToTop, languages });
    },
  );

  it.each(OTHER)('"Other routes": %s %s', (name, pattern, group, theme, scrollToTop, languages) => {
    expect(route(name)).toMatchObject({ pattern, group, theme, scrollToTop, languages });
  });

  it('"sign-in | authorization shell | children: (empty) sign-in form, confirmation, recovery"', () => {
    const inShell = ROUTES.filter((r) => r.shell === 'authorization').map((r) => r.name);
    expect(inShell).toEqual(['sign-in', 'sign-in-confirmation', 'sign-in-recovery']);
  });

  it('"es is not offered in the account and admin routes"', () => {
    for (const r of ROUTES.filter((x) => x.group === 'account' || x.group === 'admin')) {
      expect(r.languages, r.name).not.toContain('es');
    }
  });

  it('"Route parameters only: ... error code (400-404), addition (archive only)"', () => {
    expect([...ERROR_PAGE_CODES]).toEqual(['400', '401', '402', '403', '404']);
    expect(route('error').paramValues).toEqual({ code: ERROR_PAGE_CODES });
    expect(route('account').paramValues).toEqual({ addition: ['archive'] });
    const withParams = ROUTES.filter((r) => r.pattern.includes(':')).map((r) => r.name);
    expect(withParams).toEqual(['account', 'error']);
  });

  it('"default code 404"', () => {
    expect(route('error').paramDefaults).toEqual({ code: '404' });
  });

  it('the table cannot be changed by a consumer', () => {
    expect(Object.isFrozen(ROUTES)).toBe(true);
    expect(ROUTES.every((r) => Object.isFrozen(r))).toBe(true);
  });

  it("types each route's parameters from the table", () => {
    expectTypeOf<RouteParams<'account'>>().toEqualTypeOf<{ readonly addition?: 'archive' }>();
    expectTypeOf<RouteParams<'error'>>().toEqualTypeOf<{
      readonly code?: '400' | '401' | '402' | '403' | '404';
    }>();
    expectTypeOf<keyof RouteParams<'home'>>().toEqualTypeOf<never>();
  });
});
