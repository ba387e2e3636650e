import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedLocationFields,
  fromGoogleLocation,
  GOOGLE_DAYS_OF_WEEK,
  GOOGLE_FIELD_PATHS,
  type GoogleLocation,
  type GoogleSpecialHourPeriod,
  type GoogleTimePeriod,
  googleCategoryIds,
  LINKED_LOCATION_FIELDS,
  type LinkedLocationFields,
  toGoogleLocation,
} from '../src/index';
import { checkWeeklyHours } from '../src/opening-hours';
import { normalizePhone } from '../src/phone';
import {
  CATEGORY_IDS,
  DAY,
  googleLocation,
  ourFields,
  time,
  WEEK,
} from './support/google-location-arbitraries';

const period = (openDay: string, open: number, closeDay: string, close: number) => ({
  openDay,
  openTime: time(open),
  closeDay,
  closeTime: time(close),
});
const h = (hours: number, minutes = 0) => hours * 60 + minutes;

/** A coffee shop as the Google sandbox's demo seeds it: split, overnight and special hours. */
const COFFEE_SHOP: GoogleLocation = {
  title: 'Зерно на Хрещатику',
  storeCode: 'KYIV-01',
  storefrontAddress: {
    regionCode: 'UA',
    postalCode: '01001',
    administrativeArea: 'Київ',
    locality: 'Київ',
    addressLines: ['вул. Хрещатик, 22'],
  },
  phoneNumbers: { primaryPhone: '044 123 4500', additionalPhones: ['+380 67 555 0100'] },
  websiteUri: 'https://zerno.sandbox.test/kyiv-01',
  categories: {
    primaryCategory: { name: 'categories/gcid:coffee_shop', displayName: 'Coffee shop' },
    additionalCategories: [
      { name: 'categories/gcid:cafe', displayName: 'Cafe' },
      { name: 'categories/gcid:bakery', displayName: 'Bakery' },
    ],
  },
  regularHours: {
    periods: [
      period('MONDAY', h(8), 'MONDAY', h(13)),
      period('MONDAY', h(14), 'MONDAY', h(21)),
      period('FRIDAY', h(8), 'SATURDAY', h(1)),
      period('SATURDAY', h(10), 'SUNDAY', h(2)),
      period('SUNDAY', h(10), 'SUNDAY', h(20)),
    ],
  },
  specialHours: {
    specialHourPeriods: [
      {
        startDate: { year: 2026, month: 8, day: 24 },
        openTime: time(h(12)),
        closeTime: time(h(18)),
      },
      {
        startDate: { year: 2026, month: 12, day: 31 },
        openTime: time(h(10)),
        endDate: { year: 2027, month: 1, day: 1 },
        closeTime: time(h(2)),
      },
      { startDate: { year: 2027, month: 1, day: 1 }, closed: true },
    ],
  },
  latlng: { latitude: 50.4474, longitude: 30.5225 },
  openInfo: { status: 'OPEN' },
  profile: { description: 'Спешелті кава і випічка з власної пекарні.' },
  metadata: {
    mapsUri: 'https://maps.google.com/maps?cid=4821093756120934501',
    placeId: 'ChIJ-zerno-kyiv',
  },
};

const COFFEE_SHOP_FIELDS: LinkedLocationFields = {
  name: 'Зерно на Хрещатику',
  storeCode: 'KYIV-01',
  addressLines: ['вул. Хрещатик, 22'],
  locality: 'Київ',
  administrativeArea: 'Київ',
  postalCode: '01001',
  country: 'UA',
  phone: '+380441234500',
  additionalPhones: ['+380675550100'],
  website: 'https://zerno.sandbox.test/kyiv-01',
  primaryCategory: 'Coffee shop',
  additionalCategories: ['Cafe', 'Bakery'],
  hours: {
    monday: [
      { open: '08:00', close: '13:00' },
      { open: '14:00', close: '21:00' },
    ],
    friday: [{ open: '08:00', close: '01:00' }],
    saturday: [{ open: '10:00', close: '02:00' }],
    sunday: [{ open: '10:00', close: '20:00' }],
  },
  latitude: 50.4474,
  longitude: 30.5225,
  googleMapsUrl: 'https://maps.google.com/maps?cid=4821093756120934501',
  specialHours: [
    {
      date: '2026-08-24',
      endDate: null,
      closed: false,
      periods: [{ open: '12:00', close: '18:00' }],
    },
    {
      date: '2026-12-31',
      endDate: '2027-01-01',
      closed: false,
      periods: [{ open: '10:00', close: '02:00' }],
    },
    { date: '2027-01-01', endDate: null, closed: true, periods: [] },
  ],
  description: 'Спешелті кава і випічка з власної пекарні.',
  openStatus: 'open',
  placeId: 'ChIJ-zerno-kyiv',
};

