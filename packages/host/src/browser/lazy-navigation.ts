import type { SiteNavigation } from './create-navigate';

/**
 * What the browser does itself when the navigation's or a page's code is not there: load a page, load
 * one in place of this one, or load this one again.
 */
export interface BrowserLocation {
  assign(url: string): void;
  replace(url: string): void;
  reload(): void;
}

/**
 * The site's navigation with its code loaded on first use (issue 30): navigations asked meanwhile
 * run in order once it is here. When the code cannot load (a new deploy removed the old chunk, the
 * network dropped), the browser loads the page itself — a link's target (in place of this page when
 * the navigation replaces it), or on back/forward the address it already shows — which starts the
 * page, and its code, anew.
 */
export function lazyNavigation(
  load: () => Promise<SiteNavigation>,
  browser: BrowserLocation,
): Pick<SiteNavigation, 'navigate' | 'restore'> {
  let loaded: Promise<SiteNavigation> | undefined;
  const ready = () => {
    loaded ??= load();
    return loaded;
  };
  return {
    navigate(to, options) {
      void ready().then(
        (navigation) => navigation.navigate(to, options),
        () => (options?.replace ? browser.replace(to) : browser.assign(to)),
      );
    },
    restore: (to) =>
      ready().then(
        (navigation) => navigation.restore(to),
        () => browser.reload(),
      ),
  };
}
