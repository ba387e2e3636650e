import type { Language } from './languages';
import { en, type ServerMessageCode as OwnCode } from './server-messages/en';
import { es } from './server-messages/es';
import { ru } from './server-messages/ru';
import { ua } from './server-messages/ua';
import { SOCIAL_MESSAGES } from './social-messages';

/** A stable message code of an answer of /web. */
export type ServerMessageCode = OwnCode | keyof typeof SOCIAL_MESSAGES;

// A social sign-in's refusals live in social-messages.ts (the sign-in page loads only those), by code.
const socialIn = (lang: Language) =>
  Object.fromEntries(
    Object.entries(SOCIAL_MESSAGES).map(([code, texts]) => [code, texts[lang]]),
  ) as Record<keyof typeof SOCIAL_MESSAGES, string>;

/**
 * Every text a person can read in an answer of /web, by language and stable message code: one file
 * per language in server-messages/, English giving the code set the others are typed by (a missing or
 * extra code is a type error). The Google Business Profile connection's texts are codes of it too, and
 * a social sign-in's refusals (social-messages.ts) are merged in.
 */
export const SERVER_MESSAGES: Readonly<
  Record<Language, Readonly<Record<ServerMessageCode, string>>>
> = {
  ru: { ...ru, ...socialIn('ru') },
  ua: { ...ua, ...socialIn('ua') },
  en: { ...en, ...socialIn('en') },
  es: { ...es, ...socialIn('es') },
};
