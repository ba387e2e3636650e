import {
  cleanPhone,
  cleanText,
  isPlausiblePhone,
  normaliseCountry,
  parseDecimal,
  toHttpUri,
} from './field-rules';
import { IMPORT_LIMITS } from './import-limits';
import {
  DAYS_OF_WEEK,
  type DayOfWeek,
  type FieldError,
  type ImportFormat,
  type LocationInput,
  type WeeklyHours,
} from './import-types';
import { parseDayHours } from './parse-day-hours';

/** A location as read from a file, still raw text; every parser produces one per row. */
export interface LocationDraft {
  source: ImportFormat;
  storeCode: string;
  name: string;
  addressLines: string[];
  locality: string;
  administrativeArea: string;
  postalCode: string;
  country: string;
  phone: string;
  additionalPhones: string[];
  website: string;
  primaryCategory: string;
  additionalCategories: string[];
  /** Raw hours cells by day; a day without a column is absent. */
  hours: Partial<Record<DayOfWeek, string>>;
  latitude: string;
  longitude: string;
  googleMapsUrl: string;
}

/** The result of checking one draft: the normalised location, or the field errors that stop it. */
export interface ValidatedLocation {
  input: LocationInput | null;
  errors: FieldError[];
}

const { maxLength, maxListItems } = IMPORT_LIMITS;
const DAY_LABEL: Record<DayOfWeek, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Applies every per-row rule of the import to a draft and normalises it into a {@link LocationInput}. */
export function validateLocation(draft: LocationDraft): ValidatedLocation {
  const errors: FieldError[] = [];
  const fail = (field: string, code: FieldError['code'], message: string) => {
    errors.push({ field, code, message });
  };
  const text = (field: string, label: string, raw: string, limit: number): string | null => {
    const value = cleanText(raw);
    if (value.length > limit) {
      fail(
        field,
        'too_long',
        `${label} is ${value.length} characters long; at most ${limit} are allowed`,
      );
    }
    return value === '' ? null : value;
  };
  const list = (field: string, label: string, raw: string[], limit: number): string[] => {
    const items = raw.map(cleanText).filter((item) => item !== '');
    if (items.length > maxListItems) {
      fail(
        field,
        'too_many_items',
        `${label} has ${items.length} entries; at most ${maxListItems} are allowed`,
      );
    }
    const long = items.find((item) => item.length > limit);
    if (long !== undefined) {
      fail(
        field,
        'too_long',
        `${label} has an entry of ${long.length} characters; at most ${limit} are allowed`,
      );
    }
    return items;
  };

  const storeCode = text('storeCode', 'Store code', draft.storeCode, maxLength.storeCode);
  if (storeCode === null) fail('storeCode', 'required', 'Store code is required');
  const name = text('name', 'Business name', draft.name, maxLength.name);
  if (name === null) fail('name', 'required', 'Business name is required');
  const addressLines = list('addressLines', 'Address', draft.addressLines, maxLength.addressLine);
  const locality = text('locality', 'Locality', draft.locality, maxLength.locality);
  const administrativeArea = text(
    'administrativeArea',
    'Administrative area',
    draft.administrativeArea,
    maxLength.administrativeArea,
  );
  const postalCode = text('postalCode', 'Postal code', draft.postalCode, maxLength.postalCode);

  const countryText = cleanText(draft.country);
  const country = countryText === '' ? null : normaliseCountry(countryText);
  if (countryText !== '' && country === null) {
    fail(
      'country',
      'country_invalid',
      `"${countryText}" is not a two-letter country code such as US, DE or UA`,
    );
  }

  const phone = text('phone', 'Primary phone', draft.phone, maxLength.phone);
  if (phone !== null && !isPlausiblePhone(phone)) {
    fail(
      'phone',
      'phone_invalid',
      `"${phone}" is not a phone number; write it like +1 415-555-0100 or (415) 555-0100`,
    );
  }
  const additionalPhones = list(
    'additionalPhones',
    'Additional phones',
    draft.additionalPhones,
    maxLength.phone,
  );
  const badPhone = additionalPhones.find((item) => !isPlausiblePhone(item));
  if (badPhone !== undefined) {
    fail(
      'additionalPhones',
      'phone_invalid',
      `"${badPhone}" is not a phone number; separate several numbers with commas`,
    );
  }

  const url = (field: string, label: string, raw: string, limit: number): string | null => {
    const value = cleanText(raw);
    if (value === '') return null;
    const uri = toHttpUri(value);
    if (uri === null) {
      fail(
        field,
        'url_invalid',
        `${label} "${value}" is not a web address; write it in full, e.g. https://example.com`,
      );
    } else if (uri.length > limit) {
      fail(
        field,
        'too_long',
        `${label} is ${uri.length} characters long; at most ${limit} are allowed`,
      );
    }
    return uri;
  };
  const website = url('website', 'Website', draft.website, maxLength.website);
  const googleMapsUrl = url(
    'googleMapsUrl',
    'Google Maps URL',
    draft.googleMapsUrl,
    maxLength.googleMapsUrl,
  );

  const primaryCategory = text(
    'primaryCategory',
    'Primary category',
    draft.primaryCategory,
    maxLength.category,
  );
  const additionalCategories = list(
    'additionalCategories',
    'Additional categories',
    draft.additionalCategories,
    maxLength.category,
  );

  const hours = readHours(draft.hours, fail);
  const { latitude, longitude } = readCoordinates(draft.latitude, draft.longitude, fail);

  if (errors.length > 0 || storeCode === null || name === null) return { input: null, errors };
  return {
    errors,
    input: {
      storeCode,
      name,
      addressLines,
      locality,
      administrativeArea,
      postalCode,
      country,
      phone: phone === null ? null : cleanPhone(phone),
      additionalPhones: additionalPhones.map(cleanPhone),
      website,
      primaryCategory,
      additionalCategories,
      hours,
      latitude,
      longitude,
      googleMapsUrl,
      source: draft.source,
    },
  };
}

