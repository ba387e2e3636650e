import { matchRoute, type RouteMatch } from '@agency/core';

/** The route match of a URL that must be a page (a test's fixed URL), not a redirect. */
export function pageMatch(url: string): RouteMatch {
  const found = matchRoute(url);
  if ('redirect' in found) throw new Error(`${url} redirects`);
  return found;
}
