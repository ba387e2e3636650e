/** Where the page is: the path and query (with '?') of its URL. */
export interface PageLocation {
  readonly pathname: string;
  readonly search: string;
}

/** A change of the page's URL: a push or replace by the site, or a back/forward (POP) by the person. */
export interface PageUpdate {
  readonly action: 'POP' | 'PUSH' | 'REPLACE';
  readonly location: PageLocation;
}

/**
 * What the site's navigation uses of a history: the `history` package's histories (tests use its
 * memory history) and `createPageHistory` both are one.
 */
export interface PageHistory {
  readonly location: PageLocation;
  push(to: string): void;
  replace(to: string): void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  listen(listener: (update: PageUpdate) => void): () => void;
}

/**
 * The page's history over the browser's own (pushState, replaceState, popstate), synchronous like
 * `history`'s browser history but without that package (and its @babel/runtime) on every page.
 */
export function createPageHistory(window: Window): PageHistory {
  const listeners = new Set<(update: PageUpdate) => void>();
  const location = (): PageLocation => ({
    pathname: window.location.pathname,
    search: window.location.search,
  });
  const notify = (action: PageUpdate['action']) => {
    const update = { action, location: location() };
    for (const listener of [...listeners]) listener(update);
  };
  window.addEventListener('popstate', () => notify('POP'));
  return {
    get location() {
      return location();
    },
    push(to) {
      try {
        window.history.pushState(null, '', to);
      } catch {
        // Safari limits pushState calls; like `history`, fall back to loading the page.
        window.location.assign(to);
        return;
      }
      notify('PUSH');
    },
    replace(to) {
      try {
        window.history.replaceState(null, '', to);
      } catch {
        window.location.replace(to);
        return;
      }
      notify('REPLACE');
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
