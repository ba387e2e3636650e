import { isValidDate } from '../http/calendar';
import { isJsonObject, type JsonObject } from '../http/json-object';
import { specialHourProblems, timePeriodProblems } from './hours-validation';
import type { LocationField } from './location-fields';
import type { FieldProblem } from './validation-error';

/** The longest profile description the Business Profile help center allows, in characters. */
export const MAX_DESCRIPTION_CHARACTERS = 750;

const OPEN_STATUSES = ['OPEN', 'CLOSED_PERMANENTLY', 'CLOSED_TEMPORARILY'];
const CATEGORY_NAME = /^categories\/gcid:[a-z0-9_]+$/;
const PHONE = /^\+?[0-9 ().-]{3,30}$/;

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function categoryProblems(categories: JsonObject): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const check = (category: unknown, field: string) => {
    if (!isJsonObject(category) || typeof category.name !== 'string') {
      problems.push({
        code: 'MISSING_VALUE',
        field: `${field}.name`,
        message: 'A category name is required.',
      });
    } else if (!CATEGORY_NAME.test(category.name)) {
      problems.push({
        code: 'INVALID_VALUE',
        field: `${field}.name`,
        message: 'A category name looks like "categories/gcid:coffee_shop".',
      });
    }
  };
  check(categories.primaryCategory, 'categories.primaryCategory');
  const additional = categories.additionalCategories ?? [];
  if (!Array.isArray(additional)) {
    problems.push({
      code: 'INVALID_VALUE',
      field: 'categories.additionalCategories',
      message: 'Must be a list.',
    });
  } else {
    additional.forEach((category: unknown, index) => {
      check(category, `categories.additionalCategories[${index}]`);
    });
  }
  return problems;
}

function phoneProblems(phones: JsonObject): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (typeof phones.primaryPhone !== 'string' || !PHONE.test(phones.primaryPhone)) {
    problems.push({
      code: 'INVALID_VALUE',
      field: 'phoneNumbers.primaryPhone',
      message: 'A valid primary phone number is required.',
    });
  }
  const additional = phones.additionalPhones ?? [];
  if (
    !Array.isArray(additional) ||
    additional.some((phone) => typeof phone !== 'string' || !PHONE.test(phone))
  ) {
    problems.push({
      code: 'INVALID_VALUE',
      field: 'phoneNumbers.additionalPhones',
      message: 'Additional phones must be valid phone numbers.',
    });
  } else if (additional.length > 2) {
    problems.push({
      code: 'TOO_MANY_ITEMS',
      field: 'phoneNumbers.additionalPhones',
      message: 'At most two additional phone numbers.',
    });
  }
  return problems;
}

