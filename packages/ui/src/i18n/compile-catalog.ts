import { createFormatters } from '@formatjs/intl';
import type { CompiledMessage } from './format-message';

const formatters = createFormatters();

/**
 * Compiles a catalog of ICU message strings with `@formatjs/intl`'s parser: for the server and
 * tests, which read the catalogs' sources (the browser build ships them compiled already).
 */
export function compileCatalog<Key extends string>(
  messages: Readonly<Record<Key, string>>,
  locale: string,
): Readonly<Record<Key, CompiledMessage>> {
  // The parser's element union is wider than CompiledMessage: formatMessage throws on the others.
  const compile = (message: string) =>
    formatters.getMessageFormat(message, locale).getAst() as unknown as CompiledMessage;
  return Object.fromEntries(
    Object.entries<string>(messages).map(([key, message]) => [key, compile(message)]),
  ) as Record<Key, CompiledMessage>;
}
