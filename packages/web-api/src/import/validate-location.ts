import { DEFAULT_PHONE_REGION, normalizePhone } from '@agency/core/forms';
import {
  cleanPhone,
  cleanText,
  isPlausiblePhone,
  normaliseCountry,
  toHttpUri,
} from './field-rules';
import { addressLineColumn, columnOf } from './gbp-columns';
import { IMPORT_LIMITS } from './import-limits';
import type { DayOfWeek, FieldError, ImportFormat, LocationInput } from './import-types';
import { readCoordinates } from './read-coordinates';
import { type FailField, readWeeklyHours } from './read-weekly-hours';

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

// A plausible phone of a spreadsheet in E.164 in the row's country (decision 0037); one that
// libphonenumber does not read as a possible number is kept cleaned, as the export had it.
function importedPhone(phone: string, country: string | null): string {
  return normalizePhone(phone, country ?? DEFAULT_PHONE_REGION) ?? cleanPhone(phone);
}

/** Applies every per-row rule of the import to a draft and normalises it into a {@link LocationInput}. */
export function validateLocation(draft: LocationDraft): ValidatedLocation {
  const errors: FieldError[] = [];
  const fail: FailField = (field, code, text, column = columnOf(field)) => {
    errors.push({ field, code, column, text });
  };
  const tooLong = (field: string, length: number, max: number, column?: string) =>
    fail(field, 'too_long', { id: 'import.tooLong', params: { length, max } }, column);
  const text = (field: string, raw: string, limit: number): string | null => {
    const value = cleanText(raw);
    if (value.length > limit) tooLong(field, value.length, limit);
    return value === '' ? null : value;
  };
  // A list cell, or the address line columns: `column` names the column of the n-th entry.
  const list = (
    field: string,
    raw: string[],
    limit: number,
    column?: (index: number) => string,
  ): string[] => {
    const items = raw.map(cleanText).filter((item) => item !== '');
    if (items.length > maxListItems) {
      fail(field, 'too_many_items', {
        id: 'import.tooManyItems',
        params: { count: items.length, max: maxListItems },
      });
    }
    const long = items.find((item) => item.length > limit);
    if (long !== undefined) {
      const at = raw.findIndex((item) => cleanText(item) === long);
      tooLong(field, long.length, limit, column?.(at));
    }
    return items;
  };

  const storeCode = text('storeCode', draft.storeCode, maxLength.storeCode);
  if (storeCode === null) fail('storeCode', 'required', { id: 'import.required' });
  const name = text('name', draft.name, maxLength.name);
  if (name === null) fail('name', 'required', { id: 'import.required' });
  const addressLines = list(
    'addressLines',
    draft.addressLines,
    maxLength.addressLine,
    addressLineColumn,
  );
  const locality = text('locality', draft.locality, maxLength.locality);
  const administrativeArea = text(
    'administrativeArea',
    draft.administrativeArea,
    maxLength.administrativeArea,
  );
  const postalCode = text('postalCode', draft.postalCode, maxLength.postalCode);

  const countryText = cleanText(draft.country);
  const country = countryText === '' ? null : normaliseCountry(countryText);
  if (countryText !== '' && country === null) {
    fail('country', 'country_invalid', {
      id: 'import.countryInvalid',
      params: { value: countryText },
    });
  }

  const phone = text('phone', draft.phone, maxLength.phone);
  if (phone !== null && !isPlausiblePhone(phone)) {
    fail('phone', 'phone_invalid', { id: 'import.phoneInvalid', params: { value: phone } });
  }
  const additionalPhones = list('additionalPhones', draft.additionalPhones, maxLength.phone);
  const badPhone = additionalPhones.find((item) => !isPlausiblePhone(item));
  if (badPhone !== undefined) {
    fail('additionalPhones', 'phone_invalid', {
      id: 'import.phoneInvalid',
      params: { value: badPhone },
    });
  }

  const url = (field: string, raw: string, limit: number): string | null => {
    const value = cleanText(raw);
    if (value === '') return null;
    const uri = toHttpUri(value);
    if (uri === null) fail(field, 'url_invalid', { id: 'import.urlInvalid', params: { value } });
    else if (uri.length > limit) tooLong(field, uri.length, limit);
    return uri;
  };
  const website = url('website', draft.website, maxLength.website);
  const googleMapsUrl = url('googleMapsUrl', draft.googleMapsUrl, maxLength.googleMapsUrl);

  const primaryCategory = text('primaryCategory', draft.primaryCategory, maxLength.category);
  const additionalCategories = list(
    'additionalCategories',
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
      phone: phone === null ? null : importedPhone(phone, country),
      additionalPhones: additionalPhones.map((item) => importedPhone(item, country)),
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
