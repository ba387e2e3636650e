import type { GoogleLocation } from '@agency/core';
import {
  changedLocationFields,
  fromGoogleLocation,
  LINKED_LOCATION_FIELDS,
  type LinkedLocationField,
  type LinkedLocationFields,
  type OpenStatus,
  type SpecialDayHours,
} from '@agency/core';
import { cleanPhone, toHttpUri } from '../import/field-rules';
import { LOCATION_COLUMNS, LOCATION_JSON_FIELDS } from '../pins/location-columns';

/** A linked field a person or Google writes (the contract's LinkedLocationField): all but the read-only Maps link and place id. */
export type WritableField = Exclude<LinkedLocationField, 'googleMapsUrl' | 'placeId'>;

/** True for a writable linked field. */
export function isWritableLinkedField(field: string): field is WritableField {
  return (
    (LINKED_LOCATION_FIELDS as readonly string[]).includes(field) &&
    field !== 'googleMapsUrl' &&
    field !== 'placeId'
  );
}

/** The writable linked fields, in core's order. */
export const WRITABLE_LINKED_FIELDS: readonly WritableField[] =
  LINKED_LOCATION_FIELDS.filter(isWritableLinkedField);

/** The `locations` column of each linked field: a person's fields' columns, and the place id Google gives. */
export const LINKED_COLUMNS: Readonly<Record<LinkedLocationField, string>> = {
  ...LOCATION_COLUMNS,
  placeId: 'place_id',
};

function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A `locations` row's linked fields. */
export function rowFields(row: Record<string, unknown>): LinkedLocationFields {
  const text = (column: string) => (row[column] as string | null | undefined) ?? null;
  const number = (column: string) =>
    row[column] === null || row[column] === undefined ? null : Number(row[column]);
  return {
    name: String(row.name ?? ''),
    storeCode: text('store_code'),
    addressLines: (row.address_lines as string[] | null) ?? [],
    locality: text('locality'),
    administrativeArea: text('administrative_area'),
    postalCode: text('postal_code'),
    country: text('country'),
    phone: text('phone'),
    additionalPhones: (row.additional_phones as string[] | null) ?? [],
    website: text('website'),
    primaryCategory: text('primary_category'),
    additionalCategories: (row.additional_categories as string[] | null) ?? [],
    hours: json(row.hours) ?? {},
    latitude: number('latitude'),
    longitude: number('longitude'),
    googleMapsUrl: text('google_maps_url'),
    specialHours: json<SpecialDayHours[] | null>(row.special_hours) ?? [],
    description: text('description'),
    openStatus: text('open_status') as OpenStatus | null,
    placeId: text('place_id'),
  };
}

const clip = (value: string | null, max: number) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text.slice(0, max);
};
const PHONE = /^[+0-9 ()-]{3,40}$/;
const phone = (value: string) => {
  const cleaned = cleanPhone(value);
  return PHONE.test(cleaned) ? cleaned : null;
};
const url = (value: string | null) => {
  const uri = value === null ? null : toHttpUri(value);
  return uri !== null && uri.length <= 2000 ? uri : null;
};
const within = (value: number | null, limit: number) =>
  value !== null && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

/**
 * A Google location's linked fields as our locations may hold them (core fromGoogleLocation, then
 * the contract's limits: texts cut to their length, phones and web addresses that the contract would
 * refuse left out, at most ten list entries, a hundred special days).
 */
export function googleFields(location: GoogleLocation): LinkedLocationFields {
  const fields = fromGoogleLocation(location);
  const phones = fields.additionalPhones.map(phone).filter((item) => item !== null);
  const country = fields.country?.toUpperCase() ?? null;
  return {
    ...fields,
    name: clip(fields.name, 200) ?? '—',
    storeCode: clip(fields.storeCode, 64),
    addressLines: fields.addressLines.map((line) => line.slice(0, 200)).slice(0, 10),
    locality: clip(fields.locality, 120),
    administrativeArea: clip(fields.administrativeArea, 120),
    postalCode: clip(fields.postalCode, 20),
    country: country !== null && /^[A-Z]{2}$/.test(country) ? country : null,
    phone: fields.phone === null ? null : phone(fields.phone),
    additionalPhones: phones.slice(0, 10),
    website: url(fields.website),
    primaryCategory: clip(fields.primaryCategory, 120),
    additionalCategories: fields.additionalCategories
      .map((name) => name.slice(0, 120))
      .slice(0, 10),
    latitude: within(fields.latitude, 90),
    longitude: within(fields.longitude, 180),
    googleMapsUrl: url(fields.googleMapsUrl),
    specialHours: fields.specialHours
      .slice(0, 100)
      .map((day) => ({ ...day, periods: day.periods.slice(0, 8) })),
    description: clip(fields.description, 750),
    placeId: clip(fields.placeId, 200),
  };
}

/** The columns and values that write `names` of `fields` into a location (JSON fields as JSON text). */
export function fieldColumns(
  fields: LinkedLocationFields,
  names: readonly LinkedLocationField[],
): { columns: string[]; values: unknown[] } {
  const columns: string[] = [];
  const values: unknown[] = [];
  for (const name of new Set(names)) {
    columns.push(LINKED_COLUMNS[name]);
    values.push(LOCATION_JSON_FIELDS.has(name) ? JSON.stringify(fields[name]) : fields[name]);
  }
  return { columns, values };
}

/** The writable linked fields whose values differ between ours and Google's (core's comparison). */
export function differingFields(
  ours: LinkedLocationFields,
  google: LinkedLocationFields,
): WritableField[] {
  return changedLocationFields(ours, google).filter(isWritableLinkedField);
}
