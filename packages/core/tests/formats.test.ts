import { describe, expect, it } from 'vitest';
import {
  CONTRACT_FORMATS,
  checkOneTimeCode,
  checkPassword,
  EMAIL_MAX_LENGTH,
  FORMAT_INPUT_MAX_LENGTH,
  isAbsoluteUri,
  isEmail,
  isIsoDay,
  isIsoMoment,
  isOneTimeCode,
  isPhone,
  isUuid,
  isWebUrl,
  PASSWORD_MIN_LENGTH,
  URL_MAX_LENGTH,
} from '../src/entries/forms';

describe('formats shared by every form', () => {
  it.each([
    ['demo@agency.test', true],
    ['a@b.co', true],
    ['no-at.example', false],
    ['two@@example.com', false],
    ['blank space@example.com', false],
    ['user@nodot', false],
    [`${'a'.repeat(EMAIL_MAX_LENGTH - 11)}@example.com`, false],
    [`${'a'.repeat(EMAIL_MAX_LENGTH - 12)}@example.com`, true],
  ])('"an e-mail address: one @, a dot in the domain, at most 254 characters" — %s', (text, ok) => {
    expect(isEmail(text)).toBe(ok);
  });

  it.each([
    ['+1 (202) 555-0143', true],
    ['123', true],
    ['12', false],
    ['1'.repeat(40), true],
    ['1'.repeat(41), false],
    ['+1 202 555 0143 ext. 5', false],
    ['call me', false],
  ])(
    '"a phone: digits, spaces, +, parentheses and dashes, 3 to 40 characters" — %s',
    (text, ok) => {
      expect(isPhone(text)).toBe(ok);
    },
  );

  it('the shortest password the backend accepts is 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12 3456', false],
    ['abcdef', false],
  ])('"a one-time code: six digits" — %s', (text, ok) => {
    expect(isOneTimeCode(text)).toBe(ok);
  });
});

describe('the sign-in rules (one vocabulary with the account and admin rules)', () => {
  it('a password is required as typed; a new one has at least 8 characters', () => {
    expect(checkPassword('')).toEqual({ code: 'required' });
    expect(checkPassword('   ')).toBeNull();
    expect(checkPassword('short')).toBeNull();
    expect(checkPassword('short', { isNew: true })).toEqual({ code: 'minLength', min: 8 });
    expect(checkPassword('12345678', { isNew: true })).toBeNull();
  });

  it('a one-time code is required and six digits, blanks around it ignored', () => {
    expect(checkOneTimeCode(' ')).toEqual({ code: 'required' });
    expect(checkOneTimeCode('12345')).toEqual({ code: 'format', format: 'oneTimeCode' });
    expect(checkOneTimeCode(' 123456 ')).toBeNull();
  });
});

describe('the formats of the /web contract (core checks, each linear and bounded)', () => {
  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00:00Z', false],
  ])('"a calendar day written as full-date" — %s', (text, ok) => {
    expect(isIsoDay(text)).toBe(ok);
  });

  it.each([
    ['2026-02-28T10:00:00Z', true],
    ['2026-02-28T10:00:00.123+02:00', true],
    ['2026-02-28t23:59:60z', true],
    ['2026-02-30T10:00:00Z', false],
    ['2026-02-28T24:00:00Z', false],
    ['2026-02-28T10:00:00', false],
    ['2026-02-28', false],
  ])('"a moment written as RFC 3339 date-time, with a time zone" — %s', (text, ok) => {
    expect(isIsoMoment(text)).toBe(ok);
  });

  it.each([
    ['0d9c1f7e-3b1a-4c5e-9f00-1234567890ab', true],
    ['0D9C1F7E-3B1A-4C5E-9F00-1234567890AB', true],
    ['0d9c1f7e3b1a4c5e9f001234567890ab', false],
    ['urn:uuid:0d9c1f7e-3b1a-4c5e-9f00-1234567890ab', false],
  ])('"a UUID in its 8-4-4-4-12 form" — %s', (text, ok) => {
    expect(isUuid(text)).toBe(ok);
  });

  it.each([
    ['https://accounts.example/o/auth?x=1', true],
    ['mailto:a@b.co', true],
    ['//no-scheme.example', false],
    ['https://a.example/with space', false],
    [`https://a.example/${'p'.repeat(FORMAT_INPUT_MAX_LENGTH)}`, false],
  ])('"an absolute URI: a scheme, a colon, no blanks" — %s', (text, ok) => {
    expect(isAbsoluteUri(text)).toBe(ok);
  });

  it.each([
    ['user@a..example', false],
    ['user@.example', false],
    ['user@example.', false],
    ['user@sub.example.com', true],
  ])('"an e-mail domain is dot-separated labels, none empty" — %s', (text, ok) => {
    expect(isEmail(text)).toBe(ok);
  });

  it('a web address longer than 2000 characters is none, even when well formed', () => {
    const long = `https://a.example/${'p'.repeat(URL_MAX_LENGTH)}`;
    expect(isWebUrl(long)).toBe(false);
    expect(isWebUrl(long.slice(0, URL_MAX_LENGTH))).toBe(true);
  });

  it('the contract formats table names each check', () => {
    expect(CONTRACT_FORMATS).toEqual({
      date: isIsoDay,
      'date-time': isIsoMoment,
      email: isEmail,
      uri: isAbsoluteUri,
      uuid: isUuid,
    });
  });
});

describe('an e-mail address holds no list or name syntax', () => {
  it.each([
    'a,b@agency.test',
    'a;b@agency.test',
    'Name <a@agency.test>',
    '"a"@agency.test',
    'a@agen,cy.test',
    'a\\b@agency.test',
    'a:b@agency.test',
  ])('%s is refused (a mail program could read two recipients or a display name)', (text) => {
    expect(isEmail(text)).toBe(false);
  });
});
