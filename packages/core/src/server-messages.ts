import type { Language } from './languages';
import { en, type ServerMessageCode } from './server-messages/en';
import { es } from './server-messages/es';
import { ru } from './server-messages/ru';
import { ua } from './server-messages/ua';

export type { ServerMessageCode };

/**
 * Every text a person can read in an answer of /web, by language and stable message code: one file
 * per language in server-messages/, English giving the code set the others are typed by (a missing or
 * extra code is a type error). The Google Business Profile connection's texts are codes of it too.
 */
export const SERVER_MESSAGES: Readonly<
  Record<Language, Readonly<Record<ServerMessageCode, string>>>
> = { ru, ua, en, es };
