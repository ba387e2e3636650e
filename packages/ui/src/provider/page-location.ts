import { matchRoute, type RouteMatch } from '@agency/core';
import { createContext, useContext } from 'react';

/** The page being shown: core's route match of its URL. */
export const PageLocationContext = createContext<RouteMatch | null>(null);

/** The route match of the page being shown; throws when rendered outside `App` or `PageLocation`. */
export function usePageLocation(): RouteMatch {
  const match = useContext(PageLocationContext);
  if (match === null)
    throw new Error('@agency/ui: render this component inside <App> or <PageLocation>.');
  return match;
}

const FALLBACK = matchRoute('/404');

/** Core's match of a URL; an unknown URL gives the 404 error page's match (the host redirects it). */
export function matchPage(url: string): RouteMatch {
  const outcome = matchRoute(url);
  if (!('redirect' in outcome)) return outcome;
  const target = matchRoute(outcome.redirect);
  if (!('redirect' in target)) return target;
  if ('redirect' in FALLBACK) throw new Error('@agency/ui: core has no /404 route.');
  return FALLBACK;
}
