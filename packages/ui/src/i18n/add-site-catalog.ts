import { htmlLang, type Language } from '@agency/core';
import type { CompiledMessage } from './format-message';
import { addSiteMessages } from './site-intl';

/** A code-split part of the site catalog: compiled by the host's browser build, ICU strings from source. */
export type SiteCatalogPart = Readonly<Record<string, CompiledMessage | string>>;

/**
 * Adds a code-split part of the site catalog (a screen group's or the landing sections' texts) to a
 * language's site intl, compiling it first when it is read from source (tests, the server).
 */
export async function addSiteCatalog(lang: Language, catalog: SiteCatalogPart): Promise<void> {
  if (Object.values(catalog).some((message) => typeof message === 'string')) {
    const { compileCatalog } = await import('./compile-catalog');
    addSiteMessages(lang, compileCatalog(catalog as Record<string, string>, htmlLang(lang)));
  } else addSiteMessages(lang, catalog as Readonly<Record<string, CompiledMessage>>);
}

/**
 * The loader of a code-split part of the site catalog: one dynamic import per language (a page loads
 * only its language), added to the site intl once per language, tried again after a failure.
 */
export function siteCatalogLoader(
  loaders: Readonly<Record<Language, () => Promise<SiteCatalogPart>>>,
): (lang: Language) => Promise<void> {
  const loading = new Map<Language, Promise<void>>();
  return (lang) => {
    let pending = loading.get(lang);
    if (pending === undefined) {
      pending = loaders[lang]().then((catalog) => addSiteCatalog(lang, catalog));
      pending.catch(() => loading.delete(lang));
      loading.set(lang, pending);
    }
    return pending;
  };
}
