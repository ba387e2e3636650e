import { DEMO_CREDENTIALS } from '@agency/web-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The account form's own conversions (record -> form values -> changed item), as the browser runs them.
import type { PinRecords } from '../../ui/src/screens/account/page-data';
import { editedItem } from '../../ui/src/screens/account/pins/edited-item';
import { LOCATIONS } from '../../ui/src/screens/account/pins/location-kind';
import { type DemoBackend, startDemoBackend } from './support/demo-backend';

const HEADER =
  'Store code,Business name,Address line 1,Locality,Country / Region,Primary phone,Additional phones,Sunday hours,Monday hours,Tuesday hours,Wednesday hours,Thursday hours,Friday hours,Saturday hours';
// Tuesday split, Friday with a late period past midnight, Saturday all day, Sunday closed, Monday blank.
const ROW =
  'HRS-1,Split Hours Cafe,Khreshchatyk 1,Kyiv,UA,+380441234567,+380441234568,x,,"09:00-13:00,14:00-19:00",9:00 – 18:00,08:00-12:00; 13:00-17:00,"09:00-13:00, 18:00-02:00",00:00-24:00';

// R17.4: a location imported with split hours, edited and saved without changes, keeps its hours.
describe('imported opening hours survive the account form', () => {
  let backend: DemoBackend;
  let base: string;
  let jwt: string;

  async function call(payload: Record<string, unknown> | FormData, method = 'POST') {
    const json = !(payload instanceof FormData);
    const answer = await fetch(`${base}/web`, {
      method,
      headers: {
        authorization: `Bearer ${jwt}`,
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify({ lang: 'en', ...payload }) : payload,
    });
    return { status: answer.status, body: await answer.json() };
  }

  async function stored(): Promise<unknown> {
    const { rows } = await backend.api.db.query<{ hours: unknown }>(
      "select hours from locations where store_code = 'HRS-1'",
    );
    return rows[0]?.hours;
  }

  async function listed(): Promise<PinRecords['locations']> {
    const answer = await fetch(`${base}/web?controller=Locations&subaction=list&lang=en&q=HRS-1`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    const items = (await answer.json()).data.items as PinRecords['locations'][];
    const item = items.find((candidate) => candidate.storeCode === 'HRS-1');
    if (item === undefined) throw new Error('the imported location is not listed');
    return item;
  }

  beforeAll(async () => {
    backend = await startDemoBackend();
    base = backend.url;
    const { customer } = DEMO_CREDENTIALS;
    const answer = await fetch(`${base}/web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        controller: 'Auth',
        subaction: 'signIn',
        lang: 'en',
        email: customer.email,
        password: customer.password,
      }),
    });
    jwt = (await answer.json()).data.jwt;
    const form = new FormData();
    form.set('controller', 'Import');
    form.set('subaction', 'commit');
    form.set('lang', 'en');
    form.set('file', new Blob([`${HEADER}\n${ROW}\n`], { type: 'text/csv' }), 'locations.csv');
    const imported = await call(form);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  });

  afterAll(async () => {
    await backend.close();
  });

  it('import, open the form, save without changes: the stored hours and hidden fields stay identical', async () => {
    const before = await stored();
    expect(before).toMatchObject({
      tuesday: [
        { open: '09:00', close: '13:00' },
        { open: '14:00', close: '19:00' },
      ],
      friday: [
        { open: '09:00', close: '13:00' },
        { open: '18:00', close: '02:00' },
      ],
      saturday: [{ open: '00:00', close: '24:00' }],
    });
    const item = await listed();
    const values = LOCATIONS.toForm(item);
    expect(LOCATIONS.check(values)).toEqual({});
    const saved = await call(
      {
        controller: 'Locations',
        subaction: 'update',
        id: item.id,
        item: editedItem(LOCATIONS, item, values),
      },
      'PUT',
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await stored()).toEqual(before);
    expect((await listed()).additionalPhones).toEqual(['+380441234568']);
  });

  it('changing one day sends the whole week as the form reads it, and every other day is kept', async () => {
    const before = (await stored()) as Record<string, unknown>;
    const item = await listed();
    const values = { ...LOCATIONS.toForm(item), 'hours.monday': '10:00-12:00, 12:30-16:00' };
    expect(LOCATIONS.check(values)).toEqual({});
    const saved = await call(
      {
        controller: 'Locations',
        subaction: 'update',
        id: item.id,
        item: editedItem(LOCATIONS, item, values),
      },
      'PUT',
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await stored()).toEqual({
      ...before,
      monday: [
        { open: '10:00', close: '12:00' },
        { open: '12:30', close: '16:00' },
      ],
    });
  });

  it('the server refuses overlapping periods by the same rule as the import', async () => {
    const item = await listed();
    const refused = await call(
      {
        controller: 'Locations',
        subaction: 'update',
        id: item.id,
        item: {
          hours: {
            wednesday: [
              { open: '09:00', close: '13:00' },
              { open: '12:00', close: '14:00' },
            ],
          },
        },
      },
      'PUT',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields).toEqual([
      expect.objectContaining({ field: 'item.hours.wednesday', code: 'hours_overlap' }),
    ]);
  });
});
