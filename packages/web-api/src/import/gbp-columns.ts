import { DAYS_OF_WEEK, type DayOfWeek, type ImportedField } from './import-types';

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
const COLUMNS: ReadonlyMap<string, GbpColumn> = new Map(
  Object.entries({
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
  } as Record<string, GbpColumn>),
);

/** The header of a spreadsheet column reduced to letters and digits, lower case. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The GBP column a header names, or `null` for columns the import ignores (labels, photos, special hours...). */
export function gbpColumn(header: string): GbpColumn | null {
  // A Map: a header named `Constructor` or `__proto__` is an unknown column, not a property.
  return COLUMNS.get(headerKey(header)) ?? null;
}

const DAY_HEADERS: Record<DayOfWeek, string> = {
  monday: 'Monday hours',
  tuesday: 'Tuesday hours',
  wednesday: 'Wednesday hours',
  thursday: 'Thursday hours',
  friday: 'Friday hours',
  saturday: 'Saturday hours',
  sunday: 'Sunday hours',
};

// The Business Profile headers of the fields; the Maps URL is Takeout's, which the spreadsheet lacks.
const FIELD_HEADERS: Record<Exclude<ImportedField, 'hours'>, string> = {
  storeCode: 'Store code',
  name: 'Business name',
  addressLines: 'Address line 1',
  locality: 'Locality',
  administrativeArea: 'Administrative area',
  postalCode: 'Postal code',
  country: 'Country / Region',
  phone: 'Primary phone',
  additionalPhones: 'Additional phones',
  website: 'Website',
  primaryCategory: 'Primary category',
  additionalCategories: 'Additional categories',
  latitude: 'Latitude',
  longitude: 'Longitude',
  googleMapsUrl: 'Google Maps URL',
};

/** The spreadsheet column of a row error's field as the GBP header names it (`hours.tuesday` is "Tuesday hours"). */
export function columnOf(field: string): string {
  if (field.startsWith('hours.')) return DAY_HEADERS[field.slice(6) as DayOfWeek] ?? field;
  return FIELD_HEADERS[field as keyof typeof FIELD_HEADERS] ?? field;
}

/** The header of the n-th address line column (0-based): "Address line 1"… */
export function addressLineColumn(index: number): string {
  return `Address line ${index + 1}`;
}
