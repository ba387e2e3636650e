import type { Language } from '@agency/core';
import type { IntlShape } from '@formatjs/intl';
import { type AreaLanguage, areaIntl } from '../../../components/area-intl';
import { type AccountMessageKey, en } from './en';
import { ru } from './ru';
import { ua } from './ua';

/** The account area's catalogs: ru, en and ua (es is not offered in the account routes). */
export const ACCOUNT_MESSAGES: Readonly<
  Record<AreaLanguage, Readonly<Record<AccountMessageKey, string>>>
> = { ru, en, ua };

/** The account area's intl of a language; es (never routed here) falls back to en. */
export const createAccountIntl: (lang: Language) => IntlShape<AccountMessageKey> =
  areaIntl(ACCOUNT_MESSAGES);
