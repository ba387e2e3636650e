import { htmlLang, type Language } from '@agency/core';
import { compileCatalog } from './compile-catalog';
import { MESSAGES } from './messages';
import { type SiteIntl, siteIntl } from './site-intl';

/** The site intl of a language (ua has the `uk` locale); bundles and compiles every catalog. */
export function createSiteIntl(lang: Language): SiteIntl {
  return siteIntl(lang, () => compileCatalog(MESSAGES[lang], htmlLang(lang)));
}
