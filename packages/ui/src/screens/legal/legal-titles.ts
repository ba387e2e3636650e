import type { Language } from '@agency/core';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from './legal-texts';

/** Page and breadcrumb titles of the legal pages per language (the documents' own h1 titles). */
export const LEGAL_TITLES: Readonly<
  Record<Language, { readonly privacyPolicy: string; readonly termsOfService: string }>
> = {
  ru: { privacyPolicy: PRIVACY_POLICY.ru.title, termsOfService: TERMS_OF_SERVICE.ru.title },
  en: { privacyPolicy: PRIVACY_POLICY.en.title, termsOfService: TERMS_OF_SERVICE.en.title },
  ua: { privacyPolicy: PRIVACY_POLICY.ua.title, termsOfService: TERMS_OF_SERVICE.ua.title },
  es: { privacyPolicy: PRIVACY_POLICY.es.title, termsOfService: TERMS_OF_SERVICE.es.title },
};
