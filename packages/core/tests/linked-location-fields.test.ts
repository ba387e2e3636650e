import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedLocationFields,
  LINKED_LOCATION_FIELDS,
  type LinkedLocationFields,
  OPEN_STATUSES,
} from '../src/index';
import { ourFields } from './support/google-location-arbitraries';

const KYIV: LinkedLocationFields = {
  name: 'Зерно',
  storeCode: 'KYIV-01',
  addressLines: ['вул. Хрещатик, 22'],
  locality: 'Київ',
  administrativeArea: null,
  postalCode: '01001',
  country: 'UA',
  phone: '+380441234500',
  additionalPhones: ['+380675550100'],
  website: null,
  primaryCategory: 'Coffee shop',
  additionalCategories: [],
  hours: {
    monday: [
      { open: '08:00', close: '13:00' },
      { open: '14:00', close: '21:00' },
    ],
  },
  latitude: null,
  longitude: null,
  googleMapsUrl: null,
  specialHours: [
    {
      date: '2026-12-31',
      endDate: null,
      closed: false,
      periods: [{ open: '10:00', close: '16:00' }],
    },
    { date: '2027-01-01', endDate: null, closed: true, periods: [] },
  ],
  description: null,
  openStatus: 'open',
  placeId: 'ChIJ-zerno-kyiv',
};

describe('"an edit sends only the fields that changed"', () => {
  it('the linked fields are the contract location fields plus the four the Google link adds', () => {
    expect(LINKED_LOCATION_FIELDS).toHaveLength(20);
    expect(LINKED_LOCATION_FIELDS.slice(-4)).toEqual([
      'specialHours',
      'description',
      'openStatus',
      'placeId',
    ]);
    expect([...LINKED_LOCATION_FIELDS].sort()).toEqual(Object.keys(KYIV).sort());
    expect(OPEN_STATUSES).toEqual(['open', 'closedTemporarily', 'closedPermanently']);
  });

  it('nothing changed is no field; any fields compared with themselves are none', () => {
    expect(changedLocationFields(KYIV, { ...KYIV })).toEqual([]);
    fc.assert(
      fc.property(ourFields, (fields) => {
        expect(changedLocationFields(fields, structuredClone(fields))).toEqual([]);
      }),
    );
  });

  it('each changed field is named once, in the fields order', () => {
    expect(
      changedLocationFields(KYIV, { ...KYIV, openStatus: 'closedTemporarily', name: 'Зерно 2' }),
    ).toEqual(['name', 'openStatus']);
  });

  it('phones are compared as numbers: 044 123 4500 in Ukraine is +380441234500', () => {
    expect(changedLocationFields(KYIV, { ...KYIV, phone: '044 123 4500' })).toEqual([]);
    expect(changedLocationFields(KYIV, { ...KYIV, additionalPhones: ['067 555 0100'] })).toEqual(
      [],
    );
    expect(changedLocationFields(KYIV, { ...KYIV, phone: '+380441234501' })).toEqual(['phone']);
    const national = { ...KYIV, phone: '044 123 4500' };
    // A number written without its country code changes with the country; an E.164 one does not.
    expect(changedLocationFields(national, { ...national, country: 'PL' })).toEqual([
      'country',
      'phone',
    ]);
  });

  it('hours and special hours are sets of periods: their order does not count, an empty day is closed', () => {
    expect(
      changedLocationFields(KYIV, {
        ...KYIV,
        hours: {
          monday: [
            { open: '14:00', close: '21:00' },
            { open: '08:00', close: '13:00' },
          ],
          tuesday: [],
        },
        specialHours: [...KYIV.specialHours].reverse(),
      }),
    ).toEqual([]);
    expect(
      changedLocationFields(KYIV, {
        ...KYIV,
        hours: { monday: [{ open: '08:00', close: '21:00' }] },
      }),
    ).toEqual(['hours']);
    expect(
      changedLocationFields(KYIV, {
        ...KYIV,
        specialHours: KYIV.specialHours.map((day) => ({ ...day, endDate: day.date })),
      }),
    ).toEqual(['specialHours']);
  });
});
