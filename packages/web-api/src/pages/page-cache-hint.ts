import { CACHE_HINT_SECONDS, type RouteGroup, type RouteName } from '@agency/core';

// Their page data is the same for every anonymous visitor in a language: content, titles, way.
const CACHEABLE_SITE_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'ui',
  'privacy-policy',
  'terms-of-service',
  'sign-in',
  'sign-in-confirmation',
  'sign-in-recovery',
]);

/**
 * The cache hint of a page load (R7.5: the landing controller Index carries a cache hint of 120),
 * given on every public site page and error page whose data depends neither on the caller nor on the
 * query. Never when a token came with the request (even a refused one: its page must not be shared),
 * never on account or admin pages, never on email-confirmation (its token is in the query).
 */
export function pageCacheHint(
  name: RouteName,
  group: RouteGroup,
  tokenPresented: boolean,
): number | undefined {
  if (tokenPresented) return undefined;
  if (group === 'error' || (group === 'site' && CACHEABLE_SITE_ROUTES.has(name)))
    return CACHE_HINT_SECONDS;
  return undefined;
}
