import type { Language } from './languages';
import { fillPlaceholders } from './placeholders';
import { SERVER_MESSAGES, type ServerMessageCode } from './server-messages';

/** Values put into a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message of the server catalog not yet worded: its code and the values of its placeholders. */
export interface MessageText {
  readonly id: ServerMessageCode;
  readonly params?: MessageParams;
}

/** True when `value` is a code of the server message catalog. */
export function isServerMessageCode(value: unknown): value is ServerMessageCode {
  return typeof value === 'string' && Object.hasOwn(SERVER_MESSAGES.en, value);
}

/** The text of a server message in a language, its `{name}` placeholders filled (one without a value stays as written). */
export function messageText(
  code: ServerMessageCode,
  lang: Language,
  params: MessageParams = {},
): string {
  return fillPlaceholders(SERVER_MESSAGES[lang][code], (name) =>
    Object.hasOwn(params, name) ? String(params[name]) : undefined,
  );
}
