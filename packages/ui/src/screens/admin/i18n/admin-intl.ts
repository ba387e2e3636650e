import { htmlLang, type Language } from '@agency/core';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { useLang } from '../../../provider/use-lang';
import { type AdminMessageKey, en } from './en';
import { ru } from './ru';
import { ua } from './ua';

/** The back office's catalogs: ru, en and ua (es is not offered in the admin routes). */
export const ADMIN_MESSAGES: Readonly<
  Record<'ru' | 'en' | 'ua', Readonly<Record<AdminMessageKey, string>>>
> = { ru, en, ua };

/** The back office's language for a page language: es (never an admin route) reads English. */
export function adminLanguage(lang: Language): 'ru' | 'en' | 'ua' {
  return lang === 'es' ? 'en' : lang;
}

const cache = createIntlCache();
const intls = new Map<string, IntlShape<AdminMessageKey>>();

/** The `@formatjs/intl` instance over the back office's catalog of `lang`; memoized. */
export function createAdminIntl(lang: Language): IntlShape<AdminMessageKey> {
  const admin = adminLanguage(lang);
  const known = intls.get(admin);
  if (known) return known;
  const locale = htmlLang(admin);
  const intl = createIntl<AdminMessageKey>(
    { locale, defaultLocale: locale, messages: ADMIN_MESSAGES[admin] },
    cache,
  );
  intls.set(admin, intl);
  return intl;
}

/** A formatter of back-office texts in the page's language. */
export type AdminText = (
  id: AdminMessageKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** The back office's texts in the page's language: `t(key, values)`, plus the intl for dates. */
export function useAdminText(): { t: AdminText; intl: IntlShape<AdminMessageKey> } {
  const intl = createAdminIntl(useLang());
  const t: AdminText = (id, values) => intl.formatMessage({ id }, values);
  return { t, intl };
}
