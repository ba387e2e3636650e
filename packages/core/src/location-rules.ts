import {
  checkCloseTime,
  checkCountry,
  checkNumber,
  checkOpenTime,
  checkPhone,
  checkText,
  checkWebUrl,
  type FieldRuleProblem,
  NAME_MAX_LENGTH,
} from './field-rules';

/** The days of the week, in the contract's names, Monday first. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** A day of the week. */
export type Weekday = (typeof WEEKDAYS)[number];

/** A location as a form holds it: every field as typed text, hours as one open/close pair per day. */
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
  readonly hours: Readonly<Record<Weekday, { readonly open: string; readonly close: string }>>;
  readonly latitude: string;
  readonly longitude: string;
}

/** The field of a location draft a problem belongs to (`hours.<day>` for a day's hours). */
export type LocationField = Exclude<keyof LocationDraft, 'hours'> | `hours.${Weekday}`;

// Minutes since midnight of a valid HH:MM.
function minutes(time: string): number {
  const [hours, mins] = time.trim().split(':').map(Number);
  return (hours ?? 0) * 60 + (mins ?? 0);
}

/** A day's hours: both times or neither; valid times; closing after opening. */
export function checkDayHours(open: string, close: string): FieldRuleProblem | null {
  const hasOpen = open.trim() !== '';
  const hasClose = close.trim() !== '';
  if (!hasOpen && !hasClose) return null;
  if (hasOpen !== hasClose) return { code: 'pair' };
  const problem = checkOpenTime(open) ?? checkCloseTime(close);
  if (problem !== null) return problem;
  return minutes(close) > minutes(open) ? null : { code: 'order' };
}

/**
 * Every problem of a location draft by field: name required (at most 200 characters), store code
 * at most 64, address lines at most 200 each, phone and website in their formats, country as two
 * capital letters, each day's hours valid and in order, latitude -90..90 and longitude -180..180
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
    const hours = draft.hours[day];
    add(`hours.${day}`, checkDayHours(hours.open, hours.close));
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
