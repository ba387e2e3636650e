import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmail, isPhone, PASSWORD_MIN_LENGTH } from '../src/index';

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
});
