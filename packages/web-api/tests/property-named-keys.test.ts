import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMapsFile } from '../src/import';
import { normaliseCountry } from '../src/import/field-rules';
import { gbpColumn } from '../src/import/gbp-columns';
import { startTestApi, type TestApi } from './support/test-api';

// Names of Object.prototype's own properties: a lookup keyed by input that reads them as ordinary keys
// would find a function (or the prototype itself) where it expects nothing.
const PROTOTYPE_NAMES = [
  'constructor',
  'Constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
] as const;

const utf8 = (text: string) => new TextEncoder().encode(text);
const GBP = (extra: string) =>
  `Store code,Business name,Locality,Country / Region,${extra}\nKYIV-1,Coffee Point,Kyiv,UA,value\n`;

describe('"every lookup keyed by input uses a Map or an own-property check"', () => {
  it.each(PROTOTYPE_NAMES)('a spreadsheet header %s is a column the import ignores', (name) => {
    expect(gbpColumn(name)).toBeNull();
    const result = parseMapsFile({ filename: 'locations.csv', bytes: utf8(GBP(name)) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.preview.valid).toBe(1);
    expect(result.preview.rows[0]?.input).toMatchObject({ storeCode: 'KYIV-1', country: 'UA' });
  });

  it.each(PROTOTYPE_NAMES)('a country cell %s is no country', (name) => {
    expect(normaliseCountry(name)).toBeNull();
  });

  it.each(PROTOTYPE_NAMES)('a Takeout place whose properties include %s imports', (name) => {
    const json = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [30.52, 50.45] },
          properties: {
            [name]: 'x',
            google_maps_url: 'https://maps.google.com/?cid=1',
            location: { name: 'Coffee Point', address: 'Khreshchatyk 1, Kyiv', [name]: 'y' },
          },
        },
      ],
    });
    const result = parseMapsFile({ filename: 'Saved Places.json', bytes: utf8(json) });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.preview.valid).toBe(1);
  });
});

describe('an import whose header is named like an object property commits', () => {
  let t: TestApi;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApi();
    customer = await t.signIn();
  });
  afterAll(() => t.close());

  function importForm(subaction: 'preview' | 'commit', csv: string): FormData {
    const form = new FormData();
    form.set('controller', 'Import');
    form.set('subaction', subaction);
    form.set('lang', 'en');
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'locations.csv');
    return form;
  }

  it.each(['Constructor', 'toString', '__proto__'])(
    'header %s: preview and commit both answer 200, the location is stored',
    async (name) => {
      const csv = GBP(name).replace('KYIV-1', `KYIV-${name.length}`);
      const preview = await t.call({
        method: 'POST',
        form: importForm('preview', csv),
        token: customer,
      });
      expect(preview.status).toBe(200);
      expect(preview.body.data.valid).toBe(1);
      const commit = await t.call({
        method: 'POST',
        form: importForm('commit', csv),
        token: customer,
      });
      expect(commit.status, JSON.stringify(commit.body)).toBe(200);
    },
  );
});
