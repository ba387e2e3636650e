import { cleanText, normaliseCountry } from './field-rules';
import { headerKey } from './gbp-columns';
import { type ImportFileError, importFileError } from './import-file-error';
import { IMPORT_LIMITS } from './import-limits';
import type { ImportedField, ParsedRows, PreviewRow } from './import-types';
import { takeoutStoreCode } from './takeout-store-code';
import { type LocationDraft, validateLocation } from './validate-location';
import { withoutCountry } from './without-country';

type Json = Record<string, unknown>;

// What a saved place carries; phones, website, categories and hours stay as they are on re-import.
const TAKEOUT_FIELDS: ImportedField[] = [
  'storeCode',
  'name',
  'addressLines',
  'country',
  'latitude',
  'longitude',
  'googleMapsUrl',
];

/** True when parsed JSON is a GeoJSON FeatureCollection (or a bare list of features), as Takeout writes saved places. */
export function isFeatureCollection(json: unknown): boolean {
  return featuresOf(json) !== null;
}

/**
 * Reads Google Takeout saved places (`Saved Places.json`): both the older export (`Google Maps URL`,
 * `Location` { `Business Name`, `Address`, `Country Code`, `Geo Coordinates` }, `Title`) and the
 * newer one (`google_maps_url`, `location` { `name`, `address`, `country_code` }, `date`, `comment`).
 * Coordinates come from the Point geometry [longitude, latitude]; Takeout writes [0, 0] for places
 * without a location, which is read as no coordinates.
 */
export function parseTakeoutGeojson(json: unknown): ParsedRows | ImportFileError {
  const features = featuresOf(json);
  if (features === null) {
    return importFileError('UNSUPPORTED_FORMAT', { id: 'importFile.notGeojson' });
  }
  if (features.length === 0) return importFileError('NO_ROWS', { id: 'importFile.noPlaces' });
  if (features.length > IMPORT_LIMITS.maxRows) {
    return importFileError('TOO_MANY_ROWS', {
      id: 'importFile.tooManyPlaces',
      params: { count: features.length, max: IMPORT_LIMITS.maxRows },
    });
  }
  const rows = features.map((feature, index): PreviewRow => {
    const draft = toDraft(feature);
    const { input, errors } = validateLocation(draft);
    return {
      row: index + 1,
      storeCode: input?.storeCode ?? (draft.storeCode || null),
      name: input?.name ?? (cleanText(draft.name) || null),
      status: input ? 'create' : 'invalid',
      errors,
      input,
    };
  });
  return { rows, fields: TAKEOUT_FIELDS };
}

function featuresOf(json: unknown): unknown[] | null {
  if (Array.isArray(json)) return json.every(isFeature) ? json : null;
  if (!isObject(json)) return null;
  const features = json.features;
  if (!Array.isArray(features)) return null;
  if (json.type !== undefined && json.type !== 'FeatureCollection') return null;
  return features;
}

function isFeature(value: unknown): boolean {
  return isObject(value) && value.type === 'Feature';
}

function toDraft(feature: unknown): LocationDraft {
  const properties = objectAt(feature, ['properties']);
  const location = objectAt(properties, ['location']);
  const geo = objectAt(location, ['geocoordinates']);
  const url = textAt(properties, ['googlemapsurl', 'url']);
  const address = textAt(location, ['address']) || textAt(properties, ['address']);
  const [latitude, longitude] = coordinates(feature, geo);
  const country = textAt(location, ['countrycode']) || textAt(properties, ['countrycode']);
  // The country goes into its own field, once: not again at the end of the address line.
  const line = withoutCountry(address, normaliseCountry(country));
  const name =
    textAt(location, ['businessname', 'name']) ||
    textAt(properties, ['title', 'name']) ||
    // Dropped pins and unnamed places carry only an address or a point; Maps names them so too.
    (address.split(',')[0] ?? '').trim() ||
    (latitude && longitude ? `${latitude}, ${longitude}` : '');
  return {
    source: 'takeout-geojson',
    storeCode: takeoutStoreCode(url, name, latitude, longitude),
    name,
    addressLines: line === '' ? [] : [line],
    locality: '',
    administrativeArea: '',
    postalCode: '',
    country,
    phone: '',
    additionalPhones: [],
    website: '',
    primaryCategory: '',
    additionalCategories: [],
    hours: {},
    latitude,
    longitude,
    googleMapsUrl: url,
  };
}

function coordinates(feature: unknown, geo: Json | null): [string, string] {
  const geometry = objectAt(feature, ['geometry']);
  const point = geometry?.type === 'Point' ? geometry.coordinates : null;
  if (Array.isArray(point) && point.length >= 2) {
    const [lng, lat] = point;
    if (typeof lng === 'number' && typeof lat === 'number' && !(lng === 0 && lat === 0)) {
      return [String(lat), String(lng)];
    }
  }
  const lat = textAt(geo, ['latitude']);
  const lng = textAt(geo, ['longitude']);
  if (lat === '0' && lng === '0') return ['', ''];
  return [lat, lng];
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Takeout has changed key spelling between exports ("Business Name", "business_name", "name").
function valueAt(object: Json | null, keys: string[]): unknown {
  if (object === null) return undefined;
  for (const [key, value] of Object.entries(object)) {
    if (keys.includes(headerKey(key))) return value;
  }
  return undefined;
}

function objectAt(object: unknown, keys: string[]): Json | null {
  const value = valueAt(isObject(object) ? object : null, keys);
  return isObject(value) ? value : null;
}

function textAt(object: Json | null, keys: string[]): string {
  const value = valueAt(object, keys);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
