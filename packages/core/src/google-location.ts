import { hoursFromGoogle, specialHoursFromGoogle } from './google-hours';
import type { GoogleCategory, GoogleLocation } from './google-location-types';
import type { LinkedLocationFields, OpenStatus } from './linked-location-fields';
import { DEFAULT_PHONE_REGION, normalizePhone } from './phone';

/**
 * A Google category id (`categories/gcid:coffee_shop`) with the display name we keep for it. Our
 * locations hold display names only; the ids are kept beside them (with the link to Google, or
 * read from the Google location being updated) so that a PATCH can name the categories again.
 */
export interface GoogleCategoryId {
  readonly id: string;
  readonly displayName: string;
}

const OPEN_STATUS_OF: Readonly<Record<string, OpenStatus>> = {
  OPEN: 'open',
  CLOSED_TEMPORARILY: 'closedTemporarily',
  CLOSED_PERMANENTLY: 'closedPermanently',
};
/** A text field as we keep it: null for absent or empty (proto3 JSON leaves empty strings out). */
function text(value: string | null | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A phone as we keep it: E.164 when it is a possible number, else the text as Google has it. */
function ourPhone(value: string | null | undefined, region: string): string | null {
  const given = text(value?.trim());
  return given === null ? null : (normalizePhone(given, region) ?? given);
}

function displayName(category: GoogleCategory | undefined): string | null {
  return text(category?.displayName) ?? text(category?.name);
}

/**
 * A Google location as our fields. Phones go through normalizePhone in the address's region (else
 * DEFAULT_PHONE_REGION); categories become their display names (see googleCategoryIds); a missing
 * or empty value is null (an empty list for lists).
 */
export function fromGoogleLocation(location: GoogleLocation): LinkedLocationFields {
  const address = location.storefrontAddress;
  const region = text(address?.regionCode) ?? DEFAULT_PHONE_REGION;
  const phones = location.phoneNumbers;
  const additionalPhones = (phones?.additionalPhones ?? []).map((phone) => ourPhone(phone, region));
  const categories = location.categories;
  const additionalCategories = (categories?.additionalCategories ?? []).map(displayName);
  const latlng = location.latlng;
  return {
    name: location.title ?? '',
    storeCode: text(location.storeCode),
    addressLines: address?.addressLines ?? [],
    locality: text(address?.locality),
    administrativeArea: text(address?.administrativeArea),
    postalCode: text(address?.postalCode),
    country: text(address?.regionCode),
    phone: ourPhone(phones?.primaryPhone, region),
    additionalPhones: additionalPhones.filter((phone) => phone !== null),
    website: text(location.websiteUri),
    primaryCategory: displayName(categories?.primaryCategory),
    additionalCategories: additionalCategories.filter((name) => name !== null),
    hours: hoursFromGoogle(location.regularHours?.periods ?? []),
    // Proto3 JSON leaves a zero coordinate out: a latlng without one is on the equator or meridian.
    latitude: latlng ? (latlng.latitude ?? 0) : null,
    longitude: latlng ? (latlng.longitude ?? 0) : null,
    googleMapsUrl: text(location.metadata?.mapsUri),
    specialHours: specialHoursFromGoogle(location.specialHours?.specialHourPeriods ?? []),
    description: text(location.profile?.description),
    openStatus: OPEN_STATUS_OF[location.openInfo?.status ?? ''] ?? null,
    placeId: text(location.metadata?.placeId),
  };
}

/** The category ids of a Google location with their display names, primary first. */
export function googleCategoryIds(location: GoogleLocation): GoogleCategoryId[] {
  const categories = location.categories;
  const all = [categories?.primaryCategory, ...(categories?.additionalCategories ?? [])];
  const ids: GoogleCategoryId[] = [];
  for (const category of all) {
    const id = text(category?.name);
    const name = displayName(category);
    if (id !== null && name !== null && !ids.some((known) => known.displayName === name)) {
      ids.push({ id, displayName: name });
    }
  }
  return ids;
}
