import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMapsFile } from '../../src/import';

const HEADER = 'Store code,Business name,Latitude,Longitude,Primary phone,Website,Monday hours\n';
const FILE_ERROR_CODES = [
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_ROWS',
  'EMPTY_FILE',
  'NO_ROWS',
  'UNSUPPORTED_ENCODING',
  'UNSUPPORTED_FORMAT',
  'MALFORMED_CSV',
  'MALFORMED_JSON',
  'MISSING_COLUMNS',
];

function answersWithoutThrowing(bytes: Uint8Array, filename?: string): void {
  const result = parseMapsFile({ filename, contentType: null, bytes });
  if (result.ok) {
    const { rows, valid, invalid } = result.preview;
    expect(valid + invalid).toBe(rows.length);
    for (const row of rows) expect(row.input === null).toBe(row.status === 'invalid');
  } else {
    expect(FILE_ERROR_CODES).toContain(result.error.code);
    expect(result.error.message.length).toBeGreaterThan(0);
  }
}

describe('parseMapsFile never throws: any bytes get a preview or a file error', () => {
  it('on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.option(fc.string()), (bytes, name) => {
        answersWithoutThrowing(bytes, name ?? undefined);
      }),
      { numRuns: 500 },
    );
  });

  it('on arbitrary text after a GBP header (quotes, delimiters, line breaks)', () => {
    const unit = fc.constantFrom(...'aZ09 ",;:.+-\t\r\n\u0000\u001f\u00e4\u0416x'.split(''));
    const cell = fc.string({ unit, maxLength: 30 });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 9 }), { maxLength: 20 }), (rows) => {
        const text = HEADER + rows.map((cells) => cells.join(',')).join('\r\n');
        answersWithoutThrowing(new TextEncoder().encode(text));
      }),
      { numRuns: 300 },
    );
  });

  it('on arbitrary JSON values, inside and outside a FeatureCollection', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 5 }), (value, features) => {
        answersWithoutThrowing(new TextEncoder().encode(JSON.stringify(value) ?? 'null'));
        const collection = { type: 'FeatureCollection', features: [...features, value] };
        answersWithoutThrowing(new TextEncoder().encode(JSON.stringify(collection)));
      }),
      { numRuns: 300 },
    );
  });

  it('on features with arbitrary properties and geometry', () => {
    const anything = fc.oneof(fc.string(), fc.double(), fc.constant(null), fc.jsonValue());
    const feature = fc.record({
      type: fc.constant('Feature'),
      geometry: fc.oneof(
        fc.record({
          type: fc.constant('Point'),
          coordinates: fc.array(anything, { maxLength: 3 }),
        }),
        anything,
      ),
      properties: fc.dictionary(
        fc.constantFrom('Google Maps URL', 'google_maps_url', 'Title', 'location', 'Location', 'x'),
        fc.oneof(
          anything,
          fc.dictionary(
            fc.constantFrom('Business Name', 'name', 'Address', 'Country Code', 'Geo Coordinates'),
            anything,
          ),
        ),
      ),
    });
    fc.assert(
      fc.property(fc.array(feature, { minLength: 1, maxLength: 10 }), (features) => {
        const json = JSON.stringify({ type: 'FeatureCollection', features });
        answersWithoutThrowing(new TextEncoder().encode(json));
      }),
      { numRuns: 300 },
    );
  });
});
