import {
  cleanPhone,
  cleanText,
  isPlausiblePhone,
  normaliseCountry,
  toHttpUri,
} from './field-rules';
import { IMPORT_LIMITS } from './import-limits';
import type { DayOfWeek, FieldError, ImportFormat, LocationInput } from './import-types';
import { readCoordinates } from './read-coordinates';
import { readWeeklyHours } from './read-weekly-hours';

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

  const hours = readWeeklyHours(draft.hours, fail);
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
