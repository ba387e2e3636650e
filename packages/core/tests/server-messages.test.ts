import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/languages';
import { isServerMessageCode, messageText } from '../src/message-text';
import { placeholders } from '../src/placeholders';
import { SERVER_MESSAGES, type ServerMessageCode } from '../src/server-messages';

const CODES = Object.keys(SERVER_MESSAGES.en) as ServerMessageCode[];
const CYRILLIC = /[а-яіїєґё]/i;

describe('the server message catalog', () => {
  it('has messages', () => {
    expect(CODES.length).toBeGreaterThan(50);
  });

  it('has one file per language, each with exactly the English codes', () => {
    expect(Object.keys(SERVER_MESSAGES).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) expect(Object.keys(SERVER_MESSAGES[lang]), lang).toEqual(CODES);
  });

  it.each(CODES)(
    '%s has a non-empty text in every language, with the same placeholders',
    (code) => {
      const english = placeholders(SERVER_MESSAGES.en[code]);
      for (const lang of LANGUAGES) {
        const text = SERVER_MESSAGES[lang][code];
        expect(text.trim(), `${code} ${lang}`).not.toBe('');
        expect(placeholders(text), `${code} ${lang}`).toEqual(english);
      }
    },
  );

  it.each(CODES)('%s is translated: ru and ua in Cyrillic, es not the English text', (code) => {
    expect(SERVER_MESSAGES.ru[code]).toMatch(CYRILLIC);
    expect(SERVER_MESSAGES.ua[code]).toMatch(CYRILLIC);
    expect(SERVER_MESSAGES.es[code]).not.toBe(SERVER_MESSAGES.en[code]);
  });
});

describe('messageText', () => {
  it('words a code in the language asked for', () => {
    expect(messageText('password.currentWrong', 'ru')).toBe('Текущий пароль введён неверно');
    expect(messageText('password.currentWrong', 'ua')).toBe('Поточний пароль введено неправильно');
    expect(messageText('password.currentWrong', 'en')).toBe('The current password is wrong');
    expect(messageText('password.currentWrong', 'es')).toBe('La contraseña actual no es correcta');
  });

  it('fills every placeholder, each time it occurs, and leaves one without a value as written', () => {
    expect(messageText('import.outOfRange', 'en', { value: 91, bound: 90 })).toBe(
      '91 is outside -90..90',
    );
    expect(messageText('import.outOfRange', 'en', { value: 91 })).toBe(
      '91 is outside -{bound}..{bound}',
    );
  });

  it('does not read placeholder values from the prototype', () => {
    expect(messageText('lockout.builtInRole', 'en', {})).toContain('{name}');
  });
});

describe('placeholders and isServerMessageCode', () => {
  it('lists the names once, sorted', () => {
    expect(placeholders('{b} {a} {b}')).toEqual(['a', 'b']);
    expect(placeholders('none')).toEqual([]);
  });

  it('knows the codes of the catalog only', () => {
    expect(isServerMessageCode('auth.codeWrong')).toBe(true);
    expect(isServerMessageCode('toString')).toBe(false);
    expect(isServerMessageCode(42)).toBe(false);
  });
});
