import type { Language } from '@agency/core';
import { type ConfirmMessageKey, en as confirmEn } from '../components/confirm/i18n/en';
import { es as confirmEs } from '../components/confirm/i18n/es';
import { ru as confirmRu } from '../components/confirm/i18n/ru';
import { ua as confirmUa } from '../components/confirm/i18n/ua';
import { type FooterMessageKey, en as footerEn } from '../layout/footer/i18n/en';
import { es as footerEs } from '../layout/footer/i18n/es';
import { ru as footerRu } from '../layout/footer/i18n/ru';
import { ua as footerUa } from '../layout/footer/i18n/ua';
import { type AuthMessageKey, en as authEn } from '../screens/auth/i18n/en';
import { es as authEs } from '../screens/auth/i18n/es';
import { ru as authRu } from '../screens/auth/i18n/ru';
import { ua as authUa } from '../screens/auth/i18n/ua';
import { type ErrorMessageKey, en as errorEn } from '../screens/errors/i18n/en';
import { es as errorEs } from '../screens/errors/i18n/es';
import { ru as errorRu } from '../screens/errors/i18n/ru';
import { ua as errorUa } from '../screens/errors/i18n/ua';
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

/** A key of the site's catalogs: the shell's and the hero's, the footer's, the landing sections', the sign-in screens', the legal pages', the error pages' or the confirmation dialog's. */
export type MessageKey =
  | SiteMessageKey
  | FooterMessageKey
  | LandingMessageKey
  | AuthMessageKey
  | LegalMessageKey
  | ErrorMessageKey
  | ConfirmMessageKey;

/**
 * The ICU catalogs of the site, one per URL language code (ua is the `uk` locale): the shell's and
 * the hero's (i18n/messages/) with the footer's (layout/footer/i18n/), the landing sections' (screens/landing/i18n/), the sign-in
 * screens' (screens/auth/i18n/), the legal pages' (screens/legal/i18n/), the error pages'
 * (screens/errors/i18n/) and the confirmation dialog's (components/confirm/i18n/), which the browser loads with those parts' code (issue 30).
 */
export const MESSAGES: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = {
  ru: { ...ru, ...footerRu, ...landingRu, ...authRu, ...legalRu, ...errorRu, ...confirmRu },
  en: { ...en, ...footerEn, ...landingEn, ...authEn, ...legalEn, ...errorEn, ...confirmEn },
  ua: { ...ua, ...footerUa, ...landingUa, ...authUa, ...legalUa, ...errorUa, ...confirmUa },
  es: { ...es, ...footerEs, ...landingEs, ...authEs, ...legalEs, ...errorEs, ...confirmEs },
};
