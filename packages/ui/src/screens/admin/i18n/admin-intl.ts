import type { Language } from '@agency/core';
import type { IntlShape } from '@formatjs/intl';
import {
  type AreaLanguage,
  type AreaTextValues,
  areaIntl,
  areaText,
} from '../../../components/area-intl';
import type { PagerTexts } from '../../../components/lists/Pager';
import { type AdminMessageKey, en } from './en';
import { ru } from './ru';
import { ua } from './ua';

/** The back office's catalogs: ru, en and ua (es is not offered in the admin routes). */
export const ADMIN_MESSAGES: Readonly<
  Record<AreaLanguage, Readonly<Record<AdminMessageKey, string>>>
> = { ru, en, ua };

/** The `@formatjs/intl` instance over the back office's catalog of `lang`; memoized. */
export const createAdminIntl: (lang: Language) => IntlShape<AdminMessageKey> =
  areaIntl(ADMIN_MESSAGES);

/** A formatter of back-office texts in the page's language. */
export type AdminText = (id: AdminMessageKey, values?: AreaTextValues) => string;

/** The back office's texts in the page's language: `t(key, values)`, plus the intl for dates. */
export const useAdminText = areaText(createAdminIntl);

/** The back office's texts of a list's pager. */
export function adminPagerTexts(t: AdminText, p: number, pages: number): PagerTexts {
  return {
    label: t('pager.label'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    status: t('pager.status', { p, pages: Math.max(pages, 1) }),
  };
}
