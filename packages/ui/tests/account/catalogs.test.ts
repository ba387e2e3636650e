// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountIntl,
  loadAccountMessages,
} from '../../src/screens/account/i18n/account-intl';
import { en } from '../../src/screens/account/i18n/en';
import { ru } from '../../src/screens/account/i18n/ru';
import { ua } from '../../src/screens/account/i18n/ua';

const ACCOUNT_MESSAGES = { ru, en, ua };

beforeAll(() => Promise.all((['ru', 'en', 'ua'] as const).map(loadAccountMessages)));

describe('account catalogs', () => {
  it('every text of the account area exists in ru, en and ua (the languages the account routes offer)', () => {
    const keys = Object.keys(en).sort();
    for (const lang of ['ru', 'en', 'ua'] as const) {
      expect(Object.keys(ACCOUNT_MESSAGES[lang]).sort(), lang).toEqual(keys);
      for (const key of keys)
        expect(ACCOUNT_MESSAGES[lang][key as keyof typeof en].trim(), `${lang} ${key}`).not.toBe(
          '',
        );
    }
  });

  it('every message formats in its language (valid ICU, plural forms of ru and uk)', () => {
    const values = {
      count: 3,
      total: 5,
      created: 2,
      updated: 1,
      valid: 4,
      invalid: 1,
      rows: 10,
      size: 5,
      p: 1,
      pages: 2,
      rating: 4,
      max: 9,
      min: 8,
      days: 366,
      q: 'x',
      name: 'n',
      reason: 'r',
      message: 'm',
      date: 'd',
      day: 'd',
      metric: 'm',
      from: 'f',
      to: 't',
      maxDay: 'd',
      format: 'f',
      field: 'f',
      number: 2,
      email: 'e',
      account: 'a',
      rule: 'r',
      fields: 'f',
      skipped: 1,
      linked: 1,
      create: 1,
      link: 1,
      skip: 1,
    };
    for (const lang of ['ru', 'en', 'ua'] as const) {
      const intl = createAccountIntl(lang);
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(() => intl.formatMessage({ id: key }, values), `${lang} ${key}`).not.toThrow();
      }
    }
    expect(createAccountIntl('ru').formatMessage({ id: 'list.total' }, { total: 5 })).toBe(
      '5 записей',
    );
    expect(createAccountIntl('ua').formatMessage({ id: 'list.total' }, { total: 2 })).toBe(
      '2 записи',
    );
  });
});

describe('account catalogs by language', () => {
  it('es, never routed to the account, reads the English texts', async () => {
    await loadAccountMessages('es');
    expect(createAccountIntl('es').formatMessage({ id: 'index.title' })).toBe('Your account');
    expect(createAccountIntl('es').locale).toBe(createAccountIntl('en').locale);
  });
});
