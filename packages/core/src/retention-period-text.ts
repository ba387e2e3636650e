import { htmlLang, type Language } from './languages';

// The word for "day" in each plural category a language's whole numbers use (CLDR, as Intl.PluralRules
// reads them): ru and uk have one, few and many; en and es one and other.
const DAY_WORDS: Readonly<
  Record<Language, Readonly<Partial<Record<Intl.LDMLPluralRule, string>>>>
> = {
  ru: { one: 'день', few: 'дня', many: 'дней', other: 'дня' },
  ua: { one: 'день', few: 'дні', many: 'днів', other: 'дня' },
  en: { one: 'day', other: 'days' },
  es: { one: 'día', other: 'días' },
};

/**
 * A retention period as a legal text names it: the whole days with the word the number takes in the
 * language (ru 1 день, 3 дня, 30 дней; ua 1 день, 3 дні, 30 днів; en 1 day, 30 days; es 1 día, 30 días).
 */
export function retentionPeriodText(days: number, lang: Language): string {
  const category = new Intl.PluralRules(htmlLang(lang)).select(days);
  const words = DAY_WORDS[lang];
  return `${days} ${words[category] ?? words.other}`;
}
