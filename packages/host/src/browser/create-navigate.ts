import type { Action, RouteMatch, ScrollTarget, State, Store } from '@agency/core';
import {
  buildWebRequest,
  isAreaGroup,
  isExternalLink,
  isSignedIn,
  isWebError,
  matchRoute,
  networkError,
  pageMeta,
  scrollTarget,
  signedInRedirect,
  toWebError,
} from '@agency/core';
import { type Analytics, applyErrorOutcome, browserErrorOutcome } from '@agency/ui';
import { INTL_WARMUP_URL, intlWarmup } from '../shared/intl-warmup';
import { isPageData, type PageData } from '../shared/is-page-data';
import type { WebClient } from '../shared/send-web-request';
import { areaStylesLoader } from './area-styles-loader';
import { callHeaders } from './call-headers';
import type { BrowserLocation } from './lazy-navigation';
import type { PageHistory } from './page-history';

// The page's document is applied by the navigation alone: its code comes with this chunk.
export { documentApplier } from './apply-document';

/** What a navigation touches, injected so it runs the same in tests and in the browser. */
export interface NavigateDeps {
  store: Store<State, Action>;
  history: PageHistory;
  /** The /web client, loaded with the first page load (openapi-fetch is not on the landing). */
  client(): Promise<WebClient>;
  analytics: Analytics;
  /** Scrolls the page after a navigation. */
  scroll(target: ScrollTarget): void;
  /** Applies the page's language, title and theme to the document. */
  applyDocument(state: State, match: RouteMatch): void;
  /** Leaves the site (mail, tel and other external links). */
  openExternal(href: string): void;
  /**
   * Loads a page as a new document, which the server draws whole, when its code or styles cannot
   * load here (decision 0065): `window.location` unless a test gives its own.
   */
  browser?: BrowserLocation;
  /**
   * The Bearer jwt for a page of a route group (the admin's on admin pages, else the customer's),
   * once what keeps it is loaded (the admin's keeper loads with the back office).
   */
  jwtFor(group: RouteMatch['route']['group']): string | null | Promise<string | null>;
  /** Loads what the page needs before it shows: its language's catalog and its code-split screens. */
  preload(match: RouteMatch): Promise<void>;
  /** Starts the intl warm-up worker (decision 0061); the browser's Worker unless a test gives its own. */
  startIntlWarmup?(): void;
  /**
   * Loads the stylesheet a page of this group needs beyond the page the visitor started on: the area
   * stylesheet (decision 0063) the document names, unless a test gives its own.
   */
  loadStyles?(group: RouteMatch['route']['group']): Promise<void>;
}

/** The site's navigation: `navigate(to)` for links, `restore(path)` for back/forward. */
export interface SiteNavigation {
  navigate(to: string, options?: { replace?: boolean; reload?: boolean }): void;
  restore(to: string): Promise<void>;
  /** Resolves when the navigation started last has finished (tests, e2e). */
  settled(): Promise<void>;
}

const MAX_REDIRECTS = 3;

function pathOf(to: string): string {
  return to.split('?', 1)[0]?.split('#', 1)[0] ?? to;
}

/**
 * Builds the history-based navigation of R4.10 and R14.2: set toLang, load the page through the typed
 * client with the loading flag around the request, apply core's error outcome (notification or
 * redirect), then store the page, set lang, scroll and send the page view (not in admin).
 */
