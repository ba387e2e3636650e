import { localizePath } from './language-prefix';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { parseQuery, type Query } from './query';
import { ROUTES, type Route } from './routes';
import { splitUrl } from './url-parts';

/** A URL that names a page: the route, the language of its prefix, its parameters and query. */
export interface RouteMatch {
  readonly route: Route;
  readonly lang: Language;
  /** Route parameters present in the path, e.g. `{ code: '403' }` or `{ addition: 'archive' }`. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: Query;
  /** The matched path as requested (prefix included, no query). */
  readonly path: string;
}

/** A URL that names no page: where to send the visitor, and with which status. */
export interface RouteRedirect {
  readonly redirect: string;
  /** 307 for an unknown page (to the 404 of its language), 308 for a page asked for under a non-canonical URL. */
  readonly status: 307 | 308;
}

/** What `matchRoute` answers: a match or a redirect; tell them apart with `'redirect' in outcome`. */
export type RouteOutcome = RouteMatch | RouteRedirect;

/** Where an unknown path without a language prefix is sent (the ru 404 page). */
export const NOT_FOUND_PATH = '/404';

/** The 404 page in a language: `/404` in ru, `/en/404` in en. */
export function notFoundPath(lang: Language): string {
  return localizePath(NOT_FOUND_PATH, lang);
}

const NOT_FOUND: RouteRedirect = Object.freeze({ redirect: NOT_FOUND_PATH, status: 307 });

// An unknown path keeps the language of its prefix: `/en/anything` goes to `/en/404`.
function notFound(prefix: Language | null): RouteRedirect {
  return prefix === null ? NOT_FOUND : { redirect: notFoundPath(prefix), status: 307 };
}

/** One segment of a route pattern: a fixed word, or a parameter (optional when it ends in `?`). */
type PatternPart =
  | { readonly literal: string }
  | { readonly name: string; readonly optional: boolean };

// Each pattern is split once: matching runs for every route on every request and every link.
const PATTERN_PARTS = new Map<string, readonly PatternPart[]>();

function partsOf(pattern: string): readonly PatternPart[] {
  let parts = PATTERN_PARTS.get(pattern);
  if (parts === undefined) {
    parts = (pattern === '/' ? [] : pattern.slice(1).split('/')).map((part) => {
      if (!part.startsWith(':')) return { literal: part };
      const optional = part.endsWith('?');
      return { name: part.slice(1, optional ? -1 : undefined), optional };
    });
    PATTERN_PARTS.set(pattern, parts);
  }
  return parts;
}

function matchPattern(route: Route, segments: readonly string[]): Record<string, string> | null {
  const pattern = partsOf(route.pattern);
  if (segments.length > pattern.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index += 1) {
    const part = pattern[index] as PatternPart;
    const segment = segments[index];
    if ('literal' in part) {
      if (segment !== part.literal) return null;
      continue;
    }
    if (segment === undefined) {
      if (part.optional) continue;
      return null;
    }
    const allowed = route.paramValues[part.name];
    if (allowed !== undefined && !allowed.includes(segment)) return null;
    params[part.name] = segment;
  }
  return params;
}

// A redirect location goes into a Location header: anything outside printable ASCII is escaped.
function headerSafe(text: string): string {
  return text.replace(/[^\x21-\x7e]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%EF%BF%BD';
    }
  });
}

/**
 * Resolves a request target (a path with optional ?query and #fragment) to a route. Unknown
 * paths, languages a route is not offered in, bad parameters and empty segments redirect 307 to
 * the 404 page of the prefix's language (`/en/x` to `/en/404`, `/ru/x` and `/x` to `/404`);
 * anything not starting with '/' to /404. A known page asked for with the /ru prefix or a
 * trailing slash redirects 308 to its canonical path, query and fragment preserved.
 * Matching is case-sensitive and on the raw (still percent-encoded) path. Never throws.
 */
export function matchRoute(url: string): RouteOutcome {
  if (typeof url !== 'string') return NOT_FOUND;
  const { path, search, hash } = splitUrl(url);
  if (!path.startsWith('/')) return NOT_FOUND;
  const first = path.split('/')[1];
  const prefix = isLanguage(first) ? first : null;
  // An empty segment never names a page; '//' alone would otherwise read as '/' plus a trailing slash.
  if (path.includes('//')) return notFound(prefix);
  const trailingSlash = path.length > 1 && path.endsWith('/');
  const body = trailingSlash ? path.slice(1, -1) : path.slice(1);
  const segments = body === '' ? [] : body.split('/');
  const lang = prefix ?? DEFAULT_LANGUAGE;
  const rest = prefix === null ? segments : segments.slice(1);
  for (const route of ROUTES) {
    const params = matchPattern(route, rest);
    if (params === null) continue;
    if (!route.languages.includes(lang)) return notFound(prefix);
    if (prefix === DEFAULT_LANGUAGE || trailingSlash) {
      const location = `${localizePath(`/${rest.join('/')}`, lang)}${headerSafe(search)}${headerSafe(hash)}`;
      return { redirect: location, status: 308 };
    }
    return { route, lang, params, query: parseQuery(search), path };
  }
  return notFound(prefix);
}
