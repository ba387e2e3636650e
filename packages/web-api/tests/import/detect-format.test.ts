import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, type MapsFile, parseMapsFile } from '../../src/import';
import { readFixture } from './read-fixture';

const utf8 = (text: string) => new TextEncoder().encode(text);

function fileError(file: MapsFile) {
  const result = parseMapsFile(file);
  if (result.ok) throw new Error(`expected a file error, got format ${result.preview.format}`);
  return result.error;
}

describe('format detection by content, filename and content type as hints', () => {
  it('the content decides: a GeoJSON file named .csv is read as Takeout, a CSV named .json as GBP', () => {
    const geojson = parseMapsFile({
      filename: 'places.csv',
      contentType: 'text/csv',
      bytes: readFixture('takeout-saved-places.json'),
    });
    const csv = parseMapsFile({
      filename: 'export.txt',
      contentType: 'application/octet-stream',
      bytes: readFixture('gbp-three-locations.csv'),
    });
    expect(geojson.ok && geojson.preview.format).toBe('takeout-geojson');
    expect(csv.ok && csv.preview.format).toBe('gbp-csv');
  });

  it('an Excel workbook (.xlsx) is refused with advice to save it as CSV UTF-8', () => {
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]);
    const error = fileError({ filename: 'locations.xlsx', bytes: xlsx });
    expect(error).toMatchObject({ code: 'UNSUPPORTED_FORMAT', status: 400 });
    expect(error.message).toContain('CSV UTF-8');
  });

  it('a Takeout .zip is refused with advice to upload Saved Places.json from it', () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
    const error = fileError({ filename: 'takeout-20260101.zip', bytes: zip });
    expect(error.code).toBe('UNSUPPORTED_FORMAT');
    expect(error.message).toContain('Saved Places.json');
  });

  it('a legacy .xls workbook and a PDF are refused as UNSUPPORTED_FORMAT', () => {
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(fileError({ filename: 'a.xls', bytes: xls }).code).toBe('UNSUPPORTED_FORMAT');
    expect(fileError({ bytes: utf8('%PDF-1.7\n...') }).code).toBe('UNSUPPORTED_FORMAT');
  });

  it('KML from Google My Maps is refused as UNSUPPORTED_FORMAT', () => {
    const kml = utf8('<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"></kml>');
    expect(fileError({ filename: 'map.kml', bytes: kml }).code).toBe('UNSUPPORTED_FORMAT');
  });

  it('a Takeout saved-list CSV (Title, Note, URL, Comment) is refused with advice to use Saved Places.json', () => {
    const list = utf8('Title,Note,URL,Comment\nCafe,,https://www.google.com/maps/place/Cafe,\n');
    const error = fileError({ filename: 'Want to go.csv', bytes: list });
    expect(error.code).toBe('UNSUPPORTED_FORMAT');
    expect(error.message).toContain('Saved Places.json');
  });

  it('a CSV without the GBP columns is UNSUPPORTED_FORMAT; one with Business name but no Store code is MISSING_COLUMNS', () => {
    expect(fileError({ bytes: utf8('a,b,c\n1,2,3\n') }).code).toBe('UNSUPPORTED_FORMAT');
    const error = fileError({ bytes: utf8('Business name,Locality\nCafe,Kyiv\n') });
    expect(error).toMatchObject({ code: 'MISSING_COLUMNS', status: 400 });
    expect(error.message).toContain('Store code');
  });

  it('a spreadsheet with its header row in Russian is refused with advice to use the English column names', () => {
    const russian = utf8('Код магазина,Название компании\nA1,Кофейня\n');
    const error = fileError({ filename: 'locations.csv', bytes: russian });
    expect(error.code).toBe('UNSUPPORTED_FORMAT');
    expect(error.message).toContain('English column names');
  });

  it('JSON that is not a FeatureCollection is UNSUPPORTED_FORMAT; broken JSON is MALFORMED_JSON', () => {
    expect(fileError({ bytes: utf8('{"type":"Topology"}') }).code).toBe('UNSUPPORTED_FORMAT');
    expect(fileError({ bytes: utf8('{"type":"FeatureCollection","features":[') }).code).toBe(
      'MALFORMED_JSON',
    );
    expect(fileError({ filename: 'Saved Places.json', bytes: utf8('type,features') }).code).toBe(
      'MALFORMED_JSON',
    );
  });

  it('a CSV with an unclosed quote is MALFORMED_CSV', () => {
    const csv = utf8('Store code,Business name\nA1,"Cafe\n');
    expect(fileError({ bytes: csv }).code).toBe('MALFORMED_CSV');
  });

  it('an empty file, a blank file and a header without rows are EMPTY_FILE / NO_ROWS', () => {
    expect(fileError({ bytes: new Uint8Array() }).code).toBe('EMPTY_FILE');
    expect(fileError({ bytes: utf8(' \r\n\t') }).code).toBe('EMPTY_FILE');
    expect(fileError({ bytes: utf8('Store code,Business name\r\n,\r\n') }).code).toBe('NO_ROWS');
    expect(fileError({ bytes: utf8('{"type":"FeatureCollection","features":[]}') }).code).toBe(
      'NO_ROWS',
    );
  });
});

