import fc from 'fast-check';
import type { OpeningPeriod, WeeklyHours } from '../../src/entries/forms';
import { WEEKDAYS } from '../../src/entries/forms';
import type {
  GoogleDate,
  GoogleLocation,
  GoogleSpecialHourPeriod,
  GoogleTimeOfDay,
  GoogleTimePeriod,
  LinkedLocationFields,
  SpecialDayHours,
} from '../../src/index';
import { GOOGLE_DAYS_OF_WEEK } from '../../src/index';

export const DAY = 24 * 60;
export const WEEK = 7 * DAY;

const REGIONS = ['UA', 'ES', 'US', 'GB', 'PL'] as const;

/** Numbers of each region, as people write them (national and international). */
const PHONES: Record<(typeof REGIONS)[number], readonly string[]> = {
  UA: ['+380 44 123 4500', '044 123 4500', '067 555 0100', '+380675550100', '(032) 245-67-89'],
  ES: ['+34 912 34 56 78', '612 34 56 78', '900 123 456'],
  US: ['(201) 555-0123', '+1 415 555 0132', '1-800-555-0199'],
  GB: ['020 7946 0958', '+44 7700 900123', '0800 123 4567'],
  PL: ['22 123 45 67', '+48 512 345 678', '800 123 456'],
};

/** Google's category catalogue, as far as the tests need it. */
const CATEGORIES = [
  ['categories/gcid:coffee_shop', 'Coffee shop'],
  ['categories/gcid:cafe', 'Cafe'],
  ['categories/gcid:bakery', 'Bakery'],
  ['categories/gcid:medical_clinic', 'Medical clinic'],
  ['categories/gcid:gym', 'Gym'],
  ['categories/gcid:bar', 'Bar'],
] as const;

const two = (n: number) => String(n).padStart(2, '0');

/** A TimeOfDay in proto3 JSON (zero parts left out). */
export function time(minutes: number): GoogleTimeOfDay {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return { ...(hours ? { hours } : {}), ...(rest ? { minutes: rest } : {}) };
}

export const hhmm = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

const text = (max: number) =>
  fc.string({ minLength: 1, maxLength: max }).filter((value) => value.trim() !== '');

/**
 * A span of the week Google may send as one period, by how people open: a few hours, until
 * midnight, a whole day, or several days; opening at midnight or at any minute.
 */
const span = fc
  .record({
    day: fc.integer({ min: 0, max: 6 }),
    minute: fc.oneof(fc.integer({ min: 0, max: DAY - 1 }), fc.constant(0)),
    length: fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 1, max: 16 * 60 }) },
      { weight: 2, arbitrary: fc.constant('toMidnight' as const) },
      { weight: 1, arbitrary: fc.constant(DAY) },
      { weight: 1, arbitrary: fc.integer({ min: DAY + 1, max: 3 * DAY }) },
    ),
    // How a close at midnight is written: 24:00 that day, or 00:00 the next.
    midnightAs24: fc.boolean(),
  })
  .map(({ day, minute, length, midnightAs24 }) => ({
    start: day * DAY + minute,
    length: length === 'toMidnight' ? DAY - minute : length,
    midnightAs24,
  }));

/** The periods of a week with no overlaps (the week wraps), each as Google writes it. */
export const googlePeriods: fc.Arbitrary<GoogleTimePeriod[]> = fc
  .array(span, { maxLength: 10 })
  .map((spans) => {
    const kept: { start: number; end: number; midnightAs24: boolean }[] = [];
    for (const { start, length, midnightAs24 } of spans) {
      const end = start + length;
      const overlaps = kept.some((other) =>
        [-WEEK, 0, WEEK].some((shift) => start < other.end + shift && other.start + shift < end),
      );
      if (!overlaps) kept.push({ start, end, midnightAs24 });
    }
    return kept.map(({ start, end, midnightAs24 }) => {
      const atMidnight = end % DAY === 0;
      const closeAt = atMidnight && midnightAs24 && end - start < WEEK ? end - 1 : end;
      const closeDay = Math.floor(closeAt / DAY) % 7;
      return {
        openDay: GOOGLE_DAYS_OF_WEEK[Math.floor(start / DAY)],
        openTime: time(start % DAY),
        closeDay: GOOGLE_DAYS_OF_WEEK[closeDay],
        closeTime: time(closeAt === end ? end % DAY : DAY),
      };
    });
  });

