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
