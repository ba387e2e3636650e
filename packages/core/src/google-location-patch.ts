import { hoursToGoogle, specialHoursToGoogle } from './google-hours';
import type { GoogleCategoryId } from './google-location';
import type { GoogleLocation } from './google-location-types';
import type {
  LinkedLocationField,
  LinkedLocationFields,
  OpenStatus,
} from './linked-location-fields';
import { DEFAULT_PHONE_REGION, formatPhone, normalizePhone } from './phone';

/** What toGoogleLocation gives: the PATCH body and its update mask, or why there is none. */
export type GoogleLocationPatch =
  | {
      readonly kind: 'patch';
      /** The body of `PATCH …/v1/{location.name=locations/*}`. */
      readonly location: GoogleLocation;
      /** The `updateMask` query value: Google's field paths, separated by commas; empty for none. */
      readonly updateMask: string;
    }
  | {
      readonly kind: 'error';
      /** A category display name with no known Google id: look it up in `categories.list`. */
      readonly code: 'category_unknown';
      readonly displayNames: readonly string[];
    };

/**
 * Google's update-mask paths of each of our fields. The address goes by its parts, so the parts we
 * do not hold (sublocality, organization, the address's language) stay as they are; phone numbers
 * and categories go whole, as their schema requires; the Maps link and the place id are output
 * only and never sent.
 */
export const GOOGLE_FIELD_PATHS: Readonly<Record<LinkedLocationField, readonly string[]>> = {
  name: ['title'],
  storeCode: ['storeCode'],
  addressLines: ['storefrontAddress.addressLines'],
  locality: ['storefrontAddress.locality'],
  administrativeArea: ['storefrontAddress.administrativeArea'],
  postalCode: ['storefrontAddress.postalCode'],
  country: ['storefrontAddress.regionCode'],
  phone: ['phoneNumbers'],
  additionalPhones: ['phoneNumbers'],
  website: ['websiteUri'],
  primaryCategory: ['categories'],
  additionalCategories: ['categories'],
  hours: ['regularHours'],
  specialHours: ['specialHours'],
  latitude: ['latlng'],
  longitude: ['latlng'],
  description: ['profile.description'],
  openStatus: ['openInfo.status'],
  googleMapsUrl: [],
  placeId: [],
};

const GOOGLE_OPEN_STATUS: Readonly<Record<OpenStatus, string>> = {
  open: 'OPEN',
  closedTemporarily: 'CLOSED_TEMPORARILY',
  closedPermanently: 'CLOSED_PERMANENTLY',
};

/** A phone as Google prefers it, international (`+380 44 123 4500`); other text as it is. */
function googlePhone(phone: string, country: string | null): string {
  const e164 = normalizePhone(phone, country ?? DEFAULT_PHONE_REGION);
  return e164 === null ? phone : formatPhone(e164, 'international');
}

/** Google's phoneNumbers (always both parts, as its schema asks), or null for none. */
function phoneNumbers(fields: LinkedLocationFields): GoogleLocation['phoneNumbers'] | null {
  const { phone, additionalPhones, country } = fields;
  if (phone === null && additionalPhones.length === 0) return null;
  return {
    ...(phone === null ? {} : { primaryPhone: googlePhone(phone, country) }),
    ...(additionalPhones.length > 0
      ? { additionalPhones: additionalPhones.map((other) => googlePhone(other, country)) }
      : {}),
  };
}

/** Google's categories by id (a display name is output only), or null for none. */
function categories(
  fields: LinkedLocationFields,
  idOf: (displayName: string) => string | undefined,
): GoogleLocation['categories'] | null {
  const { primaryCategory, additionalCategories } = fields;
  if (primaryCategory === null && additionalCategories.length === 0) return null;
  return {
    ...(primaryCategory === null ? {} : { primaryCategory: { name: idOf(primaryCategory) } }),
    ...(additionalCategories.length > 0
      ? { additionalCategories: additionalCategories.map((name) => ({ name: idOf(name) })) }
      : {}),
  };
}

/** Our value at each Google path (null: not in the body). */
function pathValues(
  fields: LinkedLocationFields,
  idOf: (displayName: string) => string | undefined,
): Readonly<Record<string, () => unknown>> {
  const { latitude, longitude } = fields;
  return {
    title: () => fields.name,
    storeCode: () => fields.storeCode,
    'storefrontAddress.addressLines': () =>
      fields.addressLines.length > 0 ? fields.addressLines : null,
    'storefrontAddress.locality': () => fields.locality,
    'storefrontAddress.administrativeArea': () => fields.administrativeArea,
    'storefrontAddress.postalCode': () => fields.postalCode,
    'storefrontAddress.regionCode': () => fields.country,
    phoneNumbers: () => phoneNumbers(fields),
    websiteUri: () => fields.website,
    categories: () => categories(fields, idOf),
    regularHours: () => {
      const periods = hoursToGoogle(fields.hours);
      return periods.length > 0 ? { periods } : null;
    },
    specialHours: () => {
      const specialHourPeriods = specialHoursToGoogle(fields.specialHours);
      return specialHourPeriods.length > 0 ? { specialHourPeriods } : null;
    },
    // Proto3 JSON: a zero coordinate is left out.
    latlng: () =>
      latitude === null || longitude === null
        ? null
        : { ...(latitude !== 0 ? { latitude } : {}), ...(longitude !== 0 ? { longitude } : {}) },
    'profile.description': () => fields.description,
    'openInfo.status': () =>
      fields.openStatus === null ? null : GOOGLE_OPEN_STATUS[fields.openStatus],
  };
}

/** Sets the value at a dotted path of the body, when there is a value. */
function put(body: Record<string, unknown>, path: string, value: unknown): void {
  if (value === null || value === undefined) return;
  const keys = path.split('.');
  let node = body;
  for (const key of keys.slice(0, -1)) {
    node[key] = node[key] ?? {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
}

/**
 * The PATCH body and update mask that write `fieldNames` of `fields` to Google, and nothing else.
 * A path whose value we hold as null or empty is in the mask and left out of the body, which
 * clears it on Google. Categories are named by the ids in `categoryIds`; a display name with no id
 * there is an error (`category_unknown`) and nothing is sent.
 */
export function toGoogleLocation(
  fields: LinkedLocationFields,
  fieldNames: readonly LinkedLocationField[],
  categoryIds: readonly GoogleCategoryId[] = [],
): GoogleLocationPatch {
  const paths = [...new Set(fieldNames.flatMap((field) => GOOGLE_FIELD_PATHS[field]))];
  const idOf = (name: string) => categoryIds.find((known) => known.displayName === name)?.id;
  if (paths.includes('categories')) {
    const named = [fields.primaryCategory, ...fields.additionalCategories];
    const unknown = named.filter((name) => name !== null && idOf(name) === undefined);
    if (unknown.length > 0) {
      return { kind: 'error', code: 'category_unknown', displayNames: unknown as string[] };
    }
  }
  const values = pathValues(fields, idOf);
  const body: Record<string, unknown> = {};
  for (const path of paths) put(body, path, values[path]?.());
  return { kind: 'patch', location: body as GoogleLocation, updateMask: paths.join(',') };
}
