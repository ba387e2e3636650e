import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../src/import';
import { type LocationDraft, validateLocation } from '../../src/import/validate-location';

function draft(overrides: Partial<LocationDraft> = {}): LocationDraft {
  return {
    source: 'gbp-csv',
    storeCode: 'S-1',
    name: 'Cafe',
    addressLines: [],
    locality: '',
    administrativeArea: '',
    postalCode: '',
    country: '',
    phone: '',
    additionalPhones: [],
    website: '',
    primaryCategory: '',
    additionalCategories: [],
    hours: {},
    latitude: '',
    longitude: '',
    googleMapsUrl: '',
    ...overrides,
  };
}

const codes = (overrides: Partial<LocationDraft>) =>
  validateLocation(draft(overrides)).errors.map((error) => `${error.field}:${error.code}`);
const input = (overrides: Partial<LocationDraft>) => validateLocation(draft(overrides)).input;

describe('per-row validation', () => {
  it('a valid row has no errors and a normalised location', () => {
    expect(validateLocation(draft({ name: '  Cafe \n Central ' }))).toMatchObject({
      errors: [],
      input: { storeCode: 'S-1', name: 'Cafe Central', hours: null, latitude: null },
    });
  });

  it('"name required"', () => {
    expect(codes({ name: '   ' })).toEqual(['name:required']);
    expect(input({ name: '' })).toBeNull();
  });

  it('"store code required"', () => {
    expect(codes({ storeCode: '' })).toEqual(['storeCode:required']);
  });

  it('"latitude -90..90"', () => {
    expect(codes({ latitude: '90', longitude: '0' })).toEqual([]);
    expect(codes({ latitude: '-90.0001', longitude: '0' })).toEqual(['latitude:out_of_range']);
  });

  it('"longitude -180..180"', () => {
    expect(codes({ latitude: '0', longitude: '-180' })).toEqual([]);
    expect(codes({ latitude: '0', longitude: '180.5' })).toEqual(['longitude:out_of_range']);
  });

  it('"both-or-neither": one coordinate without the other is coordinates_incomplete', () => {
    expect(codes({ latitude: '48.85' })).toEqual(['longitude:coordinates_incomplete']);
    expect(codes({ longitude: '2.29' })).toEqual(['latitude:coordinates_incomplete']);
  });

  it('a coordinate that is not a decimal number is not_a_number; a decimal comma is accepted', () => {
    expect(codes({ latitude: 'N48', longitude: '2' })).toEqual(['latitude:not_a_number']);
    expect(codes({ latitude: 'Infinity', longitude: '2' })).toEqual(['latitude:not_a_number']);
    expect(input({ latitude: '48,8584', longitude: '2,2945' })).toMatchObject({
      latitude: 48.8584,
      longitude: 2.2945,
    });
  });

  it('"phone plausible (E.164 after normalising spaces/dashes/brackets)"; numbers are stored in E.164, a national one read in the row\'s country', () => {
    expect(input({ phone: '+1 (415) 555-0100' })?.phone).toBe('+14155550100');
    expect(input({ phone: '0049 30 1234567' })?.phone).toBe('+49301234567');
    expect(input({ phone: '(415) 555-0100', country: 'US' })?.phone).toBe('+14155550100');
    // Without a country, a national number is read in core's DEFAULT_PHONE_REGION (UA).
    expect(input({ phone: '(044) 123-45-67' })?.phone).toBe('+380441234567');
    expect(codes({ phone: 'call us' })).toEqual(['phone:phone_invalid']);
    expect(codes({ phone: '+0 123 456 789' })).toEqual(['phone:phone_invalid']);
    expect(codes({ phone: '12345' })).toEqual(['phone:phone_invalid']);
    expect(codes({ additionalPhones: ['+1 415 555 0100', 'ext. 5'] })).toEqual([
      'additionalPhones:phone_invalid',
    ]);
  });

  it("phones written with dots, slashes, dashes and no-break spaces are read in E.164; a plausible one libphonenumber does not read is kept in the contract's characters", () => {
    expect(input({ phone: '415.555.0100', country: 'US' })?.phone).toBe('+14155550100');
    expect(input({ phone: '030/123\u00a045\u201367', country: 'DE' })?.phone).toBe('+49301234567');
    expect(input({ additionalPhones: ['+44 20.7946.0000'] })?.additionalPhones).toEqual([
      '+442079460000',
    ]);
    // Plausible (6 to 15 digits), but too short for a number of the US: dots, slashes and dashes as "-".
    expect(input({ phone: '123.4567', country: 'US' })?.phone).toBe('123-4567');
  });

  it('a website is kept as written when it is a valid URI, else punycoded and percent-encoded', () => {
    expect(input({ website: 'https://example.com' })?.website).toBe('https://example.com');
    expect(input({ website: 'https://bäckerei.example/straße 1' })?.website).toBe(
      'https://xn--bckerei-5wa.example/stra%C3%9Fe%201',
    );
    expect(input({ website: 'https://example.com/a|b' })?.website).toBe(
      'https://example.com/a%7Cb',
    );
    expect(codes({ website: 'https://user:secret@example.com' })).toEqual(['website:url_invalid']);
  });

  it('"website an http(s) URL"', () => {
    expect(input({ website: 'https://example.com/a?b=c' })?.website).toBe(
      'https://example.com/a?b=c',
    );
    expect(codes({ website: 'www.example.com' })).toEqual(['website:url_invalid']);
    expect(codes({ website: 'ftp://example.com' })).toEqual(['website:url_invalid']);
    expect(codes({ website: 'javascript:alert(1)' })).toEqual(['website:url_invalid']);
  });

  it('"country a 2-letter code": upper-cased, unknown codes refused', () => {
    expect(input({ country: 'ua' })?.country).toBe('UA');
    expect(input({ country: 'UK' })?.country).toBe('GB');
    expect(codes({ country: 'USA' })).toEqual(['country:country_invalid']);
    expect(codes({ country: 'QQ' })).toEqual(['country:country_invalid']);
    expect(codes({ country: 'EU' })).toEqual(['country:country_invalid']);
  });

  it('"max field lengths": a value above its limit is too_long', () => {
    const { storeCode, name } = IMPORT_LIMITS.maxLength;
    expect(codes({ storeCode: 'S'.repeat(storeCode) })).toEqual([]);
    expect(codes({ storeCode: 'S'.repeat(storeCode + 1) })).toEqual(['storeCode:too_long']);
    expect(codes({ name: 'N'.repeat(name + 1) })).toEqual(['name:too_long']);
  });

  it('a list above IMPORT_LIMITS.maxListItems entries is too_many_items', () => {
    const many = Array.from({ length: IMPORT_LIMITS.maxListItems + 1 }, (_, i) => `Cat ${i}`);
    expect(codes({ additionalCategories: many })).toEqual(['additionalCategories:too_many_items']);
  });

  it('hours errors name the day: field hours.<day>, the column "Monday hours" and the cell in the text', () => {
    const { errors } = validateLocation(draft({ hours: { monday: '9-5' } }));
    expect(errors).toEqual([
      {
        field: 'hours.monday',
        code: 'hours_format',
        column: 'Monday hours',
        text: { id: 'hours.format', params: { part: '9-5' } },
      },
    ]);
  });

  it('each error names the spreadsheet column as its header does', () => {
    const { errors } = validateLocation(
      draft({
        storeCode: '',
        phone: 'call us',
        latitude: '1',
        addressLines: ['ok', 'x'.repeat(201)],
      }),
    );
    expect(errors.map((error) => `${error.field}:${error.column}`)).toEqual([
      'storeCode:Store code',
      'addressLines:Address line 2',
      'phone:Primary phone',
      'longitude:Longitude',
    ]);
  });

  it('control characters (NUL, which PostgreSQL text refuses) are turned into spaces', () => {
    expect(input({ name: 'Ca\u0000fe\u0007' })?.name).toBe('Ca fe');
  });

  it('every error of a row is reported at once, not only the first', () => {
    expect(codes({ name: '', website: 'nope', latitude: '100', longitude: '0' })).toEqual([
      'name:required',
      'website:url_invalid',
      'latitude:out_of_range',
    ]);
  });
});
