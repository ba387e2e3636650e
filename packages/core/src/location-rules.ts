import {
  checkCountry,
  checkNumber,
  checkPhone,
  checkText,
  checkWebUrl,
  type FieldRuleProblem,
  NAME_MAX_LENGTH,
} from './field-rules';
import { parseDayHours } from './opening-hours';
import { WEEKDAYS, type Weekday } from './weekdays';

export { WEEKDAYS, type Weekday } from './weekdays';

/** A location as a form holds it: every field as typed text, hours as the editor's text per day
 * (`09:00-13:00, 14:00-19:00`, `00:00-24:00` for all day, empty when closed). */
export interface LocationDraft {
  readonly name: string;
  readonly storeCode: string;
  /** Street address, one line per row. */
  readonly addressLines: string;
  readonly locality: string;
  readonly administrativeArea: string;
  readonly postalCode: string;
  readonly country: string;
  readonly phone: string;
  readonly website: string;
  readonly primaryCategory: string;
  readonly hours: Readonly<Record<Weekday, string>>;
  readonly latitude: string;
  readonly longitude: string;
}

/** The field of a location draft a problem belongs to (`hours.<day>` for a day's hours). */
export type LocationField = Exclude<keyof LocationDraft, 'hours'> | `hours.${Weekday}`;

/**
 * A day's hours text as the import reads it: empty (closed) or periods in valid times; a period that
 * opens and closes at once or overlaps another is out of order.
 */
export function checkDayHours(text: string): FieldRuleProblem | null {
  const result = parseDayHours(text);
  if (result.kind !== 'error') return null;
  return result.code === 'hours_format' || result.code === 'hours_time_invalid'
    ? { code: 'format', format: 'hours' }
    : { code: 'order' };
}

/**
 * Every problem of a location draft by field: name required (at most 200 characters), store code
 * at most 64, address lines at most 200 each, phone and website in their formats, country as two
 * capital letters, each day's hours as the import reads them, latitude -90..90 and longitude -180..180
 * given together.
 */
export function checkLocation(
  draft: LocationDraft,
): Partial<Record<LocationField, FieldRuleProblem>> {
  const found: Partial<Record<LocationField, FieldRuleProblem>> = {};
  const add = (field: LocationField, problem: FieldRuleProblem | null) => {
    if (problem !== null) found[field] = problem;
  };
  add('name', checkText(draft.name, { required: true, max: NAME_MAX_LENGTH }));
  add('storeCode', checkText(draft.storeCode, { max: 64 }));
  const longLine = draft.addressLines.split('\n').find((line) => line.trim().length > 200);
  add('addressLines', longLine === undefined ? null : { code: 'tooLong', max: 200 });
  add('locality', checkText(draft.locality, { max: 120 }));
  add('administrativeArea', checkText(draft.administrativeArea, { max: 120 }));
  add('postalCode', checkText(draft.postalCode, { max: 20 }));
  add('country', checkCountry(draft.country));
  add('phone', checkPhone(draft.phone));
  add('website', checkWebUrl(draft.website));
  add('primaryCategory', checkText(draft.primaryCategory, { max: 120 }));
  for (const day of WEEKDAYS) {
    add(`hours.${day}`, checkDayHours(draft.hours[day]));
  }
  const latitude = checkNumber(draft.latitude, { min: -90, max: 90 });
  const longitude = checkNumber(draft.longitude, { min: -180, max: 180 });
  add('latitude', latitude);
  add('longitude', longitude);
  if (latitude === null && longitude === null) {
    const hasLatitude = draft.latitude.trim() !== '';
    if (hasLatitude !== (draft.longitude.trim() !== ''))
      add(hasLatitude ? 'longitude' : 'latitude', { code: 'pair' });
  }
  return found;
}
