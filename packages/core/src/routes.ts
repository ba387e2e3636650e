import type { Language } from './languages';

/** Which part of the site a route belongs to. */
export type RouteGroup = 'site' | 'account' | 'admin' | 'error' | 'dev';

/** The colour theme a route asks for; null when R2.5-R2.7 give it none. */
export type RouteTheme = 'auto' | 'black' | 'white' | null;

/** The shell a route is drawn inside: the sign-in children share the authorization shell. */
export type RouteShell = 'authorization' | null;

/** The codes the error page accepts. */
export type ErrorPageCode = '400' | '401' | '402' | '403' | '404';

/** One row of the route table, before its name is narrowed to `RouteName`. */
export interface RouteDefinition {
  /** Stable identifier used by `routePath` and the screens. */
  readonly name: string;
  /** Path after the language prefix: literal segments, `:param` and a last optional `:param?`. */
  readonly pattern: string;
  readonly group: RouteGroup;
  readonly theme: RouteTheme;
  /** The page opens scrolled to the top. */
  readonly scrollToTop: boolean;
  /** Languages the route is offered in; ru is the unprefixed path. */
  readonly languages: readonly Language[];
  /** The only values each parameter accepts. */
  readonly paramValues: Readonly<Record<string, readonly string[]>>;
  /** Value of a required parameter that `routePath` uses when none is given. */
  readonly paramDefaults: Readonly<Record<string, string>>;
  readonly shell: RouteShell;
}

const EVERY_LANGUAGE = ['ru', 'ua', 'en', 'es'] as const;
// R1.7 and R5.1: es is not offered in the account and admin routes.
const WITHOUT_ES = ['ru', 'ua', 'en'] as const;
// R2.8 lists /dev-start without a language prefix.
const UNPREFIXED = ['ru'] as const;

/** The error page's codes, 400 to 404. */
export const ERROR_PAGE_CODES: readonly ErrorPageCode[] = Object.freeze([
  '400',
  '401',
  '402',
  '403',
  '404',
] as const);

function site<const N extends string>(
  name: N,
  pattern: string,
  theme: RouteTheme,
  scrollToTop: boolean,
  shell: RouteShell = null,
) {
  const languages = EVERY_LANGUAGE;
  return {
    name,
    pattern,
    group: 'site',
    theme,
    scrollToTop,
    languages,
    paramValues: {},
    paramDefaults: {},
    shell,
  } as const;
}

function account<const N extends string>(name: N, pattern: string) {
  const languages = WITHOUT_ES;
  return {
    name,
    pattern,
    group: 'account',
    theme: 'black',
    scrollToTop: true,
    languages,
    paramValues: {},
    paramDefaults: {},
    shell: null,
  } as const;
}

function admin<const N extends string>(name: N, pattern: string) {
  const languages = WITHOUT_ES;
  return {
    name,
    pattern,
    group: 'admin',
    theme: null,
    scrollToTop: false,
    languages,
    paramValues: {},
    paramDefaults: {},
    shell: null,
  } as const;
}

const TABLE = [
  site('home', '/', 'auto', false),
  site('ui', '/ui', null, false),
  site('privacy-policy', '/privacy-policy', 'black', true),
  site('terms-of-service', '/terms-of-service', 'black', true),
  site('email-confirmation', '/email-confirmation', 'black', true),
  site('sign-in', '/sign-in', 'black', true, 'authorization'),
  site('sign-in-confirmation', '/sign-in/confirmation', 'black', true, 'authorization'),
  site('sign-in-recovery', '/sign-in/recovery', 'black', true, 'authorization'),
  {
    ...account('account', '/account/:addition?'),
    paramValues: { addition: ['archive'] },
  },
  account('account-pins', '/account/pins'),
  account('account-pins-locations', '/account/pins/locations'),
  account('account-pins-advertising', '/account/pins/advertising'),
  account('account-pins-publications', '/account/pins/publications'),
  account('account-pins-notifications', '/account/pins/notifications'),
  account('account-pins-reviews', '/account/pins/reviews'),
  account('account-pins-sites', '/account/pins/sites'),
  account('account-pins-statistics', '/account/pins/statistics'),
  account('account-settings', '/account/settings'),
  admin('admin', '/admin'),
  admin('admin-login', '/admin/login'),
  admin('admin-settings-users', '/admin/settings/users'),
  admin('admin-settings-roles', '/admin/settings/roles'),
  admin('admin-settings-permissions', '/admin/settings/permissions'),
  admin('admin-settings-controllers', '/admin/settings/controllers'),
  admin('admin-settings-navigations', '/admin/settings/navigations'),
  admin('admin-settings-subactions', '/admin/settings/subactions'),
  admin('admin-settings-account', '/admin/settings/account'),
  admin('admin-content-pages', '/admin/content/pages'),
  admin('admin-customer-clients', '/admin/customer/clients'),
  {
    name: 'dev-start',
    pattern: '/dev-start',
    group: 'dev',
    theme: null,
    scrollToTop: false,
    languages: UNPREFIXED,
    paramValues: {},
    paramDefaults: {},
    shell: null,
  },
  {
    name: 'error',
    pattern: '/:code',
    group: 'error',
    theme: null,
    scrollToTop: false,
    // Decision 0010: an error keeps the visitor's language (`/en/404`); bare `/404` is ru.
    languages: EVERY_LANGUAGE,
    paramValues: { code: ERROR_PAGE_CODES },
    paramDefaults: { code: '404' },
    shell: null,
  },
] as const satisfies readonly RouteDefinition[];

type Row = (typeof TABLE)[number];

/** The name of a route of the table. */
export type RouteName = Row['name'];

/** A route of the table. */
export interface Route extends RouteDefinition {
  readonly name: RouteName;
}

type ParamsFrom<P> = {
  readonly [K in keyof P]?: P[K] extends readonly (infer V)[] ? V : never;
};

/** The parameters a route accepts, each limited to its allowed values. */
export type RouteParams<N extends RouteName> = ParamsFrom<Extract<Row, { name: N }>['paramValues']>;

/** Every route of R2 as data: name, pattern, group, theme, scroll to top, languages. */
export const ROUTES: readonly Route[] = Object.freeze(TABLE.map((row) => Object.freeze(row)));