export function createNavigate(deps: NavigateDeps): SiteNavigation {
  const { store, history } = deps;
  // A page that loaded in the account or back office started the worker itself (render-document).
  const first = matchRoute(`${history.location.pathname}${history.location.search}`);
  const warmIntl = intlWarmup(
    deps.startIntlWarmup ?? (() => new Worker(INTL_WARMUP_URL)),
    !('redirect' in first) && isAreaGroup(first.route.group),
  );
  // Beside the entry's `preload`, not in it: the loader lives in this chunk, so the landing's first
  // JavaScript (80 kB budget) carries none of it.
  const loadStyles = deps.loadStyles ?? areaStylesLoader(document);
  const browser = deps.browser ?? window.location;
  let generation = 0;
  let last: Promise<void> = Promise.resolve();

  async function run(
    to: string,
    mode: 'push' | 'replace' | 'pop',
    redirects: number,
  ): Promise<void> {
    const ticket = ++generation;
    const outcome = matchRoute(to);
    if ('redirect' in outcome) {
      if (redirects < MAX_REDIRECTS)
        await run(outcome.redirect, mode === 'pop' ? 'replace' : mode, redirects + 1);
      return;
    }
    const match = outcome;
    // Built while the page loads, the locale list is ready when the area's first message needs it.
    warmIntl(match.route.group);
    const current = store.getState();
    const samePage =
      mode !== 'pop' &&
      current.page !== null &&
      pathOf(`${history.location.pathname}`) === match.path &&
      stripEl(history.location.search) === stripEl(searchOf(to));
    store.dispatch({ type: 'lang/targetSet', lang: match.lang });
    let data: PageData | null = null;
    if (!samePage) {
      store.dispatch({ type: 'loading/started' });
      // The page's code, texts and styles load while its page load is asked for, not after it
      // answers; a failure is met where the page waits for them (below), not while the page load fails.
      const preloading = Promise.all([deps.preload(match), loadStyles(match.route.group)]);
      preloading.catch(() => {});
      try {
        const request = buildWebRequest({
          lang: match.lang,
          route: match.path,
          query: match.query,
        });
        // The /web wire code comes with the client, on the first page load: not on the landing (issue 30).
        const [client, { sendWebRequest }, jwt] = await Promise.all([
          deps.client(),
          import('../shared/send-web-request'),
          deps.jwtFor(match.route.group),
        ]);
        const answer = await sendWebRequest(client, request, { headers: callHeaders(jwt) });
        // An answer that is not a page load's data is a bad gateway, like a body that is not JSON.
        if (!isPageData(answer.data)) throw toWebError(502, null);
        data = answer.data;
      } catch (error) {
        if (ticket !== generation) return;
        store.dispatch({ type: 'loading/finished' });
        const webError = isWebError(error) ? error : networkError();
        const result = browserErrorOutcome(webError, 'GET');
        if (result.kind === 'redirect' && redirects >= MAX_REDIRECTS) return;
        let target: string | null = null;
        applyErrorOutcome(result, store.dispatch, (location) => {
          target = location;
        });
        if (target !== null) await run(target, 'replace', redirects + 1);
        return;
      }
      if (ticket !== generation) return;
      // As on the server: a signed-in customer opening sign-in goes to the account (core signedInRedirect).
      const jwt = await deps.jwtFor(match.route.group);
      const away = signedInRedirect(match, isSignedIn(jwt, data.roles));
      if (away !== null) {
        store.dispatch({ type: 'loading/finished' });
        if (redirects < MAX_REDIRECTS)
          await run(away, mode === 'pop' ? 'replace' : mode, redirects + 1);
        return;
      }
      try {
        await preloading;
      } catch (error) {
        if (ticket !== generation) return;
        // A deploy removed the old files, or the network dropped: the browser loads the page itself,
        // and with it the code and styles of the new build. The page shown is left without the
        // preloader: the browser shows its own load, and Back may bring this page from its cache.
        console.error('the page could not load its code or styles', error);
        store.dispatch({ type: 'loading/finished' });
        if (mode === 'pop') browser.reload();
        else if (mode === 'replace') browser.replace(to);
        else browser.assign(to);
        return;
      }
      if (ticket !== generation) return;
    }
    if (mode === 'push') history.push(to);
    else if (mode === 'replace') history.replace(to);
    if (data !== null) {
      const meta = pageMeta(data.page, match.lang);
      store.dispatch({
        type: 'page/loaded',
        page: data.page,
        meta,
        actions: data.actions,
        roles: data.roles,
      });
      store.dispatch({ type: 'loading/finished' });
    }
    store.dispatch({ type: 'lang/set', lang: match.lang });
    deps.applyDocument(store.getState(), match);
    deps.scroll(scrollTarget(match.route, match.query));
    if (match.route.group !== 'admin') deps.analytics.pageView(to);
  }

  function start(to: string, mode: 'push' | 'replace' | 'pop'): Promise<void> {
    last = run(to, mode, 0).catch((error: unknown) => {
      console.error('navigation failed', error);
      store.dispatch({ type: 'loading/finished' });
    });
    return last;
  }

  return {
    navigate(to, options) {
      if (isExternalLink(to)) {
        deps.openExternal(to);
        return;
      }
      // A reload loads the shown address again as back/forward does: its data anew, history untouched.
      void start(to, options?.reload ? 'pop' : options?.replace ? 'replace' : 'push');
    },
    restore(to) {
      return start(to, 'pop');
    },
    settled() {
      return last;
    },
  };
}

function searchOf(to: string): string {
  const withoutHash = to.split('#', 1)[0] ?? '';
  const at = withoutHash.indexOf('?');
  return at === -1 ? '' : withoutHash.slice(at);
}

// The el parameter only says where to scroll: changing it alone needs no page load.
function stripEl(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('el');
  return params.toString();
}
