import { formatDayHours, parseDayHours } from '@agency/core/forms';
import { type FieldProblem, fieldProblem } from '../base/web-api-error';
import { refusal } from '../import/parse-day-hours';

/** One day of special hours as the contract's SpecialHoursDay. */
export interface SpecialHoursDay {
  date: string;
  endDate: string | null;
  closed: boolean;
  periods: { open: string; close: string }[];
}

/**
 * The first problem of a location's special hours (the contract checked the shapes and dates), as a
 * field problem under `item.specialHours.N`: a date given twice, an end date before the date, a
 * closed day with periods, an open day without any, or periods that break the day-hours rule
 * (core's, as the weekly hours: no overlap, no empty period, overnight allowed). Null when all hold.
 */
export function specialHoursProblem(days: readonly SpecialHoursDay[]): FieldProblem | null {
  const seen = new Set<string>();
  for (const [index, day] of days.entries()) {
    const at = `item.specialHours.${index}`;
    if (seen.has(day.date)) return fieldProblem(`${at}.date`, 'duplicate', 'record.valueUsed');
    seen.add(day.date);
    if (day.endDate !== null && day.endDate < day.date)
      return fieldProblem(`${at}.endDate`, 'order', 'field.order');
    if (day.closed && day.periods.length > 0)
      return fieldProblem(`${at}.periods`, 'invalid', 'field.invalid');
    if (!day.closed && day.periods.length === 0)
      return fieldProblem(`${at}.periods`, 'required', 'field.required');
    const result = parseDayHours(formatDayHours(day.periods));
    if (result.kind === 'error') return fieldProblem(`${at}.periods`, result.code, refusal(result));
  }
  return null;
}

/** Special hours earliest first, as the contract keeps them. */
export function sortedSpecialHours(days: readonly SpecialHoursDay[]): SpecialHoursDay[] {
  return [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
