import { siteCatalogLoader } from '../../../i18n/add-site-catalog';

/** Adds the confirmation dialog's words in a language to the site intl (once per language): they load with the dialog's code, not with every page. */
export const loadConfirmMessages = siteCatalogLoader({
  ru: () => import('./ru').then((module) => module.ru),
  en: () => import('./en').then((module) => module.en),
  ua: () => import('./ua').then((module) => module.ua),
  es: () => import('./es').then((module) => module.es),
});
