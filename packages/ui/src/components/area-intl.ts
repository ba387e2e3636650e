import { type AreaLanguage, areaLanguage, htmlLang, type Language } from '@agency/core';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { useMemo } from 'react';
import { useLang } from '../provider/use-lang';

// Core's rule (es reads English), re-exported where the areas' catalogs have always found it.
export { type AreaLanguage, areaLanguage };

/**
 * The intl factory of an area with its own catalogs (account, admin): `@formatjs/intl` over the
 * catalog of a page language, memoized per catalog.
 */
export function areaIntl<K extends string>(
  catalogs: Readonly<Record<AreaLanguage, Readonly<Record<K, string>>>>,
): (lang: Language) => IntlShape<K> {
  const cache = createIntlCache();
  const intls = new Map<AreaLanguage, IntlShape<K>>();
  return (lang) => {
    const area = areaLanguage(lang);
    const known = intls.get(area);
    if (known) return known;
    const locale = htmlLang(area);
    const intl = createIntl<K>({ locale, defaultLocale: locale, messages: catalogs[area] }, cache);
    intls.set(area, intl);
    return intl;
  };
}

/** Values an area message takes. */
export type AreaTextValues = Readonly<Record<string, string | number>>;

/** The hook of an area's texts in the page's language: `t(key, values)`, plus the intl for dates. */
export function areaText<K extends string>(intlOf: (lang: Language) => IntlShape<K>) {
  return function useAreaText(): {
    readonly t: (id: K, values?: AreaTextValues) => string;
    readonly intl: IntlShape<K>;
  } {
    const intl = intlOf(useLang());
    return useMemo(
      () => ({ t: (id: K, values?: AreaTextValues) => intl.formatMessage({ id }, values), intl }),
      [intl],
    );
  };
}
