import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_REGION,
  formatPhone,
  normalizePhone,
  PHONE_INPUT_MAX_LENGTH,
} from '../src/entries/forms';

describe('"a phone number is kept as E.164; one written without a country code takes the default region"', () => {
  it('+380 44 123 4500, 044 123 4500 (UA) and +380441234500 are the same number', () => {
    expect(normalizePhone('+380 44 123 4500', 'UA')).toBe('+380441234500');
    expect(normalizePhone('044 123 4500', 'UA')).toBe('+380441234500');
    expect(normalizePhone('+380441234500', 'UA')).toBe('+380441234500');
    expect(normalizePhone('(044) 123-45-00', 'UA')).toBe('+380441234500');
  });

  it('the default region is Ukraine, and a number with its country code ignores the region', () => {
    expect(DEFAULT_PHONE_REGION).toBe('UA');
    expect(normalizePhone('044 123 4500', DEFAULT_PHONE_REGION)).toBe('+380441234500');
    expect(normalizePhone('+380 44 123 4500', 'US')).toBe('+380441234500');
    expect(normalizePhone('+380 44 123 4500', 'not a region')).toBe('+380441234500');
  });

  it.each([
    ['612 34 56 78', 'ES', '+34612345678', '612 34 56 78', '+34 612 34 56 78'],
    ['0034 912345678', 'ES', '+34912345678', '912 34 56 78', '+34 912 34 56 78'],
    ['(201) 555-0123', 'US', '+12015550123', '(201) 555-0123', '+1 201 555 0123'],
    ['1-800-555-0199', 'US', '+18005550199', '(800) 555-0199', '+1 800 555 0199'],
    ['020 7946 0958', 'GB', '+442079460958', '020 7946 0958', '+44 20 7946 0958'],
    ['07700 900123', 'GB', '+447700900123', '07700 900123', '+44 7700 900123'],
    ['22 123 45 67', 'PL', '+48221234567', '22 123 45 67', '+48 22 123 45 67'],
    ['512 345 678', 'pl', '+48512345678', '512 345 678', '+48 512 345 678'],
    ['067 555 0100', 'UA', '+380675550100', '067 555 0100', '+380 67 555 0100'],
  ])(
    '%s in %s is %s, shown as %s or %s (min metadata)',
    (text, region, e164, national, international) => {
      expect(normalizePhone(text, region)).toBe(e164);
      expect(formatPhone(e164, 'national')).toBe(national);
      expect(formatPhone(e164, 'international')).toBe(international);
    },
  );

  it('a region the library does not know reads only numbers with a country code', () => {
    expect(normalizePhone('044 123 4500', 'ZZ')).toBeNull();
    expect(normalizePhone('044 123 4500', '')).toBeNull();
  });
});

describe('"text that is not a possible phone number is null"', () => {
  it.each([
    ['empty', ''],
    ['letters', 'call us'],
    ['too short for Ukraine', '123'],
    ['too short a national number', '+380 44 123'],
    ['an unknown country code', '+999 123 4567'],
    ['a number inside words', 'tel. +380 44 123 4500'],
    ['an extension (E.164 has none)', '+1 201 555 0123 x 5'],
    ['an extension with #', '+1 201 555 0123 #5'],
    ['a tel: URI', 'tel:+12015550123'],
    ['an RFC 3966 phone-context', '2015550123;phone-context=+1'],
  ])('%s: %s', (_what, text) => {
    expect(normalizePhone(text, 'UA')).toBeNull();
  });

  it('any text gives null or a possible E.164 number that normalizes to itself, and never throws', () => {
    const phoneish = fc.stringMatching(/^[0-9 +()\-./]{0,30}$/);
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), phoneish),
        fc.constantFrom('UA', 'ES', 'US', 'GB', 'PL', 'XX'),
        (text, region) => {
          const e164 = normalizePhone(text, region);
          if (e164 === null) return;
          expect(e164).toMatch(/^\+[1-9][0-9]{2,14}$/);
          expect(normalizePhone(e164, 'UA')).toBe(e164);
          expect(normalizePhone(formatPhone(e164, 'international'), 'UA')).toBe(e164);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('"no input over 64 characters is parsed"', () => {
  it('a possible number padded to 64 characters is read; one character more is null', () => {
    const number = '+380 44 123 4500';
    expect(PHONE_INPUT_MAX_LENGTH).toBe(64);
    expect(normalizePhone(number.padEnd(64, ' '), 'UA')).toBe('+380441234500');
    expect(normalizePhone(number.padEnd(65, ' '), 'UA')).toBeNull();
    expect(normalizePhone('1'.repeat(100_000), 'UA')).toBeNull();
  });

  // libphonenumber-js checks a tel: URI's phone-context with a pattern that backtracks exponentially
  // (recheck: '0' + '0.0'.repeat(29) + '\x00'; 99 characters took 37 s in 1.13.16). Only the
  // characters of a written number reach the library, so that pattern never runs.
  it('the inputs that make the library backtrack are refused before it runs', () => {
    const domain = `1;phone-context=0${'0.0'.repeat(15)}\u0000`;
    expect(domain.length).toBeLessThanOrEqual(64);
    expect(normalizePhone(domain, 'UA')).toBeNull();
    expect(normalizePhone(`1${' ,-'.repeat(20)}Б`, 'UA')).toBeNull();
  });
});

describe('"a phone number is shown with its country code or as dialled inside its country"', () => {
  it('formats an E.164 number both ways and leaves any other text as it was', () => {
    expect(formatPhone('+380441234500', 'international')).toBe('+380 44 123 4500');
    expect(formatPhone('+380441234500', 'national')).toBe('044 123 4500');
    expect(formatPhone('044 123 4500', 'national')).toBe('044 123 4500');
    expect(formatPhone('+380 44 123 4500', 'national')).toBe('+380 44 123 4500');
    expect(formatPhone('not a number', 'international')).toBe('not a number');
  });
});
