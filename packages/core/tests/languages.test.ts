import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  htmlLang,
  isLanguage,
  LANGUAGES,
  SWITCHER_LANGUAGES,
} from '../src/languages';

describe('languages', () => {
  it('"Default language ru; languages ru, ua, en, es."', () => {
    expect(DEFAULT_LANGUAGE).toBe('ru');
    expect([...LANGUAGES]).toEqual(['ru', 'ua', 'en', 'es']);
  });

  it('"the language switcher offers only ru, en and ua"', () => {
    expect([...SWITCHER_LANGUAGES]).toEqual(['ru', 'en', 'ua']);
    expect(SWITCHER_LANGUAGES).not.toContain('es');
  });

  it('the language lists cannot be changed by a consumer', () => {
    expect(Object.isFrozen(LANGUAGES)).toBe(true);
    expect(Object.isFrozen(SWITCHER_LANGUAGES)).toBe(true);
  });

  it.each([
    ['ru', true],
    ['ua', true],
    ['en', true],
    ['es', true],
    ['uk', false],
    ['EN', false],
    ['', false],
    [' en', false],
    [null, false],
    [42, false],
  ])('isLanguage(%j) is %s: only the four URL codes, case-sensitive', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });

  it.each([
    ['ru', 'ru'],
    ['ua', 'uk'],
    ['en', 'en'],
    ['es', 'es'],
  ] as const)('URL code %s is BCP 47 %s for <html lang> (ua is uk)', (lang, tag) => {
    expect(htmlLang(lang)).toBe(tag);
  });
});
