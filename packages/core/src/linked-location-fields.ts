import type { OpenStatus } from './open-status';
import type { OpeningPeriod, WeeklyHours } from './opening-hours';
import { DEFAULT_PHONE_REGION, normalizePhone } from './phone';
import { WEEKDAYS } from './weekdays';

// The open statuses have their own module: the browser reads them without this one, whose phone
// comparison would bring libphonenumber's metadata into every page through core's index.
export type { OpenStatus } from './open-status';

/**
 * One day of special hours (a holiday, an event): closed all day, or open in its own periods. A
 * period that closes before it opens runs past midnight and ends the next day.
 */
export interface SpecialDayHours {
  /** The day, `YYYY-MM-DD`. */
  readonly date: string;
  /** The day the last period ends, `YYYY-MM-DD`: `date`, or the next day when one runs past midnight; null: not said (`date`). */
  readonly endDate: string | null;
  readonly closed: boolean;
  /** Empty when closed. */
  readonly periods: readonly OpeningPeriod[];
}

/** The fields of one of our locations that a Google Business Profile location also holds. */
export interface LinkedLocationFields {
  readonly name: string;
  readonly storeCode: string | null;
  readonly addressLines: readonly string[];
  readonly locality: string | null;
  readonly administrativeArea: string | null;
  readonly postalCode: string | null;
  /** ISO 3166-1 alpha-2. */
  readonly country: string | null;
  /** E.164 when it is a possible number (see normalizePhone), else the text as it came. */
  readonly phone: string | null;
  readonly additionalPhones: readonly string[];
  readonly website: string | null;
  /** A category's display name ("Coffee shop"). */
  readonly primaryCategory: string | null;
  readonly additionalCategories: readonly string[];
  readonly hours: WeeklyHours;
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** Read only: Google's link to the place on Maps. */
  readonly googleMapsUrl: string | null;
  readonly specialHours: readonly SpecialDayHours[];
  readonly description: string | null;
  readonly openStatus: OpenStatus | null;
  /** Read only: the Maps place id. */
  readonly placeId: string | null;
}

/** A field of LinkedLocationFields. */
export type LinkedLocationField = keyof LinkedLocationFields;

/** Every linked field, in the contract's order, the four added with the Google link last. */
export const LINKED_LOCATION_FIELDS: readonly LinkedLocationField[] = [
  'storeCode',
  'name',
  'addressLines',
  'locality',
  'administrativeArea',
  'postalCode',
  'country',
  'phone',
  'additionalPhones',
  'website',
  'primaryCategory',
  'additionalCategories',
  'hours',
  'latitude',
  'longitude',
  'googleMapsUrl',
  'specialHours',
  'description',
  'openStatus',
  'placeId',
];

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const periodKey = (period: OpeningPeriod) => `${period.open}-${period.close}`;

/** A phone as compared: E.164 when possible (in the location's country), else the trimmed text. */
function phoneKey(phone: string, country: string | null): string {
  return normalizePhone(phone, country ?? DEFAULT_PHONE_REGION) ?? phone.trim();
}

/** A field's value in a form where two values that mean the same are the same JSON. */
function comparable(fields: LinkedLocationFields, field: LinkedLocationField): unknown {
  switch (field) {
    case 'phone':
      return fields.phone === null ? null : phoneKey(fields.phone, fields.country);
    case 'additionalPhones':
      return fields.additionalPhones.map((phone) => phoneKey(phone, fields.country));
    case 'hours':
      // Periods are a set per day; a day without periods is a closed day, as an omitted one.
      return WEEKDAYS.map((day) => (fields.hours[day] ?? []).map(periodKey).sort(byText));
    case 'specialHours':
      return fields.specialHours
        .map((day) =>
          JSON.stringify([
            day.date,
            day.endDate,
            day.closed,
            day.periods.map(periodKey).sort(byText),
          ]),
        )
        .sort(byText);
    default:
      return fields[field];
  }
}

/**
 * The linked fields whose values differ, in LINKED_LOCATION_FIELDS order. Phones are compared as
 * numbers (`044 123 4500` in UA is `+380441234500`), hours and special hours as sets of periods
 * (their order does not count); every other field as it is.
 */
export function changedLocationFields(
  before: LinkedLocationFields,
  after: LinkedLocationFields,
): LinkedLocationField[] {
  return LINKED_LOCATION_FIELDS.filter(
    (field) =>
      JSON.stringify(comparable(before, field)) !== JSON.stringify(comparable(after, field)),
  );
}
