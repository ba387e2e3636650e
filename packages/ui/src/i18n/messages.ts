import type { Language } from '@agency/core';
import { en, type MessageKey } from './messages/en';
import { es } from './messages/es';
import { ru } from './messages/ru';
import { ua } from './messages/ua';

export type { MessageKey };

/** The ICU catalogs of the site, one per URL language code (ua is the `uk` locale). */
export const MESSAGES: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = {
  ru,
  en,
  ua,
  es,
};