describe('encoding: bytes are decoded as UTF-8, other encodings get a clear error', () => {
  it('a Windows-1252 spreadsheet is UNSUPPORTED_ENCODING', () => {
    const latin1 = new Uint8Array([
      ...utf8('Store code,Business name\nA1,B'),
      0xe4, // "ä" in Windows-1252, invalid as UTF-8
      ...utf8('ckerei\n'),
    ]);
    const error = fileError({ filename: 'x.csv', bytes: latin1 });
    expect(error).toMatchObject({ code: 'UNSUPPORTED_ENCODING', status: 400 });
    expect(error.message).toContain('UTF-8');
  });

  it('a UTF-16 "Unicode text" export is UNSUPPORTED_ENCODING', () => {
    const text = 'Store code\tBusiness name\nA1\tCafe\n';
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    expect(fileError({ bytes: utf16 }).code).toBe('UNSUPPORTED_ENCODING');
  });
});

describe('limits (IMPORT_LIMITS)', () => {
  it(`a file above ${IMPORT_LIMITS.maxBytes} bytes is PAYLOAD_TOO_LARGE with HTTP status 413`, () => {
    const error = fileError({ bytes: new Uint8Array(IMPORT_LIMITS.maxBytes + 1) });
    expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    expect(error.message).toBe(
      'The file is 5.00 MB; files up to 5 MB can be imported, split it into smaller files',
    );
  });

  it(`more than ${IMPORT_LIMITS.maxRows} rows is TOO_MANY_ROWS with HTTP status 413`, () => {
    const lines = Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, (_, i) => `S${i},Shop ${i}`);
    const csv = utf8(`Store code,Business name\n${lines.join('\n')}\n`);
    expect(fileError({ bytes: csv })).toMatchObject({ code: 'TOO_MANY_ROWS', status: 413 });
    const features = Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, () => ({
      type: 'Feature',
      geometry: null,
      properties: { Title: 'x' },
    }));
    const json = utf8(JSON.stringify({ type: 'FeatureCollection', features }));
    expect(fileError({ bytes: json }).code).toBe('TOO_MANY_ROWS');
  });

  it(`exactly ${IMPORT_LIMITS.maxRows} rows are accepted`, () => {
    const lines = Array.from({ length: IMPORT_LIMITS.maxRows }, (_, i) => `S${i},Shop ${i}`);
    const result = parseMapsFile({ bytes: utf8(`Store code,Business name\n${lines.join('\n')}`) });
    expect(result.ok && result.preview.valid).toBe(IMPORT_LIMITS.maxRows);
  });
});
