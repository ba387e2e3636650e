import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, parseMapsFile } from '../../src/import';

// Security round 3: what a file costs is bounded by the import's limits, not by what the file holds.
const utf8 = (text: string) => new TextEncoder().encode(text);
const parsed = (text: string) => parseMapsFile({ filename: 'locations.csv', bytes: utf8(text) });
const code = (text: string) => {
  const result = parsed(text);
  return result.ok ? 'ok' : result.error.code;
};

describe('a spreadsheet is refused on its limits before its size is spent', () => {
  it('a header wider than 256 columns is TOO_MANY_COLUMNS, under any delimiter, and a header line past 16 KB too', () => {
    const rows = Array.from({ length: 10 }, (_, n) => `s${n},n${n}`).join('\n');
    expect(code(`Store code,Business name${',x'.repeat(1_000_000)}\n${rows}`)).toBe(
      'TOO_MANY_COLUMNS',
    );
    expect(code(`Store code;Business name${';x'.repeat(300)}\n`)).toBe('TOO_MANY_COLUMNS');
    expect(code(`Store code,Business name,${'x'.repeat(IMPORT_LIMITS.maxHeaderChars)}\n`)).toBe(
      'TOO_MANY_COLUMNS',
    );
    expect(code(`Store code,Business name${',x'.repeat(200)}\nA,B\n`)).toBe('ok');
  });

  it('millions of tiny records are TOO_MANY_ROWS, read only to one past the limit; blank lines are skipped as read', () => {
    const many = parsed(`Store code,Business name\n${'a\n'.repeat(2_500_000)}`);
    expect(many.ok).toBe(false);
    if (!many.ok) {
      expect(many.error.code).toBe('TOO_MANY_ROWS');
      expect(many.error.message).toBe(
        `The spreadsheet has more than ${IMPORT_LIMITS.maxRows} locations; at most ${IMPORT_LIMITS.maxRows} can be imported at once`,
      );
    }
    expect(code(`Store code,Business name\n${'\n'.repeat(4_000_000)}`)).toBe('NO_ROWS');
    expect(code(`Store code,Business name\n${'\n'.repeat(100_000)}A,B\n`)).toBe('ok');
  });

  it('a record longer than 64 KB is MALFORMED_CSV', () => {
    expect(
      code(`Store code,Business name\nA,${'b'.repeat(IMPORT_LIMITS.maxRecordChars + 1)}\n`),
    ).toBe('MALFORMED_CSV');
  });

  it('a store code shared by thousands of rows names five of them in each row, and counts the rest', () => {
    const result = parsed(`Store code,Business name\n${'A,B\n'.repeat(4999)}`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const texts = result.preview.rows.map((row) => JSON.stringify(row.errors));
    expect(texts[0]).toContain('1, 2, 3, 4, 5 (+4994)');
    // Each row's error is the same small text: the answer grows with the rows, not their square.
    expect(Math.max(...texts.map((text) => text.length))).toBeLessThan(400);
  });
});