/** Problems with one top-level field of a location (already of the right JSON kind). */
function fieldProblems(location: JsonObject, field: LocationField): FieldProblem[] {
  const value = location[field];
  switch (field) {
    case 'title':
      return typeof value === 'string' && value.trim() !== ''
        ? []
        : [{ code: 'MISSING_VALUE', field, message: 'title is required.' }];
    case 'websiteUri':
      return value === undefined || isHttpUrl(value)
        ? []
        : [{ code: 'INVALID_VALUE', field, message: 'website_uri must be an http or https URL.' }];
    case 'phoneNumbers':
      return isJsonObject(value) ? phoneProblems(value) : [];
    case 'categories':
      return isJsonObject(value) ? categoryProblems(value) : [];
    case 'storefrontAddress': {
      if (!isJsonObject(value)) return [];
      const problems: FieldProblem[] = [];
      if (typeof value.regionCode !== 'string' || !/^[A-Z]{2}$/.test(value.regionCode)) {
        problems.push({
          code: 'MISSING_VALUE',
          field: 'storefrontAddress.regionCode',
          message: 'A CLDR region code such as "UA" is required.',
        });
      }
      for (const part of [
        'postalCode',
        'administrativeArea',
        'locality',
        'sublocality',
        'organization',
        'languageCode',
        'sortingCode',
      ]) {
        if (value[part] !== undefined && typeof value[part] !== 'string') {
          problems.push({
            code: 'INVALID_VALUE',
            field: `storefrontAddress.${part}`,
            message: `${part} must be text.`,
          });
        }
      }
      const lines = value.addressLines ?? [];
      if (!Array.isArray(lines) || lines.some((line) => typeof line !== 'string')) {
        problems.push({
          code: 'INVALID_VALUE',
          field: 'storefrontAddress.addressLines',
          message: 'Address lines must be text.',
        });
      } else if (lines.length > 5) {
        problems.push({
          code: 'TOO_MANY_ITEMS',
          field: 'storefrontAddress.addressLines',
          message: 'At most five address lines.',
        });
      }
      return problems;
    }
    case 'regularHours':
      return isJsonObject(value) ? timePeriodProblems(value.periods, 'regularHours.periods') : [];
    case 'specialHours': {
      if (!isJsonObject(value)) return [];
      const problems = specialHourProblems(
        value.specialHourPeriods,
        'specialHours.specialHourPeriods',
      );
      if (location.regularHours === undefined) {
        problems.push({
          code: 'MISSING_DEPENDENT_FIELD',
          field: 'specialHours',
          message: 'Special hours cannot be set without regular hours.',
        });
      }
      return problems;
    }
    case 'moreHours':
      return Array.isArray(value)
        ? value.flatMap((hours: unknown, index) =>
            isJsonObject(hours) && typeof hours.hoursTypeId === 'string'
              ? timePeriodProblems(hours.periods, `moreHours[${index}].periods`)
              : [
                  {
                    code: 'MISSING_VALUE' as const,
                    field: `moreHours[${index}].hoursTypeId`,
                    message: 'hours_type_id is required.',
                  },
                ],
          )
        : [];
    case 'latlng': {
      if (!isJsonObject(value)) return [];
      const { latitude, longitude } = value;
      const ok =
        typeof latitude === 'number' &&
        typeof longitude === 'number' &&
        Math.abs(latitude) <= 90 &&
        Math.abs(longitude) <= 180;
      return ok
        ? []
        : [
            {
              code: 'VALUE_OUTSIDE_ALLOWED_RANGE',
              field,
              message: 'Latitude must be within [-90, 90] and longitude within [-180, 180].',
            },
          ];
    }
    case 'openInfo': {
      if (!isJsonObject(value)) return [];
      const problems: FieldProblem[] = [];
      if (!OPEN_STATUSES.includes(value.status as string)) {
        problems.push({
          code: 'INVALID_VALUE',
          field: 'openInfo.status',
          message: 'status must be OPEN, CLOSED_PERMANENTLY or CLOSED_TEMPORARILY.',
        });
      }
      const date = value.openingDate;
      if (date !== undefined) {
        const whole =
          isJsonObject(date) &&
          isValidDate({
            year: date.year as number,
            month: (date.month as number) || 1,
            day: (date.day as number) || 1,
          });
        if (!whole)
          problems.push({
            code: 'INVALID_VALUE',
            field: 'openInfo.openingDate',
            message: 'Invalid opening date.',
          });
      }
      return problems;
    }
    case 'profile': {
      if (!isJsonObject(value)) return [];
      const description = value.description;
      if (description !== undefined && typeof description !== 'string') {
        return [
          {
            code: 'INVALID_VALUE',
            field: 'profile.description',
            message: 'description must be text.',
          },
        ];
      }
      return typeof description === 'string' && [...description].length > MAX_DESCRIPTION_CHARACTERS
        ? [
            {
              code: 'VALUE_OUTSIDE_ALLOWED_RANGE',
              field: 'profile.description',
              message: `description is longer than ${MAX_DESCRIPTION_CHARACTERS} characters.`,
            },
          ]
        : [];
    }
    case 'labels':
      return Array.isArray(value) &&
        value.some((label) => typeof label !== 'string' || label.length < 1 || label.length > 255)
        ? [{ code: 'INVALID_VALUE', field, message: 'Each label must be 1 to 255 characters.' }]
        : [];
    default:
      return [];
  }
}

/** Problems with the given top-level fields of a location after an update. */
export function locationProblems(
  location: JsonObject,
  fields: readonly LocationField[],
): FieldProblem[] {
  return fields.flatMap((field) => fieldProblems(location, field));
}
