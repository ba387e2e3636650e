import { htmlLang, type Language } from '@agency/core';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageKey } from './messages/en';

// One cache for the process: formatters are reused across requests and renders.
const cache = createIntlCache();
const intls = new Map<Language, IntlShape<string>>();

/** The intl instance of a language over its catalog, memoized per language. */
export function siteIntl(
  lang: Language,
  messages: Readonly<Record<MessageKey, string>>,
): IntlShape<string> {
  const known = intls.get(lang);
  if (known) return known;
  const locale = htmlLang(lang);
  const intl = createIntl<string>({ locale, defaultLocale: locale, messages }, cache);
  intls.set(lang, intl);
  return intl;
}
