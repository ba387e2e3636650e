// @vitest-environment node
import { LANGUAGES, MESSAGE_TEXTS_EN, type MessageId } from '@agency/core';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { createSiteIntl } from '../src/i18n/create-site-intl';
import { MESSAGES } from '../src/i18n/messages';

const englishKeys = Object.keys(MESSAGES.en).sort();

describe('i18n catalogs', () => {
  // The public screens (landing, legal, errors, sign-in, e-mail confirmation) are offered in all four languages.
  it.each(LANGUAGES)(
    '"every text of these screens localized": the %s catalog has every key and no extra one',
    (lang) => {
      const keys = Object.keys(MESSAGES[lang]).sort();
      expect(keys.filter((key) => !englishKeys.includes(key))).toEqual([]);
      expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]);
    },
  );

  it.each(LANGUAGES)('every %s message is a valid, non-empty ICU message', (lang) => {
    for (const [key, text] of Object.entries(MESSAGES[lang])) {
      expect(text.trim(), key).not.toBe('');
      expect(() => parse(text), key).not.toThrow();
    }
  });

  it.each(LANGUAGES)('the %s messages use the same placeholders as English', (lang) => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
    for (const key of englishKeys) {
      const english = MESSAGES.en[key as keyof typeof MESSAGES.en];
      expect(names(MESSAGES[lang][key as keyof typeof MESSAGES.en]), `${lang} ${key}`).toEqual(
        names(english),
      );
    }
  });

  it('"the error catalogue": every core message id has the English text of R8, verbatim', () => {
    const intl = createSiteIntl('en');
    for (const [id, text] of Object.entries(MESSAGE_TEXTS_EN) as [MessageId, string][]) {
      expect(intl.formatMessage({ id })).toBe(text);
    }
    expect(intl.formatMessage({ id: 'error.notFound' })).toBe(
      'Something went wrong. We are working hard to fix this)',
    );
    expect(intl.formatMessage({ id: 'error.permissionDenied' })).toBe('Permission denied');
    expect(intl.formatMessage({ id: 'error.network' })).toBe(
      'Check your internet connection. No contact)',
    );
  });

  it("\"Page title 'Error page. Something went wrong'\": the error page title text, for the host's <title>", () => {
    // The error pages' words load with their page (the `auth` group's preload; setup-screen-texts.ts).
    expect(createSiteIntl('en').formatMessage({ id: 'error.title' })).toBe(
      'Error page. Something went wrong',
    );
  });

  it.each(LANGUAGES)('every core message id has a %s text', (lang) => {
    for (const id of Object.keys(MESSAGE_TEXTS_EN)) {
      expect(MESSAGES[lang]).toHaveProperty(id);
    }
  });

  it('"URL code ua is BCP 47 uk": the ua intl formats with the uk locale', () => {
    expect(createSiteIntl('ua').locale).toBe('uk');
    expect(createSiteIntl('ru').locale).toBe('ru');
    expect(createSiteIntl('ua').formatMessage({ id: 'confirm.accept' })).toBe('Так');
  });

  it('"Brand name, phones, e-mail, legal entity come from site configuration": no catalog names them', () => {
    for (const lang of LANGUAGES) {
      for (const text of Object.values(MESSAGES[lang])) {
        expect(text).not.toMatch(/Onclick|hello@|quote@|\+1 202/);
      }
    }
  });
});
