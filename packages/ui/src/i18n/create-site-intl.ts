import type { Language } from '@agency/core';
import type { IntlShape } from '@formatjs/intl';
import { MESSAGES } from './messages';
import { siteIntl } from './site-intl';

/** The `@formatjs/intl` instance of a language (ua has the `uk` locale); bundles every catalog. */
export function createSiteIntl(lang: Language): IntlShape<string> {
  return siteIntl(lang, MESSAGES[lang]);
}
