import { KEPT_QUERY } from './constants';
import { isExternalLink } from './external-link';
import { localizePath } from './language-prefix';
import type { Language } from './languages';
import { parseQuery, pickQuery, type Query, stringifyQuery } from './query';
import { splitUrl } from './url-parts';

/** Where a link points: a URL string, or a path with an optional query and fragment. */
export type LinkTarget =
  | string
  | { readonly path: string; readonly query?: Query; readonly hash?: string };

/** Options of `localizeLink`: which query parameters survive (default `KEPT_QUERY`, p and el). */
export interface LocalizeLinkOptions {
  readonly keep?: readonly string[];
}

interface LinkParts {
  readonly path: string;
  readonly query: Query;
  readonly hash: string;
}

function linkParts(to: LinkTarget): LinkParts {
  if (typeof to !== 'string') return { path: to.path, query: to.query ?? {}, hash: to.hash ?? '' };
  const { path, search, hash } = splitUrl(to);
  return { path, query: parseQuery(search), hash };
}

/**
 * The href of an internal link in `lang`: the path gets the language prefix (none for ru) and the
 * query keeps only the parameters in `options.keep` (default p and el); the fragment is kept.
 * External links (http(s):, mailto:, tel:, viber:) are returned unchanged.
 */
export function localizeLink(
  to: LinkTarget,
  lang: Language,
  options: LocalizeLinkOptions = {},
): string {
  if (typeof to !== 'string' || options.keep !== undefined) return localize(to, lang, options);
  // A page renders the same few dozen string targets on every request: each is worked out once per language.
  const key = `${lang} ${to}`;
  let href = localizedLinks.get(key);
  if (href === undefined) {
    href = localize(to, lang, options);
    // Targets can come from page data, so the kept set is bounded.
    if (localizedLinks.size >= LINKS_KEPT) localizedLinks.clear();
    localizedLinks.set(key, href);
  }
  return href;
}

const LINKS_KEPT = 1024;
const localizedLinks = new Map<string, string>();

function localize(to: LinkTarget, lang: Language, options: LocalizeLinkOptions): string {
  if (typeof to === 'string' && isExternalLink(to)) return to;
  const { path, query, hash } = linkParts(to);
  if (isExternalLink(path)) return path;
  const search = stringifyQuery(pickQuery(query, options.keep ?? KEPT_QUERY));
  const fragment = hash === '' || hash.startsWith('#') ? hash : `#${hash}`;
  return `${localizePath(path, lang)}${search === '' ? '' : `?${search}`}${fragment}`;
}
