import { describe, expect, it } from 'vitest';
import { type ImportPreview, parseMapsFile } from '../../src/import';
import { readFixture } from './read-fixture';

function preview(filename: string, contentType = ''): ImportPreview {
  const result = parseMapsFile({ filename, contentType, bytes: readFixture(filename) });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.preview;
}

describe('Google Business Profile bulk-location spreadsheet (CSV)', () => {
  it('reads a spreadsheet of three locations as people download it', () => {
    const { format, rows, valid, invalid } = preview('gbp-three-locations.csv', 'text/csv');
    expect(format).toBe('gbp-csv');
    expect({ valid, invalid }).toEqual({ valid: 3, invalid: 0 });
    expect(rows.map((row) => [row.row, row.storeCode, row.name, row.status])).toEqual([
      [1, 'NYC-001', 'Bluebird Coffee Roasters', 'create'],
      [2, 'BER-002', 'Bluebird Kaffeerösterei', 'create'],
      [3, 'KYI-003', 'Bluebird Кавʼярня', 'create'],
    ]);
    expect(rows[0]?.input).toEqual({
      storeCode: 'NYC-001',
      name: 'Bluebird Coffee Roasters',
      addressLines: ['350 5th Ave', 'Suite 120', 'Midtown'],
      locality: 'New York',
      administrativeArea: 'NY',
      postalCode: '10118',
      country: 'US',
      // In E.164, a number without a country code read in the row's country (decision 0037).
      phone: '+12125550142',
      additionalPhones: ['+12125550199'],
      website: 'https://bluebird.example.com/nyc',
      primaryCategory: 'Coffee shop',
      additionalCategories: ['Cafe', 'Coffee roasters'],
      hours: {
        monday: [{ open: '07:00', close: '19:00' }],
        tuesday: [{ open: '07:00', close: '19:00' }],
        wednesday: [{ open: '07:00', close: '19:00' }],
        thursday: [{ open: '07:00', close: '19:00' }],
        friday: [{ open: '07:00', close: '21:00' }],
        saturday: [
          { open: '08:00', close: '14:00' },
          { open: '16:00', close: '21:00' },
        ],
      },
      latitude: 40.748817,
      longitude: -73.985428,
      googleMapsUrl: null,
      source: 'gbp-csv',
    });
  });

  it('lists the fields its columns give, so that re-import leaves the others alone', () => {
    expect(preview('gbp-three-locations.csv').fields.sort()).toEqual(
      [
        'storeCode',
        'name',
        'addressLines',
        'locality',
        'administrativeArea',
        'country',
        'postalCode',
        'latitude',
        'longitude',
        'phone',
        'additionalPhones',
        'website',
        'primaryCategory',
        'additionalCategories',
        'hours',
      ].sort(),
    );
    const few = parseMapsFile({
      bytes: new TextEncoder().encode('Store code,Business name,Lat\nA,B,1\n'),
    });
    expect(few.ok && few.preview.fields).toEqual(['storeCode', 'name']);
  });

  it('keeps a quoted address with a comma, an overnight period and 24:00 as a close time', () => {
    const { rows } = preview('gbp-three-locations.csv');
    expect(rows[1]?.input?.hours?.friday).toEqual([{ open: '08:00', close: '24:00' }]);
    expect(rows[1]?.input?.hours?.saturday).toEqual([{ open: '18:00', close: '02:00' }]);
    expect(rows[2]?.input?.addressLines).toEqual(['вул. Хрещатик, 22']);
  });

  it('a location whose hours cells are all empty has no hours (null), not "closed all week"', () => {
    const { rows } = preview('gbp-three-locations.csv');
    expect(rows[2]?.input?.hours).toBeNull();
    expect(rows[2]?.input?.latitude).toBeNull();
    expect(rows[2]?.input?.longitude).toBeNull();
  });

  it('reads an Excel export with BOM, CRLF, semicolons, decimal commas, odd header case/spacing and a line break in a quoted field', () => {
    const { format, rows, valid, invalid } = preview('gbp-excel-semicolon-bom-crlf.csv');
    expect(format).toBe('gbp-csv');
    expect({ valid, invalid }).toEqual({ valid: 2, invalid: 0 });
    // The blank row 2 is skipped but numbering still follows the spreadsheet.
    expect(rows.map((row) => row.row)).toEqual([1, 3]);
    const munich = rows[0]?.input;
    expect(munich?.storeCode).toBe('MUC-01');
    expect(munich?.name).toBe('Bäckerei Müller; Filiale Marienplatz');
    expect(munich?.addressLines).toEqual(['Marienplatz 1 Eingang Rathaus']);
    expect(munich?.administrativeArea).toBe('Bayern');
    expect(munich?.country).toBe('DE');
    expect(munich?.latitude).toBe(48.137154);
    expect(munich?.longitude).toBe(11.576124);
    expect(munich?.hours?.sunday).toBeUndefined();
    expect(munich?.hours?.saturday).toEqual([{ open: '07:00', close: '13:00' }]);
    expect(rows[1]?.input?.name).toBe('Bäckerei "Hafen"');
  });

  it('follows the "sep=;" first line Excel writes to name the delimiter', () => {
    const csv = 'sep=;\r\nStore code;Business name;Locality\r\nA1;Cafe, Bar;Kyiv\r\n';
    const result = parseMapsFile({ bytes: new TextEncoder().encode(csv) });
    expect(result.ok && result.preview.rows[0]).toMatchObject({
      row: 1,
      input: { storeCode: 'A1', name: 'Cafe, Bar', locality: 'Kyiv' },
    });
  });

  it('reports every problem of a spreadsheet with errors, row by row, with field and code', () => {
    const { rows, valid, invalid } = preview('gbp-with-errors.csv');
    expect({ valid, invalid }).toEqual({ valid: 1, invalid: 6 });
    const report = rows.map((row) => ({
      row: row.row,
      status: row.status,
      errors: row.errors.map((error) => `${error.field}:${error.code}`),
    }));
    expect(report).toEqual([
      { row: 1, status: 'invalid', errors: ['storeCode:duplicate'] },
      { row: 2, status: 'invalid', errors: ['name:required'] },
      { row: 3, status: 'invalid', errors: ['latitude:out_of_range'] },
      { row: 4, status: 'invalid', errors: ['storeCode:duplicate'] },
      {
        row: 5,
        status: 'invalid',
        errors: ['hours.monday:hours_format', 'hours.tuesday:hours_time_invalid'],
      },
      {
        row: 6,
        status: 'invalid',
        errors: ['country:country_invalid', 'phone:phone_invalid', 'website:url_invalid'],
      },
      { row: 7, status: 'create', errors: [] },
    ]);
    expect(rows.filter((row) => row.input !== null).map((row) => row.storeCode)).toEqual([
      'ERR-007',
    ]);
    expect(rows[0]?.errors[0]?.text).toEqual({
      id: 'import.duplicate',
      params: { code: 'ERR-001', rows: '1, 4' },
    });
  });
});

