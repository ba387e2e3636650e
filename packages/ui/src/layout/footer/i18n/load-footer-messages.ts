import { siteCatalogLoader } from '../../../i18n/add-site-catalog';

// One dynamic import per language: the footer loads only its page's language.
/**
 * Adds the footer's texts in a language to the site intl (once per language): they load with the
 * footer's code, and with the landing's sections, whose slides and quote form name the services too.
 */
export const loadFooterMessages = siteCatalogLoader({
  ru: () => import('./ru').then((module) => module.ru),
  en: () => import('./en').then((module) => module.en),
  ua: () => import('./ua').then((module) => module.ua),
  es: () => import('./es').then((module) => module.es),
});
