import { htmlLang, type Language } from '@agency/core';
import type { MessageKey } from './messages/en';
import { type CompiledCatalog, type SiteIntl, siteIntl } from './site-intl';

// The host's browser build compiles each catalog to message elements (scripts/client-build-options.mjs);
// read from source (tests, another bundler) a catalog holds ICU strings.
type Catalog = CompiledCatalog | Readonly<Record<MessageKey, string>>;

// One dynamic import per language: a browser bundle that uses only this ships one catalog per page.
const LOADERS: Readonly<Record<Language, () => Promise<Catalog>>> = {
  ru: () => import('./messages/ru').then((module) => module.ru),
  en: () => import('./messages/en').then((module) => module.en),
  ua: () => import('./messages/ua').then((module) => module.ua),
  es: () => import('./messages/es').then((module) => module.es),
};

function isCompiled(catalog: Catalog): catalog is CompiledCatalog {
  return Object.values(catalog).every((message) => typeof message !== 'string');
}

/**
 * The same intl instance as `createSiteIntl(lang)`, loading only that language's catalog;
 * the browser awaits it before hydrating and before switching language. The ICU parser loads only
 * for a catalog that is not compiled yet.
 */
export async function loadSiteIntl(lang: Language): Promise<SiteIntl> {
  const catalog = await LOADERS[lang]();
  if (isCompiled(catalog)) return siteIntl(lang, () => catalog);
  const { compileCatalog } = await import('./compile-catalog');
  return siteIntl(lang, () => compileCatalog(catalog, htmlLang(lang)));
}
