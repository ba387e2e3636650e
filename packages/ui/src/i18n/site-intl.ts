import { htmlLang, type Language } from '@agency/core';
import {
  type CompiledMessage,
  formatMessage,
  type MessageValues,
  numberFormat,
} from './format-message';
import type { MessageKey } from './messages/en';

/**
 * What the site's screens format with: the page language's messages and numbers. A small
 * implementation of the part of `@formatjs/intl`'s `IntlShape` they call, so public pages carry no
 * ICU runtime (decision 0019); the account and back office keep `@formatjs/intl` for their own texts.
 */
export interface SiteIntl {
  /** The BCP 47 locale (ua is uk). */
  readonly locale: string;
  /** The message `id` of the catalog with its `{name}` values; the id itself when the catalog lacks it. */
  formatMessage(descriptor: { readonly id: string }, values?: MessageValues): string;
  /** A number as the locale writes it (`Intl.NumberFormat` options). */
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

/** A language's catalog with every message compiled. */
export type CompiledCatalog = Readonly<Record<MessageKey, CompiledMessage>>;

const intls = new Map<Language, SiteIntl>();
// Each language's messages: its catalog and the parts added since (a code-split screen group's).
const catalogs = new Map<Language, Record<string, CompiledMessage>>();

/**
 * Adds compiled messages to a language's site intl, made or still to be made: a code-split screen
 * group's texts, loaded with its code (the sign-in screens', issue 30).
 */
export function addSiteMessages(
  lang: Language,
  messages: Readonly<Record<string, CompiledMessage>>,
): void {
  const catalog = catalogs.get(lang);
  if (catalog === undefined) catalogs.set(lang, { ...messages });
  else Object.assign(catalog, messages);
}

/** The site intl of a language over its compiled catalog (`compiled()` runs once), memoized per language. */
export function siteIntl(lang: Language, compiled: () => CompiledCatalog): SiteIntl {
  const known = intls.get(lang);
  if (known) return known;
  const locale = htmlLang(lang);
  const catalog: Record<string, CompiledMessage> = { ...compiled(), ...catalogs.get(lang) };
  catalogs.set(lang, catalog);
  // Most calls name a message without values; its text is the same on every render.
  const texts = new Map<string, string>();
  const intl: SiteIntl = {
    locale,
    formatMessage: ({ id }, values) => {
      const message = Object.hasOwn(catalog, id) ? catalog[id] : undefined;
      if (message === undefined) return id;
      if (values !== undefined) return formatMessage(message, locale, values);
      let text = texts.get(id);
      if (text === undefined) {
        text = formatMessage(message, locale);
        texts.set(id, text);
      }
      return text;
    },
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
  };
  intls.set(lang, intl);
  return intl;
}
