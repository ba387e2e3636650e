import type { ImportedField } from '../import/import-types';

/** Each contract location field and the `locations` column that stores it. */
export const LOCATION_COLUMNS: Readonly<Record<ImportedField, string>> = {
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
};
