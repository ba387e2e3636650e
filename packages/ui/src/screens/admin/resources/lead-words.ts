import type { AdminMessageKey } from '../i18n/en';

/** The catalogue key of a lead's service code (the landing's names of its services). */
export const serviceWords = (service: string): AdminMessageKey =>
  `service.${service}` as AdminMessageKey;

/** The catalogue key of a lead's language code. */
export const languageWords = (lang: string): AdminMessageKey => `lang.${lang}` as AdminMessageKey;
