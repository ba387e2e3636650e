import { siteCatalogLoader } from '../../../i18n/add-site-catalog';

/**
 * Adds the error pages' own words (the code, the heading, "Go home", a 404's help) in a language to
 * the site intl (once per language): they load with the error pages' code, not with every page.
 */
export const loadErrorMessages = siteCatalogLoader({
  ru: () => import('./ru').then((module) => module.ru),
  en: () => import('./en').then((module) => module.en),
  ua: () => import('./ua').then((module) => module.ua),
  es: () => import('./es').then((module) => module.es),
});
