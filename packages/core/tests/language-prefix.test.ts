import { describe, expect, it } from 'vitest';
import { languageFromPath, localizePath, stripLanguagePrefix } from '../src/language-prefix';
import type { Language } from '../src/languages';

describe('languageFromPath', () => {
  it.each([
    ['/', 'ru'],
    ['', 'ru'],
    ['/ru', 'ru'],
    ['/ua', 'ua'],
    ['/en/', 'en'],
    ['/es/privacy-policy', 'es'],
    ['/en/account/pins?p=2#top', 'en'],
    ['/en?el=about', 'en'],
    ['en/pins', 'en'],
    ['/privacy-policy', 'ru'],
    ['/english', 'ru'],
    ['/EN/pins', 'ru'],
    ['/pins/en', 'ru'],
    ['/?lang=en', 'ru'],
  ])(
    '"The language is derived from the first path segment (ru, ua, en, es), otherwise ru": %j -> %s',
    (path, lang) => {
      expect(languageFromPath(path)).toBe(lang);
    },
  );
});

describe('stripLanguagePrefix', () => {
  it.each([
    ['/ru/privacy-policy', '/privacy-policy'],
    ['/ua/privacy-policy', '/privacy-policy'],
    ['/en/privacy-policy', '/privacy-policy'],
    ['/es/privacy-policy', '/privacy-policy'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/en?el=about#x', '/?el=about#x'],
    ['/en/account/pins?p=2', '/account/pins?p=2'],
    ['/privacy-policy', '/privacy-policy'],
    ['/english/x', '/english/x'],
    ['/EN/x', '/EN/x'],
    ['/en/ru/x', '/x'],
    ['pins', '/pins'],
    ['', '/'],
  ])('"A path prefix /ru, /ua, /en or /es is removed": %j -> %j', (path, stripped) => {
    expect(stripLanguagePrefix(path)).toBe(stripped);
  });

  it('"Links starting with http(s), mailto:, tel: or viber: are external and never prefixed": stripping leaves them alone', () => {
    expect(stripLanguagePrefix('https://example.com/en/x')).toBe('https://example.com/en/x');
    expect(stripLanguagePrefix('tel:+380000000')).toBe('tel:+380000000');
  });
});

describe('localizePath', () => {
  const cases: [string, Language, string][] = [
    ['/privacy-policy', 'ru', '/privacy-policy'],
    ['/privacy-policy', 'ua', '/ua/privacy-policy'],
    ['/privacy-policy', 'en', '/en/privacy-policy'],
    ['/privacy-policy', 'es', '/es/privacy-policy'],
    ['/en/privacy-policy', 'ru', '/privacy-policy'],
    ['/en/privacy-policy', 'ua', '/ua/privacy-policy'],
    ['/ru/privacy-policy', 'en', '/en/privacy-policy'],
    ['/ru/privacy-policy', 'ru', '/privacy-policy'],
    ['/', 'ru', '/'],
    ['/', 'en', '/en'],
    ['/ua', 'en', '/en'],
    ['/ua/', 'ru', '/'],
    ['/?el=about', 'en', '/en?el=about'],
    ['/account/pins?p=2#list', 'ua', '/ua/account/pins?p=2#list'],
    ['sign-in', 'en', '/en/sign-in'],
    ['', 'es', '/es'],
    ['/english', 'en', '/en/english'],
  ];
  it.each(cases)(
    '"A path prefix /ru, /ua, /en or /es is removed, then the chosen language is added as a prefix unless it is ru, which has no prefix": %j in %s -> %j',
    (path, lang, localized) => {
      expect(localizePath(path, lang)).toBe(localized);
    },
  );

  it.each([
    'http://example.com/x',
    'https://example.com/',
    'HTTPS://EXAMPLE.COM/',
    'mailto:hello@example.com?subject=Quote',
    'tel:+380000000000',
    'viber://chat?number=380000000000',
  ])(
    '"Links starting with http(s), mailto:, tel: or viber: are external and never prefixed": %s',
    (href) => {
      expect(localizePath(href, 'en')).toBe(href);
      expect(localizePath(href, 'ru')).toBe(href);
    },
  );

  it('a language code unknown at run time falls back to ru rather than inventing a prefix', () => {
    expect(localizePath('/en/x', 'de' as Language)).toBe('/x');
  });

  it('a stacked prefix is removed whole, so localizing twice changes nothing', () => {
    expect(localizePath('/ru/ru', 'ru')).toBe('/');
    expect(localizePath(localizePath('/ru/ru', 'ru'), 'ru')).toBe('/');
  });
});
