import { createFormatters } from '@formatjs/intl';
import type { CompiledMessage } from './format-message';
import type { MessageKey } from './messages/en';
import type { CompiledCatalog } from './site-intl';

const formatters = createFormatters();

/**
 * Compiles a catalog of ICU message strings with `@formatjs/intl`'s parser: for the server and
 * tests, which read the catalogs' sources (the browser build ships them compiled already).
 */
export function compileCatalog(
  messages: Readonly<Record<MessageKey, string>>,
  locale: string,
): CompiledCatalog {
  // The parser's element union is wider than CompiledMessage: formatMessage throws on the others.
  const compile = (message: string) =>
    formatters.getMessageFormat(message, locale).getAst() as unknown as CompiledMessage;
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, compile(message)]),
  ) as CompiledCatalog;
}
