import { snakePath } from '../http/field-names';
import { badRequest } from '../http/google-error';
import { isJsonObject, type JsonObject } from '../http/json-object';

/**
 * The fields of a Business Information v1 Location and the JSON kind of each.
 * https://developers.google.com/my-business/reference/businessinformation/rest/v1/accounts.locations#Location
 */
export const LOCATION_FIELDS = {
  name: 'string',
  languageCode: 'string',
  storeCode: 'string',
  title: 'string',
  phoneNumbers: 'object',
  categories: 'object',
  storefrontAddress: 'object',
  websiteUri: 'string',
  regularHours: 'object',
  specialHours: 'object',
  serviceArea: 'object',
  labels: 'array',
  adWordsLocationExtensions: 'object',
  latlng: 'object',
  openInfo: 'object',
  metadata: 'object',
  profile: 'object',
  relationshipData: 'object',
  moreHours: 'array',
  serviceItems: 'array',
} as const;

/** A top-level Location field. */
export type LocationField = keyof typeof LOCATION_FIELDS;

/** Whether a name is a top-level Location field. */
export function isLocationField(name: string): name is LocationField {
  return Object.hasOwn(LOCATION_FIELDS, name);
}

/** Paths a client may not write: output only (`name`, `metadata`, `openInfo.canReopen`) or immutable. */
const NOT_WRITABLE: Record<string, string> = {
  name: 'name is the resource identifier and cannot be updated.',
  metadata: 'metadata is output only.',
  'openInfo.canReopen': 'openInfo.can_reopen is output only.',
  languageCode: 'language_code is immutable: it is set when the location is created.',
  'serviceArea.regionCode': 'service_area.region_code is immutable.',
};

/** Fields Google updates only whole: "both fields must be set" (PhoneNumbers, Categories). */
const WHOLE_ONLY = ['phoneNumbers', 'categories'];

/** The 400 for a mask path that is not a Location field, or undefined when every path is one. */
export function readMaskProblem(paths: readonly string[], maskName: string): Response | undefined {
  for (const path of paths) {
    const top = path.split('.')[0] as string;
    if (!isLocationField(top)) {
      const description = `Invalid field mask path: "${snakePath(path)}" is not a field of Location.`;
      return badRequest([{ field: maskName, description }]);
    }
  }
  return undefined;
}

/**
 * The 400 for an update mask naming an unknown field, an output-only or immutable one, or a part of
 * a field Google updates only whole; undefined when the mask may be applied.
 */
export function updateMaskProblem(paths: readonly string[]): Response | undefined {
  const unknown = readMaskProblem(paths, 'update_mask');
  if (unknown) return unknown;
  for (const path of paths) {
    const locked = Object.keys(NOT_WRITABLE).find(
      (prefix) => path === prefix || path.startsWith(`${prefix}.`),
    );
    if (locked)
      return badRequest([{ field: 'update_mask', description: NOT_WRITABLE[locked] as string }]);
    const whole = WHOLE_ONLY.find((field) => path.startsWith(`${field}.`));
    if (whole) {
      const description = `${snakePath(whole)} must be updated as a whole: put "${snakePath(whole)}" in the update mask, not "${snakePath(path)}".`;
      return badRequest([{ field: 'update_mask', description }]);
    }
  }
  return undefined;
}

/**
 * The 400 gRPC transcoding answers for a Location body with an unknown top-level field or a field of
 * the wrong JSON kind; undefined when the body parses as a Location.
 */
export function locationShapeProblem(body: JsonObject): Response | undefined {
  for (const [key, value] of Object.entries(body)) {
    if (!isLocationField(key)) {
      const description = `Invalid JSON payload received. Unknown name "${key}" at 'location': Cannot find field.`;
      return badRequest([{ field: 'location', description }]);
    }
    if (value === null) continue;
    const kind = LOCATION_FIELDS[key];
    const fits =
      kind === 'string'
        ? typeof value === 'string'
        : kind === 'array'
          ? Array.isArray(value)
          : isJsonObject(value);
    if (!fits) {
      const type = kind === 'string' ? 'TYPE_STRING' : 'TYPE_MESSAGE';
      const description = `Invalid value at 'location.${snakePath(key)}' (${type}), ${JSON.stringify(value)}`;
      return badRequest([{ field: `location.${snakePath(key)}`, description }]);
    }
  }
  return undefined;
}
