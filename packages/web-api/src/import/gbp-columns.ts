import { DAYS_OF_WEEK, type DayOfWeek } from './import-types';

/** What a GBP spreadsheet column feeds in a location draft. */
export type GbpColumn =
  | { kind: 'storeCode' }
  | { kind: 'name' }
  | { kind: 'addressLine'; index: number }
  | { kind: 'subLocality' }
  | { kind: 'locality' }
  | { kind: 'administrativeArea' }
  | { kind: 'country' }
  | { kind: 'postalCode' }
  | { kind: 'latitude' }
  | { kind: 'longitude' }
  | { kind: 'phone' }
  | { kind: 'additionalPhones' }
  | { kind: 'website' }
  | { kind: 'primaryCategory' }
  | { kind: 'additionalCategories' }
  | { kind: 'hours'; day: DayOfWeek };

// Keys are headers lower-cased with everything but letters and digits removed, so that
// "Country / Region", "country/region" and "COUNTRY REGION" all match.
const COLUMNS: Record<string, GbpColumn> = {
  storecode: { kind: 'storeCode' },
  businessname: { kind: 'name' },
  name: { kind: 'name' },
  sublocality: { kind: 'subLocality' },
  locality: { kind: 'locality' },
  city: { kind: 'locality' },
  administrativearea: { kind: 'administrativeArea' },
  state: { kind: 'administrativeArea' },
  countryregion: { kind: 'country' },
  country: { kind: 'country' },
  countrycode: { kind: 'country' },
  postalcode: { kind: 'postalCode' },
  zipcode: { kind: 'postalCode' },
  latitude: { kind: 'latitude' },
  longitude: { kind: 'longitude' },
  primaryphone: { kind: 'phone' },
  phone: { kind: 'phone' },
  additionalphones: { kind: 'additionalPhones' },
  website: { kind: 'website' },
  primarycategory: { kind: 'primaryCategory' },
  additionalcategories: { kind: 'additionalCategories' },
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].map((n) => [`addressline${n}`, { kind: 'addressLine', index: n - 1 }]),
  ),
  ...Object.fromEntries(DAYS_OF_WEEK.map((day) => [`${day}hours`, { kind: 'hours', day }])),
};

/** The header of a spreadsheet column reduced to letters and digits, lower case. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The GBP column a header names, or `null` for columns the import ignores (labels, photos, special hours...). */
export function gbpColumn(header: string): GbpColumn | null {
  return COLUMNS[headerKey(header)] ?? null;
}
