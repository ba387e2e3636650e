import { parseQuery, type Query } from './query';
import type { Route } from './routes';
import { splitUrl } from './url-parts';

/** Where to scroll after a navigation: to an element by id, to the top, or nowhere. */
export type ScrollTarget =
  | { readonly kind: 'element'; readonly id: string }
  | { readonly kind: 'top' }
  | { readonly kind: 'none' };

/** The query parameter naming the element to scroll to. */
export const SCROLL_ELEMENT_PARAM = 'el';

/** The landing's sections the header and the 404 page link to (the home route with el), in their order. */
export const LANDING_SECTIONS = Object.freeze([
  'solutions',
  'pricing',
  'about',
  'contacts',
] as const);

/**
 * Where to scroll after navigating to `route`: to the element named by the query's el when it
 * has one, else to the top when the route requires it, else nowhere.
 */
export function scrollTarget(
  route: Pick<Route, 'scrollToTop'> | null | undefined,
  query: Query | null | undefined,
): ScrollTarget {
  const id = query?.[SCROLL_ELEMENT_PARAM];
  if (typeof id === 'string' && id !== '') return { kind: 'element', id };
  if (route?.scrollToTop === true) return { kind: 'top' };
  return { kind: 'none' };
}

/** True once the scroll position exceeds the window height: the go-to-top button shows. */
export function goTopVisible(scrollY: number, innerHeight: number): boolean {
  return Number.isFinite(scrollY) && Number.isFinite(innerHeight) && scrollY > innerHeight;
}

/**
 * The URL the go-to-top button navigates to: `url` without the el query parameter; every other
 * parameter and the fragment stay exactly as written.
 */
export function goTopPath(url: string): string {
  const { path, search, hash } = splitUrl(url);
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !(SCROLL_ELEMENT_PARAM in parseQuery(pair)));
  return `${path}${pairs.length === 0 ? '' : `?${pairs.join('&')}`}${hash}`;
}
