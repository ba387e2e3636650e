import type { Language } from '@agency/core';
import { type AuthMessageKey, en as authEn } from '../screens/auth/i18n/en';
import { es as authEs } from '../screens/auth/i18n/es';
import { ru as authRu } from '../screens/auth/i18n/ru';
import { ua as authUa } from '../screens/auth/i18n/ua';
import { type LandingMessageKey, en as landingEn } from '../screens/landing/i18n/en';
import { es as landingEs } from '../screens/landing/i18n/es';
import { ru as landingRu } from '../screens/landing/i18n/ru';
import { ua as landingUa } from '../screens/landing/i18n/ua';
import { type LegalMessageKey, en as legalEn } from '../screens/legal/i18n/en';
import { es as legalEs } from '../screens/legal/i18n/es';
import { ru as legalRu } from '../screens/legal/i18n/ru';
import { ua as legalUa } from '../screens/legal/i18n/ua';
import { en, type MessageKey as SiteMessageKey } from './messages/en';
import { es } from './messages/es';
import { ru } from './messages/ru';
import { ua } from './messages/ua';

/** A key of the site's catalogs: the shell's and the hero's, the landing sections', the sign-in screens' or the legal pages'. */
export type MessageKey = SiteMessageKey | LandingMessageKey | AuthMessageKey | LegalMessageKey;

/**
 * The ICU catalogs of the site, one per URL language code (ua is the `uk` locale): the shell's and
 * the hero's (i18n/messages/) with the landing sections' (screens/landing/i18n/), the sign-in
 * screens' (screens/auth/i18n/) and the legal pages' (screens/legal/i18n/), which the browser loads with those parts' code (issue 30).
 */
export const MESSAGES: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = {
  ru: { ...ru, ...landingRu, ...authRu, ...legalRu },
  en: { ...en, ...landingEn, ...authEn, ...legalEn },
  ua: { ...ua, ...landingUa, ...authUa, ...legalUa },
  es: { ...es, ...landingEs, ...authEs, ...legalEs },
};
