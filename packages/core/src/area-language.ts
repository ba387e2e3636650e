import type { Language } from './languages';

/** The languages the account and the back office speak: ru, en and ua (the spec gives them no Spanish). */
export type AreaLanguage = Exclude<Language, 'es'>;

/**
 * Rule "a Spanish visitor continues in English": the language of the account and the back office for a
 * reader of `lang`: their own when those areas speak it, else English (es, whose `/es/account` stays a 404).
 */
export function areaLanguage(lang: Language): AreaLanguage {
  return lang === 'es' ? 'en' : lang;
}
