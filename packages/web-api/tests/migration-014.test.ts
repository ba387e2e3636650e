import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const GOOGLE_PAIRS = `(controller in ('Google', 'AgencyGoogle', 'GoogleSync')
  or (controller = 'Locations' and subaction = 'resolveGoogle'))`;

const EVERY_FIELD = {
  storeCode: 'OLD-1',
  name: 'Old Coffee',
  addressLines: ['Khreshchatyk 1', 'Floor 2'],
  locality: 'Kyiv',
  administrativeArea: 'Kyiv',
  postalCode: '01001',
  country: 'UA',
  phone: '+380441234567',
  additionalPhones: ['+380671234567'],
  website: 'https://old.example/',
  primaryCategory: 'Coffee shop',
  additionalCategories: ['Cafe', 'Bakery'],
  hours: {
    monday: [
      { open: '08:00', close: '13:00' },
      { open: '14:00', close: '21:00' },
    ],
    friday: [{ open: '18:00', close: '02:00' }],
  },
  latitude: 50.4474,
  longitude: 30.5225,
  googleMapsUrl: 'https://maps.google.com/?cid=123',
};

describe('migration 014 and 015 on a database populated by the version before them', () => {
  it('locations keep every field and gain the new ones empty; the Google calls are granted as a fresh seed grants them', async () => {
    const db = t.api.db;
    const { rows: seeded } = await db.query<{ role: string; pair: string }>(
      `select role, controller || '/' || subaction as pair from permissions where ${GOOGLE_PAIRS} order by 1, 2`,
    );
    // The database as the version before 014 left it.
    await db.query('drop table google_location_links');
    await db.query('drop table google_connections');
    for (const column of ['special_hours', 'description', 'open_status', 'place_id'])
      await db.query(`alter table locations drop column ${column}`);
    await db.query('alter table locations drop constraint locations_source_check');
    await db.query(
      "alter table locations add constraint locations_source_check check (source in ('manual', 'gbp-csv', 'takeout-geojson'))",
    );
    await db.query(`delete from permissions where ${GOOGLE_PAIRS}`);
    await db.query(`delete from subactions where ${GOOGLE_PAIRS.replace('subaction =', 'name =')}`);
    await db.query(
      "delete from controllers where name in ('Google', 'AgencyGoogle', 'GoogleSync')",
    );
    await db.query(
      "delete from schema_migrations where version in ('014_google_business_profile.sql', '015_google_access.sql')",
    );
    const { rows: owners } = await db.query<{ id: string }>(
      "select id from users where email = 'demo@agency.test'",
    );
    const owner = owners[0]?.id;
    const f = EVERY_FIELD;
    await db.query(
      `insert into locations (owner_id, store_code, name, address_lines, locality, administrative_area,
              postal_code, country, phone, additional_phones, website, primary_category,
              additional_categories, hours, latitude, longitude, google_maps_url, source)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'gbp-csv')`,
      [
        owner,
        f.storeCode,
        f.name,
        f.addressLines,
        f.locality,
        f.administrativeArea,
        f.postalCode,
        f.country,
        f.phone,
        f.additionalPhones,
        f.website,
        f.primaryCategory,
        f.additionalCategories,
        JSON.stringify(f.hours),
        f.latitude,
        f.longitude,
        f.googleMapsUrl,
      ],
    );

    expect(await migrate(db)).toEqual(['014_google_business_profile.sql', '015_google_access.sql']);

    const token = await t.signIn();
    const list = await t.call({
      payload: { controller: 'Locations', subaction: 'list', lang: 'en', q: 'Old Coffee' },
      token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.items[0]).toMatchObject({
      ...EVERY_FIELD,
      specialHours: [],
      description: null,
      openStatus: null,
      placeId: null,
      google: null,
      source: 'gbp-csv',
    });
    const { rows: granted } = await db.query<{ role: string; pair: string }>(
      `select role, controller || '/' || subaction as pair from permissions where ${GOOGLE_PAIRS} order by 1, 2`,
    );
    expect(granted).toEqual(seeded);
    expect(granted.filter((row) => row.role === 'customer').map((row) => row.pair)).toEqual([
      'Google/connectFinish',
      'Google/connectStart',
      'Google/disconnect',
      'Google/importCommit',
      'Google/importPreview',
      'Google/status',
      'Locations/resolveGoogle',
    ]);
    const status = await t.call({
      payload: { controller: 'Google', subaction: 'status', lang: 'en' },
      token,
    });
    expect(status.status).toBe(200);
    const problems = await t.call({
      payload: { controller: 'GoogleSync', subaction: 'problems', lang: 'en' },
      token: await t.adminSignIn(),
    });
    expect(problems.body.data).toEqual({ connections: [], locations: [] });
    // The source check knows locations imported from a connection.
    await db.query("update locations set source = 'google' where store_code = 'OLD-1'");
  });
});