type Fail = (field: string, code: FieldError['code'], message: string) => void;

// All days blank means the file says nothing about hours (null); otherwise closed days are omitted.
function readHours(cells: LocationDraft['hours'], fail: Fail): WeeklyHours | null {
  const hours: WeeklyHours = {};
  let specified = false;
  for (const day of DAYS_OF_WEEK) {
    const cell = cells[day];
    if (cell === undefined) continue;
    const result = parseDayHours(cell);
    if (result.kind === 'error')
      fail(`hours.${day}`, result.code, `${DAY_LABEL[day]} hours: ${result.message}`);
    if (result.kind !== 'unspecified') specified = true;
    if (result.kind === 'open') hours[day] = result.periods;
  }
  return specified ? hours : null;
}

function readCoordinates(
  latitudeText: string,
  longitudeText: string,
  fail: Fail,
): { latitude: number | null; longitude: number | null } {
  const read = (field: string, label: string, raw: string, bound: number): number | null => {
    const value = cleanText(raw);
    if (value === '') return null;
    const number = parseDecimal(value);
    if (number === null) {
      fail(field, 'not_a_number', `${label} "${value}" is not a decimal number such as 48.8584`);
      return null;
    }
    if (number < -bound || number > bound) {
      fail(field, 'out_of_range', `${label} ${value} is outside -${bound}..${bound}`);
      return null;
    }
    return number;
  };
  const latitude = read('latitude', 'Latitude', latitudeText, 90);
  const longitude = read('longitude', 'Longitude', longitudeText, 180);
  const latitudeGiven = cleanText(latitudeText) !== '';
  const longitudeGiven = cleanText(longitudeText) !== '';
  if (latitudeGiven && !longitudeGiven) {
    fail(
      'longitude',
      'coordinates_incomplete',
      'Longitude is missing; give both latitude and longitude or neither',
    );
  }
  if (longitudeGiven && !latitudeGiven) {
    fail(
      'latitude',
      'coordinates_incomplete',
      'Latitude is missing; give both latitude and longitude or neither',
    );
  }
  return { latitude, longitude };
}
