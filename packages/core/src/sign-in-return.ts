import { areaLanguage } from './area-language';
import type { Language } from './languages';
import { matchRoute } from './match-route';
import type { Query } from './query';
import { routePath } from './route-path';
import { isSameOriginPath } from './same-origin-path';

/** The sign-in page's query parameter naming the page a signed-out visitor wanted. */
export const RETURN_QUERY = 'back';

/**
 * The page a new session may return to: a same-origin path (never an absolute or `//` URL) that
 * names a page of the site other than the sign-in pages, the error pages and /dev-start; else null.
 */
export function returnPath(wanted: unknown): string | null {
  if (!isSameOriginPath(wanted)) return null;
  const outcome = matchRoute(wanted);
  if ('redirect' in outcome) return null;
  const { route } = outcome;
  if (route.shell === 'authorization' || route.group === 'error' || route.group === 'dev')
    return null;
  return wanted;
}

/** The sign-in page in `lang`, remembering the wanted page when it is one a session may return to. */
export function signInPath(lang: Language, wanted?: string): string {
  const back = returnPath(wanted);
  return routePath('sign-in', lang, {}, back === null ? {} : { [RETURN_QUERY]: back });
}

/**
 * Where a new session goes: the page named by the sign-in page's `back` query when allowed, else the
 * account in the area's language for `lang` (a Spanish visitor continues in English).
 */
export function afterSignInPath(query: Query, lang: Language): string {
  return returnPath(query[RETURN_QUERY]) ?? routePath('account', areaLanguage(lang));
}

/** The query that carries the wanted page on to the next sign-in step (the code confirmation). */
export function returnQuery(query: Query): Query {
  const path = returnPath(query[RETURN_QUERY]);
  return path === null ? {} : { [RETURN_QUERY]: path };
}
