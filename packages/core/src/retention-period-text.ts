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

// Made once per language: a new Intl.PluralRules costs ~0.1 ms, and the privacy policy names two
// periods in every render of it.
const PLURAL_RULES = new Map<Language, Intl.PluralRules>();

function pluralRules(lang: Language): Intl.PluralRules {
  let rules = PLURAL_RULES.get(lang);
  if (rules === undefined) {
    rules = new Intl.PluralRules(htmlLang(lang));
    PLURAL_RULES.set(lang, rules);
  }
  return rules;
}

/**
 * A retention period as a legal text names it: the whole days with the word the number takes in the
 * language (ru 1 день, 3 дня, 30 дней; ua 1 день, 3 дні, 30 днів; en 1 day, 30 days; es 1 día, 30 días).
 */
export function retentionPeriodText(days: number, lang: Language): string {
  const category = pluralRules(lang).select(days);
  const words = DAY_WORDS[lang];
  return `${days} ${words[category] ?? words.other}`;
}
