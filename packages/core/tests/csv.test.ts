import { describe, expect, it } from 'vitest';
import { csvField, defuseFormula, toCsv } from '../src/csv';

describe('CSV formula guard', () => {
  it.each([
    "-2+3+cmd|' /C calc'!A0",
    '+1+HYPERLINK("http://evil.example","x")',
    '=1+1',
    '@SUM(A1:A2)',
    '\t=1+1',
    '\r=1+1',
    '-',
    '+',
    '-1-1',
    '+1 2',
    '-.5e',
  ])('defuses %j', (cell) => {
    expect(defuseFormula(cell)).toBe(`'${cell}`);
  });

  it.each([
    '-5',
    '+5',
    '-2.5',
    '+380441234567',
    '.5',
    '-1.5e3',
    '1E-7',
    '0',
    '42',
    'plain text',
    '',
  ])('leaves %j alone', (cell) => {
    expect(defuseFormula(cell)).toBe(cell);
  });

  it('defuses before quoting', () => {
    expect(csvField("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvField('+1+HYPERLINK("x")')).toBe('"\'+1+HYPERLINK(""x"")"');
  });

  it('"CSV per RFC 4180": every record ends with CRLF, fields joined by commas, quoted and defused', () => {
    const rows = [
      ['name', 'note'],
      ['Kyiv, centre', '=1+1'],
      ['line\nbreak', 'say "hi"'],
    ];
    expect(toCsv(rows)).toBe(`name,note\r\n"Kyiv, centre",'=1+1\r\n"line\nbreak","say ""hi"""\r\n`);
    expect(toCsv([])).toBe('');
  });
});
