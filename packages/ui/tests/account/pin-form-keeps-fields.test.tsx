import { WEEKDAYS } from '@agency/core/forms';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PinRecord } from '../../src/screens/account/page-data';
import { editedItem } from '../../src/screens/account/pins/edited-item';
import type { PinKindSpec } from '../../src/screens/account/pins/kind-spec';
import { PIN_KINDS } from '../../src/screens/account/pins/kinds';
import { LOCATIONS } from '../../src/screens/account/pins/location-kind';
import { listOf, location, renderAccount } from './account-fixture';

// The locations' description as the generic list and form use it (of any pin record).
const LOCATIONS_LIST: PinKindSpec = LOCATIONS;

/** Hours as the import stores them for `Tuesday 09:00-13:00,14:00-19:00`, a bar's Friday night and an all-day Saturday. */
const IMPORTED_HOURS = {
  tuesday: [
    { open: '09:00', close: '13:00' },
    { open: '14:00', close: '19:00' },
  ],
  friday: [
    { open: '09:00', close: '13:00' },
    { open: '18:00', close: '02:00' },
  ],
  saturday: [{ open: '00:00', close: '24:00' }],
};

const IMPORTED = location('g1', 'Imported shop', {
  source: 'gbp-csv',
  storeCode: 'KYI-003',
  hours: IMPORTED_HOURS,
  additionalPhones: ['+380 44 000 0000'],
  additionalCategories: ['Bakery'],
  googleMapsUrl: 'https://maps.google.com/?cid=1',
});

const STAMPS = {
  archivedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** A stored record of each kind with values its form shows only approximately (instants with seconds) and fields it does not show. */
const RECORDS: Record<keyof typeof PIN_KINDS, PinRecord> = {
  locations: IMPORTED as PinRecord,
  advertising: {
    id: 'ad1',
    name: 'Winter campaign',
    channel: 'search',
    status: 'active',
    dailyBudget: 12.5,
    currency: 'EUR',
    locationId: 'g1',
    extra: { keep: true },
    ...STAMPS,
  },
  publications: {
    id: 'pb1',
    name: 'Tasting',
    postType: 'event',
    body: 'Come in',
    status: 'scheduled',
    publishAt: '2026-12-01T09:30:45.123Z',
    event: { title: 'Tasting', startsAt: '2026-12-05T18:00:30.000Z', endsAt: null },
    callToAction: { type: 'learnMore', url: 'https://shop.example/tasting' },
    locationId: 'g1',
    ...STAMPS,
  },
  notifications: {
    id: 'n1',
    name: 'Reminder',
    body: 'Tomorrow',
    channel: 'email',
    status: 'scheduled',
    sendAt: '2026-12-01T09:30:45.123Z',
    read: true,
    ...STAMPS,
  },
  reviews: {
    id: 'r1',
    name: 'Olena',
    rating: 4,
    text: 'Good coffee',
    reply: null,
    locationId: 'g1',
    ...STAMPS,
  },
  sites: { id: 's1', name: 'Shop', url: 'https://shop.example', status: 'published', ...STAMPS },
};

describe('pin forms never drop what they cannot show', () => {
  it('every kind: saving without changes sends no field; one change sends that field alone', () => {
    for (const [kind, spec] of Object.entries(PIN_KINDS) as [string, PinKindSpec][]) {
      const item = RECORDS[kind as keyof typeof PIN_KINDS];
      const values = spec.toForm(item);
      expect(editedItem(spec, item, values), kind).toEqual({});
      expect(editedItem(spec, item, { ...values, name: 'Renamed' }), kind).toEqual({
        name: 'Renamed',
      });
    }
  });

  it("editing part of a post's event keeps the seconds of its start the form cannot show", () => {
    const spec: PinKindSpec = PIN_KINDS.publications;
    const item = RECORDS.publications;
    const values = { ...spec.toForm(item), 'event.title': 'Evening tasting' };
    expect(editedItem(spec, item, values)).toMatchObject({
      event: { title: 'Evening tasting', startsAt: '2026-12-05T18:00:30.000Z' },
    });
  });

  it('an imported location keeps split, overnight and all-day hours through the form', () => {
    const values = LOCATIONS_LIST.toForm(IMPORTED as PinRecord);
    expect(values['hours.tuesday']).toBe('09:00-13:00, 14:00-19:00');
    expect(LOCATIONS.toItem(values).hours).toEqual(IMPORTED_HOURS);
    const monday = { ...values, 'hours.monday': '10:00-12:00' };
    expect(editedItem(LOCATIONS, IMPORTED as PinRecord, monday)).toEqual({
      hours: { monday: [{ open: '10:00', close: '12:00' }], ...IMPORTED_HOURS },
    });
  });

  it('property: any stored week the import can produce comes back from the form unchanged', () => {
    const period = fc
      .uniqueArray(fc.integer({ min: 0, max: 1440 }), { minLength: 2, maxLength: 6 })
      .map((edges) => {
        const sorted = [...edges].sort((a, b) => a - b);
        const time = (m: number) =>
          `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const periods = [];
        for (let i = 0; i + 1 < sorted.length; i += 2)
          periods.push({ open: time(sorted[i] as number), close: time(sorted[i + 1] as number) });
        return periods;
      });
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(WEEKDAYS.map((day) => [day, period])), {
          requiredKeys: [],
        }),
        (hours) => {
          const item = { ...IMPORTED, hours } as PinRecord;
          expect(LOCATIONS.toItem(LOCATIONS_LIST.toForm(item)).hours).toEqual(hours);
          expect(editedItem(LOCATIONS, item, LOCATIONS_LIST.toForm(item))).toEqual({});
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the hours editor shows each day as closed, open 24 hours or its periods, and the choice fills the text', async () => {
    const user = userEvent.setup();
    renderAccount('en', '/en/account/pins/locations', {
      route: 'account-pins-locations',
      list: listOf([IMPORTED]),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Imported shop' }));
    const tuesday = screen.getByRole('textbox', { name: 'Tuesday: opening periods' });
    expect((tuesday as HTMLInputElement).value).toBe('09:00-13:00, 14:00-19:00');
    const mode = (day: string) => screen.getByRole('combobox', { name: day }) as HTMLSelectElement;
    expect(mode('Tuesday').value).toBe('open');
    expect(mode('Saturday').value).toBe('allDay');
    expect(mode('Sunday').value).toBe('closed');
    await user.selectOptions(mode('Sunday'), 'allDay');
    expect(
      (screen.getByRole('textbox', { name: 'Sunday: opening periods' }) as HTMLInputElement).value,
    ).toBe('00:00-24:00');
    await user.selectOptions(mode('Tuesday'), 'closed');
    expect((tuesday as HTMLInputElement).value).toBe('');
    await user.type(tuesday, '09:00-13:00, 12:00-14:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Tuesday: The end must come after the start/)).toBeTruthy();
  });
});
