import type { Language } from '@agency/core';
import type { IntlShape } from '@formatjs/intl';
import type { MessageKey } from './messages/en';
import { siteIntl } from './site-intl';

type Catalog = Readonly<Record<MessageKey, string>>;

// One dynamic import per language: a browser bundle that uses only this ships one catalog per page.
const LOADERS: Readonly<Record<Language, () => Promise<Catalog>>> = {
  ru: () => import('./messages/ru').then((module) => module.ru),
  en: () => import('./messages/en').then((module) => module.en),
  ua: () => import('./messages/ua').then((module) => module.ua),
  es: () => import('./messages/es').then((module) => module.es),
};

/**
 * The same intl instance as `createSiteIntl(lang)`, loading only that language's catalog;
 * the browser awaits it before hydrating and before switching language.
 */
export async function loadSiteIntl(lang: Language): Promise<IntlShape<string>> {
  return siteIntl(lang, await LOADERS[lang]());
}
