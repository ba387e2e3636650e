import { htmlLang, type Language } from '@agency/core';
import type { CompiledMessage } from '../../../i18n/format-message';
import { addSiteMessages } from '../../../i18n/site-intl';
import type { AuthMessageKey } from './en';

// The host's browser build compiles these catalogs to message elements; read from source (tests,
// the server) they hold ICU strings.
type Catalog = Readonly<Record<AuthMessageKey, CompiledMessage | string>>;

// One dynamic import per language: the sign-in screens load only their page's language.
const LOADERS: Readonly<Record<Language, () => Promise<Catalog>>> = {
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
    pending = LOADERS[lang]().then(async (catalog) => {
      const entries = Object.entries(catalog);
      if (entries.some(([, message]) => typeof message === 'string')) {
        const { compileCatalog } = await import('../../../i18n/compile-catalog');
        addSiteMessages(lang, compileCatalog(catalog as Record<string, string>, htmlLang(lang)));
      } else addSiteMessages(lang, catalog as Readonly<Record<string, CompiledMessage>>);
    });
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}
