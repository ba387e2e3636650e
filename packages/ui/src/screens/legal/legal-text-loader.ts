import type { Language } from '@agency/core';
import type { LegalText } from './legal-text';

/** The two legal documents, named as their routes are. */
export type LegalDocumentName = 'privacy-policy' | 'terms-of-service';

// One dynamic import per document and language: the bundler gives each text its own chunk, so a
// page downloads only the text it shows and the landing none.
const LOADERS: Readonly<Record<LegalDocumentName, Record<Language, () => Promise<LegalText>>>> = {
  'privacy-policy': {
    ru: () => import('./privacy-policy.ru').then((module) => module.privacyPolicyRu),
    en: () => import('./privacy-policy.en').then((module) => module.privacyPolicyEn),
    ua: () => import('./privacy-policy.ua').then((module) => module.privacyPolicyUa),
    es: () => import('./privacy-policy.es').then((module) => module.privacyPolicyEs),
  },
  'terms-of-service': {
    ru: () => import('./terms-of-service.ru').then((module) => module.termsOfServiceRu),
    en: () => import('./terms-of-service.en').then((module) => module.termsOfServiceEn),
    ua: () => import('./terms-of-service.ua').then((module) => module.termsOfServiceUa),
    es: () => import('./terms-of-service.es').then((module) => module.termsOfServiceEs),
  },
};

const loaded = new Map<string, LegalText>();
const loading = new Map<string, Promise<LegalText>>();

/** Whether a route name is one of the legal documents. */
export function isLegalDocumentName(name: string): name is LegalDocumentName {
  return Object.hasOwn(LOADERS, name);
}

/** The document's text in the language if it is already loaded, else undefined. */
export function loadedLegalText(name: LegalDocumentName, lang: Language): LegalText | undefined {
  return loaded.get(`${name}.${lang}`);
}

/** Loads the document's text in one language (once; a failed load is retried on the next call). */
export function loadLegalText(name: LegalDocumentName, lang: Language): Promise<LegalText> {
  const key = `${name}.${lang}`;
  const pending = loading.get(key);
  if (pending !== undefined) return pending;
  const promise = LOADERS[name][lang]().then(
    (text) => {
      loaded.set(key, text);
      return text;
    },
    (error: unknown) => {
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, promise);
  return promise;
}
