import { describe, expect, it } from 'vitest';
import { checkReviewReply, REVIEW_REPLY_MAX_BYTES, utf8Length } from '../src/review-reply';

describe('a review reply is at most 4096 bytes of UTF-8: Cyrillic counts two', () => {
  it('counts bytes, not characters', () => {
    expect(utf8Length('Thanks')).toBe(6);
    expect(utf8Length('Дякуємо')).toBe(14);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('☕️')).toBe(6);
    expect(utf8Length('😀')).toBe(4);
    expect(utf8Length('\ud800')).toBe(3);
    expect(utf8Length('Ж'.repeat(10))).toBe(new TextEncoder().encode('Ж'.repeat(10)).length);
  });

  it('2048 Cyrillic letters fit, 2049 do not; 4096 Latin letters fit, 4097 do not', () => {
    expect(checkReviewReply('ж'.repeat(2048))).toBeNull();
    expect(checkReviewReply('ж'.repeat(2049))).toEqual({
      code: 'tooLong',
      max: REVIEW_REPLY_MAX_BYTES,
      bytes: 4098,
    });
    expect(checkReviewReply('a'.repeat(4096))).toBeNull();
    expect(checkReviewReply('a'.repeat(4097))).toMatchObject({ code: 'tooLong', bytes: 4097 });
  });

  it('empty or blank is refused; control characters are refused, line breaks and tabs are not', () => {
    expect(checkReviewReply('')).toEqual({ code: 'required' });
    expect(checkReviewReply(' \n\t ')).toEqual({ code: 'required' });
    expect(checkReviewReply('Thanks\u0000')).toEqual({ code: 'control' });
    expect(checkReviewReply('Thanks\u001b[31m')).toEqual({ code: 'control' });
    expect(checkReviewReply('Thanks\u0085')).toEqual({ code: 'control' });
    expect(checkReviewReply('Дякуємо!\r\nДо зустрічі\t☕')).toBeNull();
  });
});
