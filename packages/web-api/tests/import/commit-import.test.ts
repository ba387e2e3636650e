import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import {
  commitImport,
  type ImportPreview,
  type ImportResult,
  parseMapsFile,
  previewImport,
} from '../../src/import';
import { createCustomer, openImportTestDb } from './import-test-db';
import { readFixture } from './read-fixture';

function parse(name: string, bytes = readFixture(name)): ImportPreview {
  const result = parseMapsFile({ filename: name, bytes });
  if (!result.ok) throw new Error(result.error.message);
  return result.preview;
}

function committed(result: ImportResult) {
  if (!result.ok) throw new Error(result.text.id);
  return result;
}

let db: Db;
let ownerId: string;

// One database per file (starting PGlite takes seconds); each test imports as a new customer.
beforeAll(async () => {
  db = await openImportTestDb();
});

beforeEach(async () => {
  ownerId = await createCustomer(db, 'Import Owner');
});

afterAll(async () => {
  await db.close();
});

async function locations(owner = ownerId) {
  const { rows } = await db.query<Record<string, unknown>>(
    'select * from locations where owner_id = $1 order by store_code',
    [owner],
  );
  return rows;
}

describe('commitImport: one transaction, all rows or none', () => {
  it('imports a GBP spreadsheet of three locations into the locations table', async () => {
    const result = committed(
      await commitImport(db, ownerId, parse('gbp-three-locations.csv'), 'en'),
    );
    expect({ created: result.created, updated: result.updated }).toEqual({
      created: 3,
      updated: 0,
    });
    expect(result.rows.map((row) => [row.row, row.storeCode, row.status])).toEqual([
      [1, 'NYC-001', 'create'],
      [2, 'BER-002', 'create'],
      [3, 'KYI-003', 'create'],
    ]);
    const [berlin] = (await locations()).filter((row) => row.store_code === 'BER-002');
    expect(berlin).toMatchObject({
      owner_id: ownerId,
      name: 'Bluebird Kaffeerösterei',
      address_lines: ['Friedrichstraße 123', 'Mitte'],
      locality: 'Berlin',
      country: 'DE',
      phone: '+49301234567',
      additional_phones: [],
      latitude: 52.520008,
      longitude: 13.404954,
      source: 'gbp-csv',
      archived_at: null,
    });
    expect(berlin?.hours).toEqual({
      monday: [{ open: '08:00', close: '18:00' }],
      tuesday: [{ open: '08:00', close: '18:00' }],
      wednesday: [{ open: '08:00', close: '18:00' }],
      thursday: [{ open: '08:00', close: '18:00' }],
      friday: [{ open: '08:00', close: '24:00' }],
      saturday: [{ open: '18:00', close: '02:00' }],
    });
  });

  it('"any invalid row imports nothing and the answer lists each row\'s errors"', async () => {
    const preview = parse('gbp-with-errors.csv');
    const result = await commitImport(db, ownerId, preview, 'en');
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
      text: { id: 'import.invalidRows', params: { invalid: 6, total: 7 } },
    });
    expect(result.rows).toHaveLength(7);
    expect(result.rows[1]?.errors).toEqual([
      {
        field: 'Business name',
        code: 'required',
        message: 'Row 2, column "Business name": required, and the cell is empty',
      },
    ]);
    // Row 7 is valid on its own, and still is not written.
    expect(result.rows[6]).toMatchObject({ storeCode: 'ERR-007', errors: [] });
    expect(result.rows.every((row) => !('input' in row))).toBe(true);
    expect(await locations()).toEqual([]);
  });

  it('a refused import still tells, for each valid row, whether it would create or update', async () => {
    committed(await commitImport(db, ownerId, parse('gbp-three-locations.csv'), 'en'));
    const csv = 'Store code,Business name\nNYC-001,Renamed\nNEW-1,New\nBAD-1,\n';
    const result = await commitImport(
      db,
      ownerId,
      parse('r.csv', new TextEncoder().encode(csv)),
      'en',
    );
    expect(result.ok).toBe(false);
    expect(result.rows.map((row) => [row.storeCode, row.status])).toEqual([
      ['NYC-001', 'update'],
      ['NEW-1', 'create'],
      ['BAD-1', 'invalid'],
    ]);
    expect((await locations()).find((row) => row.store_code === 'NYC-001')?.name).toBe(
      'Bluebird Coffee Roasters',
    );
  });

  it('"store code, then Google place id, then name, first address line and postal code": a row matching a location updates it instead of making a duplicate', async () => {
    const own = async (
      code: string,
      name: string,
      line: string,
      postal: string,
      placeId: string | null = null,
    ) => {
      const { rows } = await db.query<{ id: string }>(
        `insert into locations (owner_id, store_code, name, address_lines, postal_code, place_id)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [ownerId, code, name, [line], postal, placeId],
      );
      return rows[0]?.id as string;
    };
    const berlin = await own('BER-002', 'Old Berlin name', 'Old street', '10000');
    const nyc = await own('OWN-NYC', 'BLUEBIRD coffee roasters!', '350 5th Ave.', '10118');
    const preview = await previewImport(db, ownerId, parse('gbp-three-locations.csv'));
    expect(preview.rows.map((row) => [row.storeCode, row.status, row.match])).toEqual([
      ['NYC-001', 'update', { rule: 'nameAndAddress', locationId: nyc }],
      ['BER-002', 'update', { rule: 'storeCode', locationId: berlin }],
      ['KYI-003', 'create', null],
    ]);
    const result = committed(
      await commitImport(db, ownerId, parse('gbp-three-locations.csv'), 'en'),
    );
    expect(result.rows.map((row) => [row.row, row.status])).toEqual([
      [1, 'update'],
      [2, 'update'],
      [3, 'create'],
    ]);
    expect({ created: result.created, updated: result.updated }).toEqual({
      created: 1,
      updated: 2,
    });
    const stored = await locations();
    expect(stored).toHaveLength(3);
    // Found by name and address, the location keeps its own store code and takes the file's fields.
    expect(stored.find((row) => row.id === nyc)).toMatchObject({
      store_code: 'OWN-NYC',
      name: 'Bluebird Coffee Roasters',
      address_lines: ['350 5th Ave', 'Suite 120', 'Midtown'],
      source: 'gbp-csv',
    });
    expect(stored.find((row) => row.id === berlin)?.name).toBe('Bluebird Kaffeerösterei');

    // A Takeout place carries no place id: it is found by its name and one-line address.
    const placed = await own('OWN-PLACE', 'Somewhere', 'Elsewhere 1', '', 'ChIJplace');
    const takeout = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [30.52, 50.45] },
          properties: {
            google_maps_url: 'https://maps.google.com/?cid=1',
            location: { name: 'Somewhere', address: 'Elsewhere 1', country_code: 'UA' },
          },
        },
      ],
    };
    const byName = await previewImport(
      db,
      ownerId,
      parse('p.json', new TextEncoder().encode(JSON.stringify(takeout))),
    );
    expect(byName.rows[0]?.match).toEqual({ rule: 'nameAndAddress', locationId: placed });
  });

  it('a database failure in the middle rolls back the rows written before it', async () => {
    const preview = parse('gbp-three-locations.csv');
    const broken = structuredClone(preview);
    const third = broken.rows[2]?.input;
    if (!third) throw new Error('fixture changed');
    // Bypasses validation to make the database itself refuse row 3 (name is NOT NULL).
    third.name = null as unknown as string;
    await expect(commitImport(db, ownerId, broken, 'en')).rejects.toThrow(/null/i);
    expect(await locations()).toEqual([]);
  });

  it('"re-importing the same store codes updates rather than duplicates"', async () => {
    committed(await commitImport(db, ownerId, parse('gbp-three-locations.csv'), 'en'));
    const before = await locations();
    const changed = new TextDecoder()
      .decode(readFixture('gbp-three-locations.csv'))
      .replace('Bluebird Coffee Roasters', 'Bluebird Coffee Roasters Midtown');
    const again = committed(
      await commitImport(db, ownerId, parse('x.csv', new TextEncoder().encode(changed)), 'en'),
    );
    expect({ created: again.created, updated: again.updated }).toEqual({ created: 0, updated: 3 });
    expect(again.rows.map((row) => row.status)).toEqual(['update', 'update', 'update']);
    const after = await locations();
    expect(after).toHaveLength(3);
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after.find((row) => row.store_code === 'NYC-001')?.name).toBe(
      'Bluebird Coffee Roasters Midtown',
    );
  });

  it('re-importing Takeout saved places updates the same places (store codes from the Maps URL)', async () => {
    const first = committed(
      await commitImport(db, ownerId, parse('takeout-saved-places.json'), 'en'),
    );
    const second = committed(
      await commitImport(db, ownerId, parse('takeout-saved-places.json'), 'en'),
    );
    expect([first.created, first.updated, second.created, second.updated]).toEqual([4, 0, 0, 4]);
    expect(await locations()).toHaveLength(4);
  });

  it('re-import overwrites only the columns the spreadsheet has: a column left out keeps what is stored', async () => {
    committed(await commitImport(db, ownerId, parse('gbp-three-locations.csv'), 'en'));
    const csv = 'Store code,Business name,Website\nNYC-001,Bluebird NYC,https://nyc.example.com\n';
    committed(await commitImport(db, ownerId, parse('w.csv', new TextEncoder().encode(csv)), 'en'));
    const nyc = (await locations()).find((row) => row.store_code === 'NYC-001');
    expect(nyc).toMatchObject({
      name: 'Bluebird NYC',
      website: 'https://nyc.example.com',
      phone: '+12125550142',
      additional_categories: ['Cafe', 'Coffee roasters'],
      latitude: 40.748817,
    });
    expect(nyc?.hours).toMatchObject({ friday: [{ open: '07:00', close: '21:00' }] });
  });

  it('an empty cell in a column the spreadsheet has clears the stored value', async () => {
    committed(await commitImport(db, ownerId, parse('gbp-three-locations.csv'), 'en'));
    const csv = 'Store code,Business name,Primary phone,Latitude,Longitude\nNYC-001,Bluebird,,,\n';
    committed(await commitImport(db, ownerId, parse('c.csv', new TextEncoder().encode(csv)), 'en'));
    const nyc = (await locations()).find((row) => row.store_code === 'NYC-001');
    expect(nyc).toMatchObject({ phone: null, latitude: null, longitude: null });
  });

  it('re-importing Takeout keeps what a saved place does not carry (a phone added by hand)', async () => {
    committed(await commitImport(db, ownerId, parse('takeout-saved-places.json'), 'en'));
    await db.query(
      "update locations set phone = '+1 212 555 0142' where owner_id = $1 and store_code = 'gmaps-cid-12345678901234567890'",
      [ownerId],
    );
    committed(await commitImport(db, ownerId, parse('takeout-saved-places.json'), 'en'));
    const place = (await locations()).find(
      (row) => row.store_code === 'gmaps-cid-12345678901234567890',
    );
    expect(place?.phone).toBe('+1 212 555 0142');
  });

  it('a mixed file creates new store codes and updates known ones, counting each', async () => {
    committed(await commitImport(db, ownerId, parse('gbp-three-locations.csv'), 'en'));
    const csv = 'Store code,Business name\nNYC-001,Renamed\nNEW-9,Brand new\n';
    const result = committed(
      await commitImport(db, ownerId, parse('m.csv', new TextEncoder().encode(csv)), 'en'),
    );
    expect(result.rows.map((row) => [row.storeCode, row.status])).toEqual([
      ['NYC-001', 'update'],
      ['NEW-9', 'create'],
    ]);
    expect({ created: result.created, updated: result.updated }).toEqual({
      created: 1,
      updated: 1,
    });
  });

  it('store codes are unique per owner: another customer importing the same file gets its own rows', async () => {
    const other = await createCustomer(db, 'Other Owner');
    committed(await commitImport(db, ownerId, parse('gbp-three-locations.csv'), 'en'));
    const result = committed(await commitImport(db, other, parse('gbp-three-locations.csv'), 'en'));
    expect(result.created).toBe(3);
    expect(await locations(ownerId)).toHaveLength(3);
    expect(await locations(other)).toHaveLength(3);
  });

  it('re-import keeps an archived location archived and its created_at', async () => {
    committed(await commitImport(db, ownerId, parse('gbp-three-locations.csv'), 'en'));
    await db.query(
      "update locations set archived_at = now(), created_at = '2020-01-01' where owner_id = $1 and store_code = 'KYI-003'",
      [ownerId],
    );
    committed(await commitImport(db, ownerId, parse('gbp-three-locations.csv'), 'en'));
    const kyiv = (await locations()).find((row) => row.store_code === 'KYI-003');
    expect(kyiv?.archived_at).not.toBeNull();
    expect(new Date(kyiv?.created_at as string).getUTCFullYear()).toBe(2020);
  });
});

describe('previewImport: create or update per row, read-only', () => {
  it('marks rows whose store code exists as update, others as create, invalid rows untouched', async () => {
    committed(await commitImport(db, ownerId, parse('gbp-three-locations.csv'), 'en'));
    const csv = 'Store code,Business name\nBER-002,Berlin\nNEW-1,New\nNEW-1,Again\nBAD,\n';
    const preview = await previewImport(db, ownerId, parse('p.csv', new TextEncoder().encode(csv)));
    expect(preview.rows.map((row) => [row.storeCode, row.status])).toEqual([
      ['BER-002', 'update'],
      ['NEW-1', 'invalid'],
      ['NEW-1', 'invalid'],
      ['BAD', 'invalid'],
    ]);
    expect(await locations()).toHaveLength(3);
  });

  it('a place saved twice in one Takeout file is created once, then updated', async () => {
    const json = new TextDecoder().decode(readFixture('takeout-saved-places.json'));
    const collection = JSON.parse(json) as { features: unknown[] };
    collection.features.push(collection.features[0]);
    const bytes = new TextEncoder().encode(JSON.stringify(collection));
    const preview = await previewImport(db, ownerId, parse('t.json', bytes));
    expect(preview.rows.map((row) => row.status)).toEqual([
      'create',
      'create',
      'create',
      'create',
      'update',
    ]);
    const result = committed(await commitImport(db, ownerId, preview, 'en'));
    expect([result.created, result.updated]).toEqual([4, 1]);
  });
});
