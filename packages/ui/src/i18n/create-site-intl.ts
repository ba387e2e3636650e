import { htmlLang, type Language } from '@agency/core';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { MESSAGES } from './messages';

// One cache for the process: formatters are reused across requests and renders.
const cache = createIntlCache();
const intls = new Map<Language, IntlShape<string>>();

/** The `@formatjs/intl` instance of a language, over its catalog; memoized per language. */
export function createSiteIntl(lang: Language): IntlShape<string> {
  const known = intls.get(lang);
  if (known) return known;
  const intl = createIntl<string>(
    { locale: htmlLang(lang), defaultLocale: htmlLang(lang), messages: MESSAGES[lang] },
    cache,
  );
  intls.set(lang, intl);
  return intl;
}
