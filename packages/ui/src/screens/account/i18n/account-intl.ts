import { htmlLang, type Language } from '@agency/core';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { type AccountMessageKey, en } from './en';
import { ru } from './ru';
import { ua } from './ua';

/** The account area's catalogs: ru, en and ua (es is not offered in the account routes). */
export const ACCOUNT_MESSAGES: Readonly<
  Record<'ru' | 'en' | 'ua', Readonly<Record<AccountMessageKey, string>>>
> = { ru, en, ua };

const cache = createIntlCache();
const intls = new Map<Language, IntlShape<AccountMessageKey>>();

/** The account area's intl of a language; es (never routed here) falls back to en. */
export function createAccountIntl(lang: Language): IntlShape<AccountMessageKey> {
  const known = intls.get(lang);
  if (known) return known;
  const catalogLang = lang === 'es' ? 'en' : lang;
  const intl = createIntl<AccountMessageKey>(
    {
      locale: htmlLang(catalogLang),
      defaultLocale: htmlLang(catalogLang),
      messages: ACCOUNT_MESSAGES[catalogLang],
    },
    cache,
  );
  intls.set(lang, intl);
  return intl;
}
