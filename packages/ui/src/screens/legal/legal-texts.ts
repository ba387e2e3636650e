import type { Language } from '@agency/core';
import type { LegalText } from './legal-text';
import { privacyPolicyEn } from './privacy-policy.en';
import { privacyPolicyEs } from './privacy-policy.es';
import { privacyPolicyRu } from './privacy-policy.ru';
import { privacyPolicyUa } from './privacy-policy.ua';
import { termsOfServiceEn } from './terms-of-service.en';
import { termsOfServiceEs } from './terms-of-service.es';
import { termsOfServiceRu } from './terms-of-service.ru';
import { termsOfServiceUa } from './terms-of-service.ua';

/** The privacy policy in each of the site's languages. */
export const PRIVACY_POLICY: Readonly<Record<Language, LegalText>> = {
  ru: privacyPolicyRu,
  en: privacyPolicyEn,
  ua: privacyPolicyUa,
  es: privacyPolicyEs,
};

/** The terms of service in each of the site's languages. */
export const TERMS_OF_SERVICE: Readonly<Record<Language, LegalText>> = {
  ru: termsOfServiceRu,
  en: termsOfServiceEn,
  ua: termsOfServiceUa,
  es: termsOfServiceEs,
};