describe('Google Takeout saved places (GeoJSON)', () => {
  it('reads old and new Takeout exports, coordinates from the Point geometry [lng, lat]', () => {
    const { format, rows, valid, invalid } = preview('takeout-saved-places.json');
    expect(format).toBe('takeout-geojson');
    expect({ valid, invalid }).toEqual({ valid: 4, invalid: 0 });
    expect(rows[0]?.input).toEqual({
      storeCode: 'gmaps-cid-12345678901234567890',
      name: 'Bluebird Coffee Roasters',
      addressLines: ['350 5th Ave, New York, NY 10118'],
      locality: null,
      administrativeArea: null,
      postalCode: null,
      country: 'US',
      phone: null,
      additionalPhones: [],
      website: null,
      primaryCategory: null,
      additionalCategories: [],
      hours: null,
      latitude: 40.748817,
      longitude: -73.985428,
      googleMapsUrl: 'http://maps.google.com/?cid=12345678901234567890',
      source: 'takeout-geojson',
    });
    expect(rows[1]?.input).toMatchObject({
      name: 'Bluebird Kaffeerösterei',
      country: 'DE',
      latitude: 52.520008,
      longitude: 13.404954,
    });
  });

  it('store codes are derived from the Maps URL (cid, or the cid half of a feature id) so re-import updates', () => {
    const { rows } = preview('takeout-saved-places.json');
    expect(rows.map((row) => row.storeCode)).toEqual([
      'gmaps-cid-12345678901234567890',
      'gmaps-cid-2791100708733537379',
      'gmaps-cid-13053925745044079864',
      expect.stringMatching(/^gmaps-[0-9a-f]{24}$/),
    ]);
    expect(preview('takeout-saved-places.json').rows[3]?.storeCode).toBe(rows[3]?.storeCode);
  });

  it('"the country is not written twice into the address": kept in its own field, left out of the line', () => {
    const { rows } = preview('takeout-saved-places.json');
    expect(rows.map((row) => [row.input?.addressLines, row.input?.country])).toEqual([
      [['350 5th Ave, New York, NY 10118'], 'US'],
      [['Friedrichstraße 123, 10117 Berlin'], 'DE'],
      [['вул. Хрещатик, 22, Київ, 01001'], 'UA'],
      [[], null],
    ]);
  });

  it('a place Takeout saved at [0, 0] "without location information" has no coordinates', () => {
    const { rows } = preview('takeout-saved-places.json');
    expect(rows[2]?.input).toMatchObject({ latitude: null, longitude: null, country: 'UA' });
  });

  it('reads "Labeled places.json" (name and address at the top of the properties)', () => {
    const labeled = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [30.5234, 50.4501] },
          properties: { name: 'Office', address: 'Khreshchatyk 1, Kyiv, Ukraine, 01001' },
        },
      ],
    };
    const result = parseMapsFile({ bytes: new TextEncoder().encode(JSON.stringify(labeled)) });
    expect(result.ok && result.preview.rows[0]?.input).toMatchObject({
      name: 'Office',
      addressLines: ['Khreshchatyk 1, Kyiv, Ukraine, 01001'],
      latitude: 50.4501,
      longitude: 30.5234,
      storeCode: expect.stringMatching(/^gmaps-[0-9a-f]{24}$/),
    });
  });

  it('a dropped pin without a name is named by its coordinates, as Maps does', () => {
    const { rows } = preview('takeout-saved-places.json');
    expect(rows[3]?.input).toMatchObject({
      name: '48.8583701, 2.2944813',
      latitude: 48.8583701,
      longitude: 2.2944813,
    });
  });
});
