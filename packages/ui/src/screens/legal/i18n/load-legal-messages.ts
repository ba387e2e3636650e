import { siteCatalogLoader } from '../../../i18n/add-site-catalog';

// One dynamic import per language: a legal page loads only its language.
/**
 * Adds the legal pages' own words (contents, the notice of a text not available) in a language to
 * the site intl (once per language): they load with the legal pages' code, not with every page.
 */
export const loadLegalMessages = siteCatalogLoader({
  ru: () => import('./ru').then((module) => module.ru),
  en: () => import('./en').then((module) => module.en),
  ua: () => import('./ua').then((module) => module.ua),
  es: () => import('./es').then((module) => module.es),
});
