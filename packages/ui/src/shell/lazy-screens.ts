import type { Language, Query, RouteGroup } from '@agency/core';
import type { ComponentType } from 'react';
import { loadFooter } from '../layout/footer-module';
import { loadLandingSections } from '../screens/landing/landing-sections-module';
import { loadLeadForm } from '../screens/landing/lead-form-module';
import { loadPageScreen } from './page-screen-module';
import { type PartModule, partModule } from './part-module';

/** What a code-split screen group's module exports: one component that draws the group's routes, and what a route of it loads first. */
export interface GroupScreenModule {
  readonly GroupScreen: ComponentType;
  /** Loads what a route of the group shows besides code and its page load (the sign-in screens' texts), given the page's query. */
  readonly preload?: (route: string, lang: Language, query: Query) => Promise<unknown>;
}

/** The screen groups that are code-split: the account and admin route groups, `auth`, the public screens off the landing's path, and `legal`, the legal pages. */
export type LazyGroup = 'account' | 'admin' | 'auth' | 'legal';

/** The page a group's screen is drawn for: what its texts are loaded for (`GroupScreenModule.preload`). */
export interface GroupPage {
  readonly route: string;
  readonly lang: Language;
  readonly query: Query;
}

const splitGroup = (importer: () => Promise<GroupScreenModule>) =>
  partModule<GroupScreenModule, GroupPage>(importer, (module, page) =>
    module.preload?.(page.route, page.lang, page.query),
  );

// Dynamic imports only: the bundler splits each group into its own chunk, so the landing ships none of it.
const GROUPS: Readonly<Record<LazyGroup, PartModule<GroupScreenModule, GroupPage>>> = {
  account: splitGroup(() => import('../screens/account/index')),
  admin: splitGroup(() => import('../screens/admin/index')),
  auth: splitGroup(() => import('../screens/auth/index')),
  legal: splitGroup(() => import('./legal-screens')),
};

// The routes without a group's screen: the landing (the first files draw it), and /dev-start (empty,
// R2.8; its breadcrumb only). Every other public
// route is the `auth` group's (the sign-in family, e-mail confirmation, typography, the error page
// with its 404 words and section links), so no error screen ships with the landing's code.
const FIRST_FILES_ROUTES: ReadonlySet<string> = new Set(['home', 'dev-start']);

// The legal pages, drawn by the `legal` group; their text comes with the page load.
const LEGAL_ROUTES: ReadonlySet<string> = new Set(['privacy-policy', 'terms-of-service']);

// The groups whose server HTML the browser hydrates only once the visitor uses it (presses or focuses
// it) or a navigation asks for their code: the sign-in family's forms post without JavaScript, and the
// error page is text and links (issue 30).
const HYDRATED_ON_USE: ReadonlySet<LazyGroup> = new Set(['auth']);
// Their routes whose screen acts by itself once drawn: e-mail confirmation sends the link's token.
const HYDRATED_AT_ONCE: ReadonlySet<string> = new Set(['email-confirmation']);

/** Whether the browser hydrates a route's server HTML only once the visitor uses it (`LazyGroupScreen`). */
export function hydratesOnUse(group: LazyGroup, route: string): boolean {
  return HYDRATED_ON_USE.has(group) && !HYDRATED_AT_ONCE.has(route);
}

/** A code-split group's module as its pages ask for it: loaded once, with the texts of a page. */
export function screenGroup(name: LazyGroup): PartModule<GroupScreenModule, GroupPage> {
  return GROUPS[name];
}

function isLazyGroup(group: string): group is LazyGroup {
  return Object.hasOwn(GROUPS, group);
}

/** The code-split group that draws a route: its route group (account, admin), `legal` for the legal pages, null for the landing and /dev-start, else `auth`. */
export function lazyGroupOf(route: {
  readonly name: string;
  readonly group: RouteGroup;
}): LazyGroup | null {
  if (isLazyGroup(route.group)) return route.group;
  if (LEGAL_ROUTES.has(route.name)) return 'legal';
  return FIRST_FILES_ROUTES.has(route.name) ? null : 'auth';
}

/** A matched route as `preloadScreens` needs it (core's `RouteMatch` is one). */
export interface ScreenTarget {
  readonly route: { readonly name: string; readonly group: RouteGroup };
  readonly lang: Language;
  /** The page's query (none when absent). */
  readonly query?: Query;
}

/** How `preloadScreens` is asked: `hydrating` for the page the browser is about to hydrate. */
export interface PreloadOptions {
  /**
   * The browser hydrates the server's HTML of this page next: code that hydrates only once it is
   * seen or used (the landing's sections and form, the footer, the sign-in screens) is left to load
   * then, its HTML staying as drawn.
   */
  readonly hydrating?: boolean;
}

/**
 * Loads what a page's screen needs that is code-split: its route group's screens (account, admin,
 * auth, legal) and what their group preloads; on the landing, its sections (and on the server its
 * form); the footer. For the page the browser hydrates, the parts that hydrate when seen or used (the
 * landing's sections, the footer, the `auth` group) are left to load then. The host awaits it before
 * rendering on the server, before hydrating (`hydrating`), and after each navigation's page load, so
 * the server's HTML and the browser's first render are the same.
 */
export async function preloadScreens(
  target: RouteGroup | LazyGroup | ScreenTarget,
  { hydrating = false }: PreloadOptions = {},
): Promise<void> {
  if (typeof target === 'string') {
    // A group's screens are drawn by the chunk of every page off the landing.
    if (isLazyGroup(target)) await Promise.all([GROUPS[target].load(), loadPageScreen()]);
    return;
  }
  const { route, lang, query = {} } = target;
  const group = lazyGroupOf(route);
  const home = route.name === 'home';
  await Promise.all([
    // The page the browser hydrates keeps a group hydrated on use as the server drew it: its code
    // loads when the visitor uses it (LazyGroupScreen).
    group === null || (hydrating && hydratesOnUse(group, route.name))
      ? undefined
      : GROUPS[group].load({ route: route.name, lang, query }),
    // Every page off the landing is drawn by a chunk of its own (its breadcrumb and group's screen).
    home ? undefined : loadPageScreen(),
    home && !hydrating ? loadLandingSections(lang) : undefined,
    // Every page but the one the browser hydrates draws the footer at once (the hydrated one keeps the
    // server's until it nears the view).
    hydrating ? undefined : loadFooter(lang),
    // The server draws the landing's form; the browser loads its code only when the visitor nears it.
    home && typeof window === 'undefined' ? loadLeadForm() : undefined,
  ]);
}

/** Whether a route group's screens are code-split (drawn by `LazyGroupScreen`). */
export function isCodeSplitGroup(group: RouteGroup): group is LazyGroup & RouteGroup {
  return isLazyGroup(group);
}
