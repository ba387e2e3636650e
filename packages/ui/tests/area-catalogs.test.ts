// @vitest-environment node
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import * as accountEn from '../src/screens/account/i18n/en';
import * as accountRu from '../src/screens/account/i18n/ru';
import * as accountUa from '../src/screens/account/i18n/ua';
import * as adminEn from '../src/screens/admin/i18n/en';
import * as adminRu from '../src/screens/admin/i18n/ru';
import * as adminUa from '../src/screens/admin/i18n/ua';

// The build compiles every catalog to ICU ASTs and fails on a message that does not parse; this
// says which one, in the test run, before a build is attempted.
const CATALOGS = { accountEn, accountRu, accountUa, adminEn, adminRu, adminUa };

describe('the account and admin catalogs', () => {
  it.each(Object.entries(CATALOGS))(
    'every %s message is a valid, non-empty ICU message',
    (_, module) => {
      const entries = Object.values(module).flatMap((catalog) => Object.entries(catalog as object));
      expect(entries.length).toBeGreaterThan(50);
      for (const [key, text] of entries) {
        expect(typeof text, key).toBe('string');
        expect(String(text).trim(), key).not.toBe('');
        expect(() => parse(String(text)), key).not.toThrow();
      }
    },
  );
});
