import type { ImportedField } from '../import/import-types';

/** A field of the contract's LocationInput: what the maps import writes, and what only a form or Google writes. */
export type LocationInputField = ImportedField | 'specialHours' | 'description' | 'openStatus';

/** Each contract location field a person writes and the `locations` column that stores it. */
export const LOCATION_COLUMNS: Readonly<Record<LocationInputField, string>> = {
  storeCode: 'store_code',
  name: 'name',
  addressLines: 'address_lines',
  locality: 'locality',
  administrativeArea: 'administrative_area',
  postalCode: 'postal_code',
  country: 'country',
  phone: 'phone',
  additionalPhones: 'additional_phones',
  website: 'website',
  primaryCategory: 'primary_category',
  additionalCategories: 'additional_categories',
  hours: 'hours',
  latitude: 'latitude',
  longitude: 'longitude',
  googleMapsUrl: 'google_maps_url',
  specialHours: 'special_hours',
  description: 'description',
  openStatus: 'open_status',
};

/** The fields kept as JSON (sent to the database as JSON text). */
export const LOCATION_JSON_FIELDS: ReadonlySet<string> = new Set(['hours', 'specialHours']);
