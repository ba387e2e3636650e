import { siteCatalogLoader } from '../../../i18n/add-site-catalog';

// One dynamic import per language: the sign-in screens load only their page's language.
/**
 * Adds the sign-in screens' texts in a language to the site intl (once per language): the site
 * catalog the landing loads leaves them out (issue 30).
 */
export const loadAuthMessages = siteCatalogLoader({
  ru: () => import('./ru').then((module) => module.ru),
  en: () => import('./en').then((module) => module.en),
  ua: () => import('./ua').then((module) => module.ua),
  es: () => import('./es').then((module) => module.es),
});
