import { describe, expect, it } from 'vitest';
import {
  checkOneTimeCode,
  checkPassword,
  EMAIL_MAX_LENGTH,
  isEmail,
  isOneTimeCode,
  isPhone,
  PASSWORD_MIN_LENGTH,
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
