import type { Language } from '@agency/core';
import { type AuthMessageKey, en as authEn } from '../screens/auth/i18n/en';
import { es as authEs } from '../screens/auth/i18n/es';
import { ru as authRu } from '../screens/auth/i18n/ru';
import { ua as authUa } from '../screens/auth/i18n/ua';
import { en, type MessageKey as SiteMessageKey } from './messages/en';
import { es } from './messages/es';
import { ru } from './messages/ru';
import { ua } from './messages/ua';

/** A key of the site's catalogs: the shell's and the landing's, or the sign-in screens'. */
export type MessageKey = SiteMessageKey | AuthMessageKey;

/**
 * The ICU catalogs of the site, one per URL language code (ua is the `uk` locale): the shell's and
 * the landing's (i18n/messages/) with the sign-in screens' (screens/auth/i18n/), which the browser
 * loads with those screens' code (issue 30).
 */
export const MESSAGES: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = {
  ru: { ...ru, ...authRu },
  en: { ...en, ...authEn },
  ua: { ...ua, ...authUa },
  es: { ...es, ...authEs },
};
