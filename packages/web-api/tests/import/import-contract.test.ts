import { LANGUAGES } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { createContractValidator } from '../../src/access/contract-validator';
import { IMPORT_LIMITS, importFileRefusal, parseMapsFile, toImportRow } from '../../src/import';
import { readFixture } from './read-fixture';

const contract = createContractValidator();
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('what the import hands the router fits the contract', () => {
  it('a preview of each fixture, rows as ImportRow, is an ImportPreviewResponse', () => {
    for (const file of [
      'gbp-three-locations.csv',
      'gbp-with-errors.csv',
      'gbp-excel-semicolon-bom-crlf.csv',
      'takeout-saved-places.json',
    ]) {
      const result = parseMapsFile({ filename: file, bytes: readFixture(file) });
      if (!result.ok) throw new Error(result.error.message);
      const { format, rows, valid, invalid } = result.preview;
      for (const lang of LANGUAGES) {
        const answer = rows.map((row) => toImportRow(row, lang, format));
        const body = { data: { format, rows: answer, valid, invalid } };
        expect(contract.check('ImportPreviewResponse', body), `${file} ${lang}`).toEqual([]);
      }
    }
  });

  it('every file error becomes an ErrorBody: 413 PAYLOAD_TOO_LARGE or 400 BAD_REQUEST with the reason in data.fields', () => {
    const files = [
      new Uint8Array(IMPORT_LIMITS.maxBytes + 1),
      new Uint8Array(),
      new Uint8Array([0xff, 0xfe, 0x41, 0]),
      new Uint8Array([0x50, 0x4b, 0x03, 0x04]),
      utf8('Store code,Business name\nA,"B\n'),
      utf8('{"type":'),
      utf8('Business name\nB\n'),
      utf8('Store code,Business name\n'),
    ];
    const codes = files.map((bytes) => {
      const result = parseMapsFile({ bytes });
      if (result.ok) throw new Error('expected a file error');
      const body = importFileRefusal(result.error).body('ua');
      expect(contract.check('ErrorBody', body)).toEqual([]);
      expect(body.statusCode).toBe(result.error.status);
      expect(body.message).toMatch(/[а-яіїє]/i);
      return `${body.statusCode} ${body.code} ${body.data?.fields?.[0]?.code}`;
    });
    expect(codes).toEqual([
      '413 PAYLOAD_TOO_LARGE PAYLOAD_TOO_LARGE',
      '400 BAD_REQUEST EMPTY_FILE',
      '400 BAD_REQUEST UNSUPPORTED_ENCODING',
      '400 BAD_REQUEST UNSUPPORTED_FORMAT',
      '400 BAD_REQUEST MALFORMED_CSV',
      '400 BAD_REQUEST MALFORMED_JSON',
      '400 BAD_REQUEST MISSING_COLUMNS',
      '400 BAD_REQUEST NO_ROWS',
    ]);
  });
});
