import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContractValidator } from '../../src/access/contract-validator';
import { type LocationInput, parseMapsFile } from '../../src/import';
import { readFixture } from './read-fixture';

const contract = createContractValidator();

// The contract's LocationInput is what the location form sends: `source` is set by the server, and
// hours the file does not give (null in the table) are left out (the API answers them as {}).
function contractErrors({ source: _source, hours, ...input }: LocationInput) {
  return contract.check('LocationInput', hours === null ? input : { ...input, hours });
}

function validInputs(bytes: Uint8Array): LocationInput[] {
  const result = parseMapsFile({ bytes });
  if (!result.ok) return [];
  return result.preview.rows.flatMap((row) => (row.input ? [row.input] : []));
}

describe('every location the import accepts satisfies the contract schema LocationInput', () => {
  it('for the fixture files', () => {
    const files = [
      'gbp-three-locations.csv',
      'gbp-excel-semicolon-bom-crlf.csv',
      'gbp-with-errors.csv',
      'takeout-saved-places.json',
    ];
    const inputs = files.flatMap((file) => validInputs(readFixture(file)));
    expect(inputs).toHaveLength(10);
    for (const input of inputs) expect(contractErrors(input)).toEqual([]);
  });

  it('for generated websites, Maps URLs and phone numbers, international ones included', () => {
    const unit = fc.constantFrom(...'aé ß|^`{}[]%#?&=/:.-_~@!$\'"<>\\12'.split(''));
    // Plain URLs, and URLs with characters a URI may not hold (non-ASCII host, spaces, |, ^, …).
    const url = fc.oneof(
      { arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }), weight: 1 },
      {
        arbitrary: fc
          .tuple(
            fc.constantFrom('https://bäckerei.example', 'http://例え.jp', 'https://[::1]:8080'),
            fc.string({ unit, maxLength: 40 }),
          )
          .map(([origin, rest]) => `${origin}/${rest}`),
        weight: 2,
      },
    );
    // Random characters, and digit groups joined by the separators people type.
    const phone = fc.oneof(
      fc.string({
        unit: fc.constantFrom(...'+0123456789 ()-./\u2013\u00a0'.split('')),
        maxLength: 30,
      }),
      fc
        .tuple(
          fc.constantFrom('', '+', '00', '('),
          fc.array(fc.stringMatching(/^[1-9][0-9]{1,3}$/), { minLength: 3, maxLength: 4 }),
          fc.constantFrom(' ', '-', '.', '/', ') ', '\u2013', '\u00a0'),
        )
        .map(([prefix, groups, separator]) => prefix + groups.join(separator)),
    );
    const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
    const checked = { rows: 0, reencoded: 0, phones: 0 };
    fc.assert(
      fc.property(url, url, phone, (website, mapsUrl, primaryPhone) => {
        const csv = `Store code,Business name,Website,Primary phone,Additional phones\nS1,Shop,${quote(website)},,\nS2,Shop,,${quote(primaryPhone)},${quote(primaryPhone)}\n`;
        for (const input of validInputs(new TextEncoder().encode(csv))) {
          expect(contractErrors(input)).toEqual([]);
          checked.rows += 1;
          if (input.website !== null && input.website !== website) checked.reencoded += 1;
          if (input.phone !== null) checked.phones += 1;
        }
        const json = JSON.stringify({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              geometry: null,
              properties: { Title: 'x', 'Google Maps URL': mapsUrl },
            },
          ],
        });
        for (const input of validInputs(new TextEncoder().encode(json))) {
          expect(contractErrors(input)).toEqual([]);
        }
      }),
      { numRuns: 400 },
    );
    // The property would hold vacuously if the generators only produced rows the import refuses.
    expect(checked.rows).toBeGreaterThan(300);
    expect(checked.reencoded).toBeGreaterThan(100);
    expect(checked.phones).toBeGreaterThan(100);
  });
});
