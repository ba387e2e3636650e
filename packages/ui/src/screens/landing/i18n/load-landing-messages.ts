import { siteCatalogLoader } from '../../../i18n/add-site-catalog';

// One dynamic import per language: the landing's sections load only their page's language.
/**
 * Adds the texts of the landing's sections after the hero in a language to the site intl (once
 * per language): they load with the sections' code, not with every page (issue 30).
 */
export const loadLandingMessages = siteCatalogLoader({
  ru: () => import('./ru').then((module) => module.ru),
  en: () => import('./en').then((module) => module.en),
  ua: () => import('./ua').then((module) => module.ua),
  es: () => import('./es').then((module) => module.es),
});
