import type { Language, Route } from '@agency/core';
import { htmlLang, localizePath } from '@agency/core';

// Routes that search engines should not index: private areas, forms, error and developer pages.
const NOINDEX_ROUTES: readonly string[] = [
  'ui',
  'email-confirmation',
  'sign-in',
  'sign-in-confirmation',
  'sign-in-recovery',
];

/** True when a route's pages may be indexed (public site pages only; account, admin, sign-in and error pages are noindex). */
export function isIndexable(route: Pick<Route, 'name' | 'group'>): boolean {
  return route.group === 'site' && !NOINDEX_ROUTES.includes(route.name);
}

/** The Open Graph locale of a language. */
export function ogLocale(lang: Language): string {
  return { ru: 'ru_RU', ua: 'uk_UA', en: 'en_US', es: 'es_ES' }[lang];
}

/** One hreflang alternate of a page: the BCP 47 tag (or x-default) and the absolute URL. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** Absolute alternates of an unprefixed path in each language the route offers, plus x-default (the ru page), built from the configured public URL only. */
export function alternatesOf(
  bare: string,
  languages: readonly Language[],
  publicUrl: string,
): Alternate[] {
  const links: Alternate[] = languages.map((lang) => ({
    hreflang: htmlLang(lang),
    href: publicUrl + localizePath(bare, lang),
  }));
  const fallback = languages.includes('ru') ? 'ru' : languages[0];
  if (fallback !== undefined) {
    links.push({ hreflang: 'x-default', href: publicUrl + localizePath(bare, fallback) });
  }
  return links;
}