/** A calendar day between 2020 and 2030 as a Google date. */
const calendarDay = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2030-12-30T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((at) => ({ year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() }));

function dayAfter(date: GoogleDate): GoogleDate {
  const at = new Date(Date.UTC(date.year ?? 0, (date.month ?? 1) - 1, (date.day ?? 1) + 1));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** One special day as Google sends it: closed, open in one or two periods, or open past midnight. */
const specialDay: fc.Arbitrary<GoogleSpecialHourPeriod[]> = fc.oneof(
  fc.record({ startDate: calendarDay }).map(({ startDate }) => [{ startDate, closed: true }]),
  fc
    .record({
      startDate: calendarDay,
      edges: fc.uniqueArray(fc.integer({ min: 0, max: DAY }), { minLength: 2, maxLength: 4 }),
      sameDayEnd: fc.boolean(),
    })
    .map(({ startDate, edges, sameDayEnd }) => {
      const sorted = [...edges].sort((a, b) => a - b);
      const periods: GoogleSpecialHourPeriod[] = [];
      for (let i = 0; i + 1 < sorted.length; i += 2) {
        periods.push({
          startDate,
          ...(sameDayEnd ? { endDate: startDate } : {}),
          openTime: time(sorted[i] as number),
          closeTime: time(sorted[i + 1] as number),
        });
      }
      return periods;
    }),
  fc
    .record({
      startDate: calendarDay,
      open: fc.integer({ min: 12 * 60, max: DAY - 1 }),
      close: fc.integer({ min: 0, max: 12 * 60 - 1 }),
    })
    .map(({ startDate, open, close }) => [
      { startDate, endDate: dayAfter(startDate), openTime: time(open), closeTime: time(close) },
    ]),
  // A day open at noon and again from the evening past midnight (New Year's Eve).
  fc
    .record({
      startDate: calendarDay,
      noon: fc.tuple(
        fc.integer({ min: 8 * 60, max: 11 * 60 }),
        fc.integer({ min: 12 * 60, max: 16 * 60 }),
      ),
      night: fc.tuple(
        fc.integer({ min: 18 * 60, max: DAY - 1 }),
        fc.integer({ min: 0, max: 6 * 60 }),
      ),
      sameDayEnd: fc.boolean(),
    })
    .map(({ startDate, noon, night, sameDayEnd }) => [
      {
        startDate,
        ...(sameDayEnd ? { endDate: startDate } : {}),
        openTime: time(noon[0]),
        closeTime: time(noon[1]),
      },
      {
        startDate,
        endDate: dayAfter(startDate),
        openTime: time(night[0]),
        closeTime: time(night[1]),
      },
    ]),
);

/** A phone Google holds: a number of the region as people write it, or digits that are none. */
const googlePhone = fc.tuple(
  fc.nat(),
  fc.nat({ max: 4 }),
  // Text Google takes that is no possible number: kept as it is.
  fc.stringMatching(/^[0-9]{3,5}$/),
);

const present = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const nonZero = (value: number) => (value === 0 ? undefined : value);

/** Any location Google can send, with the fields we hold (each optional one sometimes absent). */
export const googleLocation: fc.Arbitrary<GoogleLocation> = fc
  .record({
    title: text(60),
    storeCode: present(text(20)),
    region: fc.constantFrom(...REGIONS),
    address: present(
      fc.record(
        {
          addressLines: fc.array(text(40), { minLength: 1, maxLength: 5 }),
          locality: text(30),
          administrativeArea: text(30),
          postalCode: fc.stringMatching(/^[0-9A-Z]{2,4}[- ]?[0-9A-Z]{2,4}$/),
        },
        { requiredKeys: [] },
      ),
    ),
    phoneCount: fc.integer({ min: -1, max: 2 }),
    phoneSeeds: fc.array(googlePhone, { minLength: 3, maxLength: 3 }),
    websiteUri: present(fc.webUrl({ validSchemes: ['https', 'http'] })),
    categories: present(
      fc.uniqueArray(fc.constantFrom(...CATEGORIES), {
        minLength: 1,
        maxLength: 4,
        selector: (c) => c[0],
      }),
    ),
    regularHours: present(googlePeriods.filter((periods) => periods.length > 0)),
    specialDays: fc.array(specialDay, { maxLength: 4 }),
    latlng: present(
      fc.record({
        latitude: fc.double({ min: -90, max: 90, noNaN: true }),
        longitude: fc.double({ min: -180, max: 180, noNaN: true }),
      }),
    ),
    status: present(fc.constantFrom('OPEN', 'CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY')),
    description: present(text(750)),
    mapsUri: present(fc.constantFrom('https://maps.google.com/maps?cid=4821093756120934501')),
    placeId: present(fc.constantFrom('ChIJ-zerno-kyiv', 'ChIJ-zerno-lviv')),
  })
  .map((g) => {
    const phones = PHONES[g.region];
    const pick = (i: number) => {
      const [index, kind, digits] = g.phoneSeeds[i] ?? [0, 1, ''];
      return kind === 0 ? digits : (phones[index % phones.length] as string);
    };
    const location: GoogleLocation = { title: g.title };
    if (g.storeCode !== undefined) location.storeCode = g.storeCode;
    if (g.address !== undefined)
      location.storefrontAddress = { ...g.address, regionCode: g.region };
    if (g.phoneCount >= 0) {
      const additional = [1, 2].slice(0, g.phoneCount).map(pick);
      location.phoneNumbers = {
        primaryPhone: pick(0),
        ...(additional.length > 0 ? { additionalPhones: additional } : {}),
      };
    }
    if (g.websiteUri !== undefined) location.websiteUri = g.websiteUri;
    if (g.categories !== undefined) {
      const [primary, ...additional] = g.categories.map(([name, displayName]) => ({
        name,
        displayName,
      }));
      location.categories = {
        primaryCategory: primary,
        ...(additional.length > 0 ? { additionalCategories: additional } : {}),
      };
    }
    if (g.regularHours !== undefined) {
      location.regularHours = { periods: g.regularHours };
      // Google takes special hours only beside regular hours; one date is one day's periods.
      const seen = new Set<string>();
      const special = g.specialDays.filter((periods) => {
        const key = JSON.stringify(periods[0]?.startDate);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (special.length > 0) location.specialHours = { specialHourPeriods: special.flat() };
    }
    if (g.latlng !== undefined) {
      const latitude = nonZero(g.latlng.latitude);
      const longitude = nonZero(g.latlng.longitude);
      location.latlng = {
        ...(latitude !== undefined ? { latitude } : {}),
        ...(longitude !== undefined ? { longitude } : {}),
      };
    }
    if (g.status !== undefined) location.openInfo = { status: g.status };
    if (g.description !== undefined) location.profile = { description: g.description };
    if (g.mapsUri !== undefined || g.placeId !== undefined) {
      location.metadata = {
        ...(g.mapsUri !== undefined ? { mapsUri: g.mapsUri } : {}),
        ...(g.placeId !== undefined ? { placeId: g.placeId } : {}),
      };
    }
    return location;
  });

/** One day's periods as our hours editor keeps them: sorted, no overlaps, the last maybe overnight. */
const ourDay: fc.Arbitrary<OpeningPeriod[]> = fc
  .record({
    edges: fc.uniqueArray(fc.integer({ min: 0, max: DAY }), { minLength: 2, maxLength: 6 }),
    overnight: fc.boolean(),
  })
  .map(({ edges, overnight }) => {
    const sorted = [...edges].sort((a, b) => a - b);
    const periods: [number, number][] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2)
      periods.push([sorted[i] as number, sorted[i + 1] as number]);
    const last = periods.at(-1);
    const first = periods[0];
    // Overnight: the last period closes the next day, before this day's first opening.
    if (overnight && last && first && last[1] === DAY && first[0] > 0) last[1] = first[0] - 1;
    return periods.map(([open, close]) => ({ open: hhmm(open), close: hhmm(close) }));
  });

export const ourHours: fc.Arbitrary<WeeklyHours> = fc
  .array(fc.option(ourDay, { nil: undefined }), { minLength: 7, maxLength: 7 })
  .map((days) => {
    const hours: Partial<Record<(typeof WEEKDAYS)[number], readonly OpeningPeriod[]>> = {};
    WEEKDAYS.forEach((day, index) => {
      const periods = days[index];
      if (periods !== undefined && periods.length > 0) hours[day] = periods;
    });
    return hours;
  });

const isoDay = calendarDay.map(
  (date) => `${date.year}-${two(date.month as number)}-${two(date.day as number)}`,
);

const ourSpecialDay: fc.Arbitrary<SpecialDayHours> = fc.oneof(
  isoDay.map((date) => ({ date, endDate: null, closed: true, periods: [] })),
  fc
    .record({ date: isoDay, periods: ourDay, explicitEnd: fc.boolean() })
    .map(({ date, periods, explicitEnd }) => {
      const overnight = periods.some((period) => period.close < period.open);
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      const next = dayAfter({ year, month, day });
      const nextText = `${next.year}-${two(next.month as number)}-${two(next.day as number)}`;
      const endDate = overnight ? nextText : explicitEnd ? date : null;
      return { date, endDate, closed: false, periods };
    }),
);

/** Our fields as a person or the import may set them (phones already E.164, as we keep them). */
export const ourFields: fc.Arbitrary<LinkedLocationFields> = fc
  .record({
    name: text(60),
    storeCode: fc.option(text(20), { nil: null }),
    addressLines: fc.array(text(40), { maxLength: 5 }),
    locality: fc.option(text(30), { nil: null }),
    administrativeArea: fc.option(text(30), { nil: null }),
    postalCode: fc.option(text(10), { nil: null }),
    country: fc.option(fc.constantFrom(...REGIONS), { nil: null }),
    phone: fc.option(fc.constantFrom('+380441234500', '+34612345678', '+12015550123', '123'), {
      nil: null,
    }),
    additionalPhones: fc.array(fc.constantFrom('+380675550100', '+447700900123', '+48221234567'), {
      maxLength: 2,
    }),
    website: fc.option(fc.webUrl(), { nil: null }),
    primaryCategory: fc.option(fc.constantFrom(...CATEGORIES.map(([, name]) => name)), {
      nil: null,
    }),
    additionalCategories: fc.uniqueArray(fc.constantFrom(...CATEGORIES.map(([, name]) => name)), {
      maxLength: 3,
    }),
    hours: ourHours,
    // Latitude and longitude are given together (checkLocation); -0 is 0.
    coordinates: fc.option(
      fc.tuple(
        fc.double({ min: -90, max: 90, noNaN: true }).map((n) => n + 0),
        fc.double({ min: -180, max: 180, noNaN: true }).map((n) => n + 0),
      ),
      { nil: null },
    ),
    googleMapsUrl: fc.option(fc.constant('https://maps.google.com/maps?cid=1'), { nil: null }),
    specialHours: fc
      .uniqueArray(ourSpecialDay, { maxLength: 4, selector: (day) => day.date })
      .map((days) => [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))),
    description: fc.option(text(750), { nil: null }),
    openStatus: fc.option(fc.constantFrom('open', 'closedTemporarily', 'closedPermanently'), {
      nil: null,
    }),
    placeId: fc.option(fc.constant('ChIJ-zerno-kyiv'), { nil: null }),
  })
  .map(({ coordinates, ...fields }) => ({
    ...fields,
    latitude: coordinates?.[0] ?? null,
    longitude: coordinates?.[1] ?? null,
  }));

/** Every category id of the catalogue with its display name. */
export const CATEGORY_IDS = CATEGORIES.map(([id, displayName]) => ({ id, displayName }));
