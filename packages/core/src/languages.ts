/** A language code as it appears in URLs: ru (default, no prefix), ua, en, es. */
export type Language = 'ru' | 'ua' | 'en' | 'es';

/** Every language of the site, default first. */
export const LANGUAGES: readonly Language[] = Object.freeze(['ru', 'ua', 'en', 'es'] as const);

/** The default language: it has no path prefix. */
export const DEFAULT_LANGUAGE: Language = 'ru';

/** The languages the header's language switcher offers, in display order. */
export const SWITCHER_LANGUAGES: readonly Language[] = Object.freeze(['ru', 'en', 'ua'] as const);

/** True when `value` is one of the site's language codes (case-sensitive). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The BCP 47 tag of a language for `<html lang>`, hreflang and Intl: the URL code ua is uk. */
export function htmlLang(lang: Language): 'ru' | 'uk' | 'en' | 'es' {
  return lang === 'ua' ? 'uk' : lang;
}
