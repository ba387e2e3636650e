import type { Language, Query, RouteGroup } from '@agency/core';
import { type ComponentType, createElement, useEffect, useState } from 'react';
import { ScreenLoading } from '../components/ScreenLoading';
import { loadFooter } from '../layout/footer-module';
import { loadLandingSections } from '../screens/landing/landing-sections-module';
import { loadLeadForm } from '../screens/landing/lead-form-module';

/** What a code-split screen group's module exports: one component that draws the group's routes, and what a route of it loads first. */
export interface GroupScreenModule {
  readonly GroupScreen: ComponentType;
  /** Loads what a route of the group shows besides code and its page load (the sign-in screens' texts), given the page's query. */
  readonly preload?: (route: string, lang: Language, query: Query) => Promise<unknown>;
}

/** The screen groups that are code-split: the account and admin route groups, `auth`, the public screens off the landing's path, and `legal`, the legal pages. */
export type LazyGroup = 'account' | 'admin' | 'auth' | 'legal';

// Dynamic imports only: the bundler splits each group into its own chunk, so the landing ships none of it.
const REGISTRY: Readonly<Record<LazyGroup, () => Promise<GroupScreenModule>>> = {
  account: () => import('../screens/account/index'),
  admin: () => import('../screens/admin/index'),
  auth: () => import('../screens/auth/index'),
  legal: () => import('./legal-screens'),
};

// The routes the first files draw: the landing, and /dev-start (empty, R2.8). Every other public
// route is the `auth` group's (the sign-in family, e-mail confirmation, typography, the error page
// with its 404 words and section links), so no error screen ships with the landing's code.
const FIRST_FILES_ROUTES: ReadonlySet<string> = new Set(['home', 'dev-start']);

// The legal pages, drawn by the `legal` group; their text comes with the page load.
const LEGAL_ROUTES: ReadonlySet<string> = new Set(['privacy-policy', 'terms-of-service']);

const loaded = new Map<LazyGroup, GroupScreenModule>();
const loading = new Map<LazyGroup, Promise<GroupScreenModule>>();

function isLazyGroup(group: string): group is LazyGroup {
  return Object.hasOwn(REGISTRY, group);
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

function load(group: LazyGroup): Promise<GroupScreenModule> {
  const pending = loading.get(group);
  if (pending !== undefined) return pending;
  const promise = REGISTRY[group]().then(
    (module) => {
      loaded.set(group, module);
      return module;
    },
    (error: unknown) => {
      // A failed chunk load may succeed on the next navigation.
      loading.delete(group);
      throw error;
    },
  );
  loading.set(group, promise);
  return promise;
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
   * seen (the landing's sections, its form) is left to load then, its HTML staying as drawn.
   */
  readonly hydrating?: boolean;
}

/**
 * Loads what a page's screen needs that is code-split: its route group's screens (account, admin,
 * auth, legal) and what their group preloads; on the landing, its sections
 * (and on the server its form); the footer, but for the page the browser hydrates. The host awaits it before rendering on
 * the server, before hydrating (`hydrating`), and after each navigation's page load, so the server's
 * HTML and the browser's first render are the same.
 */
export async function preloadScreens(
  target: RouteGroup | LazyGroup | ScreenTarget,
  { hydrating = false }: PreloadOptions = {},
): Promise<void> {
  if (typeof target === 'string') {
    if (isLazyGroup(target)) await load(target);
    return;
  }
  const { route, lang, query = {} } = target;
  const group = lazyGroupOf(route);
  const home = route.name === 'home';
  await Promise.all([
    group === null
      ? undefined
      : load(group).then((module) => module.preload?.(route.name, lang, query)),
    home && !hydrating ? loadLandingSections(lang) : undefined,
    // Every page but the one the browser hydrates draws the footer at once (the hydrated one keeps the
    // server's until it nears the view).
    hydrating ? undefined : loadFooter(lang),
    // The server draws the landing's form; the browser loads its code only when the visitor nears it.
    home && typeof window === 'undefined' ? loadLeadForm() : undefined,
  ]);
}

/**
 * The group's screen component once its module is loaded, else null (and the load starts).
 * Renders synchronously from the loaded modules, so a preloaded group hydrates without a flash.
 */
export function useLazyScreen(group: LazyGroup): ComponentType | null {
  const [module, setModule] = useState(() => loaded.get(group) ?? null);
  useEffect(() => {
    const known = loaded.get(group);
    if (known !== undefined) {
      setModule(known);
      return;
    }
    let current = true;
    load(group).then(
      (next) => {
        if (current) setModule(next);
      },
      () => {
        // The preloader stays; the host's next navigation retries the load.
      },
    );
    return () => {
      current = false;
    };
  }, [group]);
  const screen = module ?? loaded.get(group) ?? null;
  return screen === null ? null : screen.GroupScreen;
}

/** Whether a route group's screens are code-split (drawn by `LazyGroupScreen`). */
export function isCodeSplitGroup(group: RouteGroup): group is LazyGroup & RouteGroup {
  return isLazyGroup(group);
}

/** Draws a code-split group's screen, or the preloader's spinner while its code loads. */
export function LazyGroupScreen({ group }: { readonly group: LazyGroup }) {
  const Screen = useLazyScreen(group);
  return createElement(Screen ?? ScreenLoading);
}