/** The open minutes of the week, as merged [start, end) spans: what regular hours mean. */
function openMinutes(periods: readonly GoogleTimePeriod[] | undefined): [number, number][] {
  const minutes = (t: GoogleTimePeriod['openTime']) => (t?.hours ?? 0) * 60 + (t?.minutes ?? 0);
  const spans: [number, number][] = [];
  for (const p of periods ?? []) {
    const start = GOOGLE_DAYS_OF_WEEK.indexOf(p.openDay as never) * DAY + minutes(p.openTime);
    let end = GOOGLE_DAYS_OF_WEEK.indexOf(p.closeDay as never) * DAY + minutes(p.closeTime);
    if (end <= start) end += WEEK;
    if (end > WEEK) spans.push([start, WEEK], [0, end - WEEK]);
    else spans.push([start, end]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** Whether a Google period has our form: the same day, or overnight closing before it opened. */
function hasOurForm(p: GoogleTimePeriod): boolean {
  const open = (p.openTime?.hours ?? 0) * 60 + (p.openTime?.minutes ?? 0);
  const close = (p.closeTime?.hours ?? 0) * 60 + (p.closeTime?.minutes ?? 0);
  const openDay = GOOGLE_DAYS_OF_WEEK.indexOf(p.openDay as never);
  const closeDay = GOOGLE_DAYS_OF_WEEK.indexOf(p.closeDay as never);
  return (closeDay === openDay && close > open) || (closeDay === (openDay + 1) % 7 && close < open);
}

const sortedJson = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).sort();

/** Special hour periods as Google means them: a missing end date is the start date. */
function specialMeaning(periods: readonly GoogleSpecialHourPeriod[] | undefined): string[] {
  return sortedJson(
    (periods ?? []).map((p) =>
      p.closed
        ? { startDate: p.startDate, closed: true }
        : {
            startDate: p.startDate,
            endDate: p.endDate ?? p.startDate,
            openTime: p.openTime,
            closeTime: p.closeTime,
          },
    ),
  );
}

const phoneMeaning = (phone: string | null | undefined, region: string) =>
  phone === null || phone === undefined ? null : (normalizePhone(phone, region) ?? phone.trim());

describe('"a Google Business Profile location becomes our location fields"', () => {
  it('reads every field we hold of the sandbox coffee shop', () => {
    expect(fromGoogleLocation(COFFEE_SHOP)).toEqual(COFFEE_SHOP_FIELDS);
  });

  it('"phones go through normalizePhone", in the address region or else the default region', () => {
    const read = (primaryPhone: string, regionCode?: string) =>
      fromGoogleLocation({
        title: 'x',
        phoneNumbers: { primaryPhone },
        ...(regionCode ? { storefrontAddress: { regionCode } } : {}),
      }).phone;
    expect(read('044 123 4500')).toBe('+380441234500');
    expect(read('22 123 45 67', 'PL')).toBe('+48221234567');
    expect(read('  12  ')).toBe('12');
  });

  it('an absent or empty field is null (an empty list for lists); a latlng without a zero part is 0', () => {
    const fields = fromGoogleLocation({ title: 'Gym', storeCode: '', latlng: { longitude: 35 } });
    expect(fields).toMatchObject({
      storeCode: null,
      addressLines: [],
      phone: null,
      additionalPhones: [],
      primaryCategory: null,
      additionalCategories: [],
      hours: {},
      specialHours: [],
      latitude: 0,
      longitude: 35,
      openStatus: null,
      placeId: null,
    });
    expect(fromGoogleLocation({}).name).toBe('');
    expect(
      fromGoogleLocation({ openInfo: { status: 'OPEN_FOR_BUSINESS_UNSPECIFIED' } }).openStatus,
    ).toBeNull();
  });
});

describe('"regular hours: a close earlier than the open is overnight, 24:00 closes at midnight"', () => {
  const hoursOf = (...periods: GoogleTimePeriod[]) =>
    fromGoogleLocation({ regularHours: { periods } }).hours;
  const back = (fields: LinkedLocationFields['hours']) => {
    const patch = toGoogleLocation({ ...COFFEE_SHOP_FIELDS, hours: fields }, ['hours']);
    return patch.kind === 'patch' ? patch.location.regularHours?.periods : undefined;
  };

  it('split days, overnight periods and a close at 24:00 or at 00:00 the next day keep their form', () => {
    const periods = [
      period('MONDAY', h(8), 'MONDAY', h(13)),
      period('MONDAY', h(14), 'MONDAY', h(24)),
      period('TUESDAY', h(18), 'WEDNESDAY', 0),
      period('SUNDAY', h(22), 'MONDAY', h(2)),
    ];
    const hours = hoursOf(...periods);
    expect(hours).toEqual({
      monday: [
        { open: '08:00', close: '13:00' },
        { open: '14:00', close: '24:00' },
      ],
      tuesday: [{ open: '18:00', close: '00:00' }],
      sunday: [{ open: '22:00', close: '02:00' }],
    });
    expect(checkWeeklyHours(hours)).toBeNull();
    expect(back(hours)).toEqual(periods);
  });

  it('a 24-hour day is 00:00-24:00, however Google writes it', () => {
    expect(hoursOf(period('MONDAY', 0, 'MONDAY', h(24)))).toEqual({
      monday: [{ open: '00:00', close: '24:00' }],
    });
    expect(hoursOf(period('MONDAY', 0, 'TUESDAY', 0))).toEqual({
      monday: [{ open: '00:00', close: '24:00' }],
    });
    expect(back({ monday: [{ open: '00:00', close: '24:00' }] })).toEqual([
      period('MONDAY', 0, 'MONDAY', h(24)),
    ]);
  });

  it('a period of 24 hours or more is cut at each midnight, keeping the same open hours', () => {
    const hours = hoursOf(period('FRIDAY', h(9), 'MONDAY', h(6, 30)));
    expect(hours).toEqual({
      friday: [{ open: '09:00', close: '24:00' }],
      saturday: [{ open: '00:00', close: '24:00' }],
      sunday: [{ open: '00:00', close: '24:00' }],
      monday: [{ open: '00:00', close: '06:30' }],
    });
    expect(checkWeeklyHours(hours)).toBeNull();
    expect(hoursOf(period('MONDAY', h(9), 'TUESDAY', h(9)))).toEqual({
      monday: [{ open: '09:00', close: '24:00' }],
      tuesday: [{ open: '00:00', close: '09:00' }],
    });
  });

  it('a period Google could not send is left out, or read as ours (a close before the open is overnight)', () => {
    expect(hoursOf({ openDay: 'DAY_OF_WEEK_UNSPECIFIED', closeDay: 'MONDAY' })).toEqual({});
    expect(hoursOf({ ...period('MONDAY', h(9), 'MONDAY', h(9)) })).toEqual({});
    expect(
      hoursOf({ ...period('MONDAY', h(9), 'MONDAY', h(17)), closeTime: { seconds: 5 } }),
    ).toEqual({});
    expect(hoursOf(period('MONDAY', h(22), 'MONDAY', h(2)))).toEqual({
      monday: [{ open: '22:00', close: '02:00' }],
    });
    expect(
      back({
        monday: [
          { open: '09:00', close: '09:00' },
          { open: 'x', close: '10:00' },
        ],
      }),
    ).toBeUndefined();
  });
});

describe('"special hours: a closed day, or a day open in its own periods, past midnight too"', () => {
  const special = (...specialHourPeriods: GoogleSpecialHourPeriod[]) =>
    fromGoogleLocation({ specialHours: { specialHourPeriods } }).specialHours;
  const date = { year: 2026, month: 12, day: 31 };
  const next = { year: 2027, month: 1, day: 1 };

  it("a date's open periods are one day; its end date is the latest Google gives", () => {
    expect(
      special(
        { startDate: date, endDate: next, openTime: time(h(20)), closeTime: time(h(2)) },
        { startDate: date, openTime: time(h(9)), closeTime: time(h(13)) },
        { startDate: next, closed: true },
      ),
    ).toEqual([
      {
        date: '2026-12-31',
        endDate: '2027-01-01',
        closed: false,
        periods: [
          { open: '09:00', close: '13:00' },
          { open: '20:00', close: '02:00' },
        ],
      },
      { date: '2027-01-01', endDate: null, closed: true, periods: [] },
    ]);
  });

  it('an overnight period is sent with the next day as its end date, even when ours has none', () => {
    const patch = toGoogleLocation(
      {
        ...COFFEE_SHOP_FIELDS,
        specialHours: [
          {
            date: '2026-12-31',
            endDate: null,
            closed: false,
            periods: [
              { open: '09:00', close: '13:00' },
              { open: '20:00', close: '02:00' },
            ],
          },
        ],
      },
      ['specialHours'],
    );
    expect(patch).toEqual({
      kind: 'patch',
      updateMask: 'specialHours',
      location: {
        specialHours: {
          specialHourPeriods: [
            { startDate: date, openTime: time(h(9)), closeTime: time(h(13)) },
            { startDate: date, endDate: next, openTime: time(h(20)), closeTime: time(h(2)) },
          ],
        },
      },
    });
  });

  it('a period without a whole start date, or open without both times, is no period', () => {
    expect(special({ startDate: { year: 2026, month: 2, day: 30 }, closed: true })).toEqual([]);
    expect(special({ startDate: { year: 2026 }, closed: true })).toEqual([]);
    expect(special({ startDate: date, openTime: time(h(9)) })).toEqual([
      { date: '2026-12-31', endDate: null, closed: false, periods: [] },
    ]);
  });
});

describe('"the PATCH body holds exactly the changed fields, and the update mask names their Google paths"', () => {
  const patch = (after: Partial<LinkedLocationFields>) => {
    const fields = { ...COFFEE_SHOP_FIELDS, ...after };
    return toGoogleLocation(
      fields,
      changedLocationFields(COFFEE_SHOP_FIELDS, fields),
      googleCategoryIds(COFFEE_SHOP),
    );
  };

  it('an address part is sent by its own path, so the parts we do not hold stay on Google', () => {
    expect(patch({ locality: 'Бровари' })).toEqual({
      kind: 'patch',
      updateMask: 'storefrontAddress.locality',
      location: { storefrontAddress: { locality: 'Бровари' } },
    });
  });

  it('phone numbers are sent whole, international, when one of them changes', () => {
    expect(patch({ additionalPhones: ['+380675550100', '+380501112233'] })).toEqual({
      kind: 'patch',
      updateMask: 'phoneNumbers',
      location: {
        phoneNumbers: {
          primaryPhone: '+380 44 123 4500',
          additionalPhones: ['+380 67 555 0100', '+380 50 111 2233'],
        },
      },
    });
    expect(patch({ phone: '044 123 4500' })).toEqual({
      kind: 'patch',
      updateMask: '',
      location: {},
    });
  });

  it('categories are sent whole, by their Google ids', () => {
    expect(patch({ additionalCategories: ['Bakery'] })).toEqual({
      kind: 'patch',
      updateMask: 'categories',
      location: {
        categories: {
          primaryCategory: { name: 'categories/gcid:coffee_shop' },
          additionalCategories: [{ name: 'categories/gcid:bakery' }],
        },
      },
    });
  });

  it('a category display name without a known id sends nothing and says which', () => {
    expect(patch({ additionalCategories: ['Cafe', 'Tea house'] })).toEqual({
      kind: 'error',
      code: 'category_unknown',
      displayNames: ['Tea house'],
    });
    expect(toGoogleLocation(COFFEE_SHOP_FIELDS, ['name'], [])).toEqual({
      kind: 'patch',
      updateMask: 'title',
      location: { title: 'Зерно на Хрещатику' },
    });
  });

  it('a cleared field is in the mask and not in the body, which clears it on Google', () => {
    expect(patch({ website: null, description: null, openStatus: null })).toEqual({
      kind: 'patch',
      updateMask: 'websiteUri,profile.description,openInfo.status',
      location: {},
    });
    expect(patch({ latitude: null })).toEqual({
      kind: 'patch',
      updateMask: 'latlng',
      location: {},
    });
    expect(
      patch({ hours: {}, specialHours: [], additionalCategories: [], primaryCategory: null }),
    ).toEqual({ kind: 'patch', updateMask: 'categories,regularHours,specialHours', location: {} });
  });

  it('coordinates go together; the open status by its own path', () => {
    expect(patch({ latitude: 50.45, openStatus: 'closedTemporarily' })).toEqual({
      kind: 'patch',
      updateMask: 'latlng,openInfo.status',
      location: {
        latlng: { latitude: 50.45, longitude: 30.5225 },
        openInfo: { status: 'CLOSED_TEMPORARILY' },
      },
    });
  });

  it('the Maps link and the place id are output only: never in a mask', () => {
    expect(patch({ googleMapsUrl: 'https://maps.example/x', placeId: 'other' })).toEqual({
      kind: 'patch',
      updateMask: '',
      location: {},
    });
  });

  it('every path is one Google lets a client write: no output-only field, phones and categories whole', () => {
    const paths = LINKED_LOCATION_FIELDS.flatMap((field) => GOOGLE_FIELD_PATHS[field]);
    for (const path of paths) {
      expect(path).not.toMatch(/^(metadata|name|languageCode)(\.|$)|^openInfo\.canReopen$/);
      expect(path).not.toMatch(/^(phoneNumbers|categories)\./);
    }
  });
});

describe('"a round trip loses nothing we hold" (property)', () => {
  it('any location Google can send, read as ours and written back, equals Google on every field we hold', () => {
    fc.assert(
      fc.property(googleLocation, (google) => {
        const ours = fromGoogleLocation(google);
        const patch = toGoogleLocation(ours, LINKED_LOCATION_FIELDS, googleCategoryIds(google));
        if (patch.kind !== 'patch') throw new Error(`no patch: ${patch.displayNames.join(', ')}`);
        const sent = patch.location;
        expect(patch.updateMask.split(',')).toEqual([
          'storeCode',
          'title',
          'storefrontAddress.addressLines',
          'storefrontAddress.locality',
          'storefrontAddress.administrativeArea',
          'storefrontAddress.postalCode',
          'storefrontAddress.regionCode',
          'phoneNumbers',
          'websiteUri',
          'categories',
          'regularHours',
          'latlng',
          'specialHours',
          'profile.description',
          'openInfo.status',
        ]);
        expect(sent.title).toBe(google.title);
        expect(sent.storeCode).toBe(google.storeCode);
        expect(sent.storefrontAddress).toEqual(google.storefrontAddress);
        expect(sent.websiteUri).toBe(google.websiteUri);
        expect(sent.latlng).toEqual(google.latlng);
        expect(sent.openInfo).toEqual(google.openInfo);
        expect(sent.profile).toEqual(google.profile);
        // Phones compared as numbers: we send them international, Google may hold them national.
        const region = google.storefrontAddress?.regionCode ?? 'UA';
        const phones = (p: GoogleLocation['phoneNumbers']) =>
          p && [p.primaryPhone, ...(p.additionalPhones ?? [])].map((n) => phoneMeaning(n, region));
        expect(phones(sent.phoneNumbers)).toEqual(phones(google.phoneNumbers));
        // Categories by id (a display name is output only): ours hold Google's display names.
        const ids = (c: GoogleLocation['categories']) =>
          c && [c.primaryCategory?.name, ...(c.additionalCategories ?? []).map((a) => a.name)];
        expect(ids(sent.categories)).toEqual(ids(google.categories));
        expect([ours.primaryCategory, ...ours.additionalCategories].filter(Boolean)).toEqual(
          [google.categories?.primaryCategory, ...(google.categories?.additionalCategories ?? [])]
            .filter(Boolean)
            .map((c) => c?.displayName),
        );
        // Regular hours: the same open hours; the very same periods when each has our form.
        const googlePeriods = google.regularHours?.periods;
        expect(openMinutes(sent.regularHours?.periods)).toEqual(openMinutes(googlePeriods));
        if ((googlePeriods ?? []).every(hasOurForm)) {
          expect(sortedJson(sent.regularHours?.periods ?? [])).toEqual(
            sortedJson(googlePeriods ?? []),
          );
        }
        expect(checkWeeklyHours(ours.hours)).toBeNull();
        // Special hours: the very same periods, a missing end date read as Google reads it.
        expect(specialMeaning(sent.specialHours?.specialHourPeriods)).toEqual(
          specialMeaning(google.specialHours?.specialHourPeriods),
        );
        expect(ours.googleMapsUrl).toBe(google.metadata?.mapsUri ?? null);
        expect(ours.placeId).toBe(google.metadata?.placeId ?? null);
      }),
      { numRuns: 300 },
    );
  });

  it('any fields of ours, written to Google and read back, are the same fields', () => {
    fc.assert(
      fc.property(ourFields, (ours) => {
        const patch = toGoogleLocation(ours, LINKED_LOCATION_FIELDS, CATEGORY_IDS);
        if (patch.kind !== 'patch') throw new Error('no patch');
        // What Google answers: the body, with the output-only fields it keeps itself.
        const answer: GoogleLocation = {
          ...patch.location,
          categories: patch.location.categories && {
            primaryCategory: patch.location.categories.primaryCategory && {
              ...patch.location.categories.primaryCategory,
              displayName: ours.primaryCategory,
            },
            additionalCategories: patch.location.categories.additionalCategories?.map((c, i) => ({
              ...c,
              displayName: ours.additionalCategories[i],
            })),
          },
          metadata: { mapsUri: ours.googleMapsUrl, placeId: ours.placeId },
        };
        expect(fromGoogleLocation(answer)).toEqual(ours);
        expect(changedLocationFields(ours, fromGoogleLocation(answer))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
