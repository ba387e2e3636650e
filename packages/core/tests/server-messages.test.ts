import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/languages';
import { isServerMessageCode, messageText } from '../src/message-text';
import { placeholders } from '../src/placeholders';
import { SERVER_MESSAGES, type ServerMessageCode } from '../src/server-messages';

const CODES = Object.keys(SERVER_MESSAGES) as ServerMessageCode[];
const CYRILLIC = /[а-яіїєґё]/i;

describe('the server message catalog', () => {
  it('has messages', () => {
    expect(CODES.length).toBeGreaterThan(50);
  });

  it.each(CODES)(
    '%s has a non-empty text in every language, with the same placeholders',
    (code) => {
      const texts = SERVER_MESSAGES[code] as Readonly<Record<string, string>>;
      expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
      const english = placeholders(texts.en ?? '');
      for (const lang of LANGUAGES) {
        const text = texts[lang] ?? '';
        expect(text.trim(), `${code} ${lang}`).not.toBe('');
        expect(placeholders(text), `${code} ${lang}`).toEqual(english);
      }
    },
  );

  it.each(CODES)('%s is translated: ru and ua in Cyrillic, es not the English text', (code) => {
    const texts = SERVER_MESSAGES[code];
    expect(texts.ru).toMatch(CYRILLIC);
    expect(texts.ua).toMatch(CYRILLIC);
    expect(texts.es).not.toBe(texts.en);
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
