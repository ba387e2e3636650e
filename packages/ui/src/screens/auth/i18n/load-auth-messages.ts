import type { Language } from '@agency/core';
import { addSiteCatalog, type SiteCatalogPart } from '../../../i18n/add-site-catalog';

// One dynamic import per language: the sign-in screens load only their page's language.
const LOADERS: Readonly<Record<Language, () => Promise<SiteCatalogPart>>> = {
  ru: () => import('./ru').then((module) => module.ru),
  en: () => import('./en').then((module) => module.en),
  ua: () => import('./ua').then((module) => module.ua),
  es: () => import('./es').then((module) => module.es),
};

const loading = new Map<Language, Promise<void>>();

/**
 * Adds the sign-in screens' texts in a language to the site intl (once per language): the site
 * catalog the landing loads leaves them out (issue 30).
 */
export function loadAuthMessages(lang: Language): Promise<void> {
  let pending = loading.get(lang);
  if (pending === undefined) {
    pending = LOADERS[lang]().then((catalog) => addSiteCatalog(lang, catalog));
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}
