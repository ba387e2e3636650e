import { isExternalLink } from './external-link';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { splitUrl } from './url-parts';

const PREFIX = /^\/(?:ru|ua|en|es)(?=\/|$)/;

function rooted(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

function withoutPrefixes(path: string): string {
  let rest = rooted(path);
  // A stacked prefix (/en/ru/...) is a broken link, never a page: no route segment is a language code.
  while (PREFIX.test(rest)) rest = rest.replace(PREFIX, '');
  return rest === '' ? '/' : rest;
}

/** The language named by the first path segment (ru, ua, en, es), otherwise ru. */
export function languageFromPath(path: string): Language {
  const first = rooted(splitUrl(path).path).split('/')[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/**
 * Removes the language prefix (/ru, /ua, /en or /es, also stacked ones) from a path, keeping its
 * query and fragment; a path without a leading slash is read from the root. External links are
 * returned unchanged.
 */
export function stripLanguagePrefix(path: string): string {
  if (isExternalLink(path)) return path;
  const { path: pathname, search, hash } = splitUrl(path);
  return `${withoutPrefixes(pathname)}${search}${hash}`;
}

/**
 * Removes any language prefix, then adds `lang` as the prefix unless it is ru (no prefix).
 * The root of a prefixed language is '/en', not '/en/'. External links are returned unchanged.
 */
export function localizePath(path: string, lang: Language): string {
  if (isExternalLink(path)) return path;
  const { path: pathname, search, hash } = splitUrl(path);
  const bare = withoutPrefixes(pathname);
  // Called from plain JavaScript with an unknown code, fall back to the default language.
  const target = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const localized = target === DEFAULT_LANGUAGE ? bare : `/${target}${bare === '/' ? '' : bare}`;
  return `${localized}${search}${hash}`;
}
