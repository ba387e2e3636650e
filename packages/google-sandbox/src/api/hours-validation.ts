import { addDays, dateKey, isValidDate } from '../http/calendar';
import { isJsonObject } from '../http/json-object';
import type { FieldProblem } from './validation-error';

/** The days of the week in Google's DayOfWeek enum, Monday first. */
export const DAYS_OF_WEEK = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;

const WEEK_MINUTES = 7 * 24 * 60;

/** The minutes after midnight of a TimeOfDay (00:00 to 24:00), or undefined when it is not one. */
export function timeOfDayMinutes(value: unknown): number | undefined {
  if (!isJsonObject(value)) return undefined;
  const { hours = 0, minutes = 0, seconds = 0, nanos = 0 } = value;
  if (![hours, minutes, seconds, nanos].every((part) => Number.isInteger(part))) return undefined;
  const [h, m, s, n] = [hours, minutes, seconds, nanos] as number[];
  if ((h as number) < 0 || (h as number) > 24 || (m as number) < 0 || (m as number) > 59) {
    return undefined;
  }
  if (s !== 0 || n !== 0 || (h === 24 && m !== 0)) return undefined;
  return (h as number) * 60 + (m as number);
}

/**
 * Problems with the periods of regular (or more) hours: real days and times, a close after the open
 * (later the same day or on a following day, overnight across the week's end too), no overlaps.
 */
export function timePeriodProblems(periods: unknown, field: string): FieldProblem[] {
  if (!Array.isArray(periods)) {
    return [{ code: 'MISSING_VALUE', field, message: 'periods is required.' }];
  }
  const problems: FieldProblem[] = [];
  const spans: { start: number; end: number; index: number }[] = [];
  periods.forEach((period: unknown, index) => {
    const at = `${field}[${index}]`;
    if (!isJsonObject(period)) {
      problems.push({ code: 'INVALID_VALUE', field: at, message: 'A period must be an object.' });
      return;
    }
    const openDay = DAYS_OF_WEEK.indexOf(period.openDay as never);
    const closeDay = DAYS_OF_WEEK.indexOf(period.closeDay as never);
    const open = timeOfDayMinutes(period.openTime);
    const close = timeOfDayMinutes(period.closeTime);
    if (openDay < 0)
      problems.push({
        code: 'INVALID_VALUE',
        field: `${at}.openDay`,
        message: 'Invalid day of the week.',
      });
    if (closeDay < 0)
      problems.push({
        code: 'INVALID_VALUE',
        field: `${at}.closeDay`,
        message: 'Invalid day of the week.',
      });
    if (open === undefined)
      problems.push({
        code: 'INVALID_VALUE',
        field: `${at}.openTime`,
        message: 'Time must be between 00:00 and 24:00.',
      });
    if (close === undefined)
      problems.push({
        code: 'INVALID_VALUE',
        field: `${at}.closeTime`,
        message: 'Time must be between 00:00 and 24:00.',
      });
    if (openDay < 0 || closeDay < 0 || open === undefined || close === undefined) return;
    const start = openDay * 1440 + open;
    let end = closeDay * 1440 + close;
    if (openDay === closeDay && close <= open) {
      problems.push({
        code: 'INVERTED_RANGE',
        field: at,
        message: 'The closing time must be after the opening time.',
      });
      return;
    }
    // A period that closes on an earlier weekday runs over the week's end (Sunday night to Monday).
    if (end <= start) end += WEEK_MINUTES;
    spans.push({ start, end, index });
  });
  for (let i = 0; i < spans.length; i += 1) {
    for (let j = i + 1; j < spans.length; j += 1) {
      const a = spans[i] as (typeof spans)[number];
      const b = spans[j] as (typeof spans)[number];
      const overlaps = [-WEEK_MINUTES, 0, WEEK_MINUTES].some(
        (shift) => a.start < b.end + shift && b.start + shift < a.end,
      );
      if (overlaps) {
        problems.push({
          code: 'OVERLAPPING_RANGES',
          field: `${field}[${b.index}]`,
          message: `Period overlaps with period ${a.index}.`,
        });
      }
    }
  }
  return problems;
}

/**
 * Problems with special hour periods, by the rules of SpecialHourPeriod: a start date; unless closed,
 * open and close times; an end date on the start date or the day after, closing before noon and less
 * than 24 hours after opening.
 */
export function specialHourProblems(periods: unknown, field: string): FieldProblem[] {
  if (!Array.isArray(periods)) {
    return [{ code: 'MISSING_VALUE', field, message: 'specialHourPeriods is required.' }];
  }
  const problems: FieldProblem[] = [];
  periods.forEach((period: unknown, index) => {
    const at = `${field}[${index}]`;
    if (!isJsonObject(period)) {
      problems.push({ code: 'INVALID_VALUE', field: at, message: 'A period must be an object.' });
      return;
    }
    const start = period.startDate;
    if (!isJsonObject(start) || !isValidDate(start)) {
      problems.push({
        code: 'MISSING_VALUE',
        field: `${at}.startDate`,
        message: 'A valid start date is required.',
      });
      return;
    }
    if (period.closed !== undefined && typeof period.closed !== 'boolean') {
      problems.push({
        code: 'INVALID_VALUE',
        field: `${at}.closed`,
        message: 'closed must be true or false.',
      });
      return;
    }
    if (period.closed === true) return;
    const open = timeOfDayMinutes(period.openTime);
    const close = timeOfDayMinutes(period.closeTime);
    if (open === undefined)
      problems.push({
        code: 'MISSING_VALUE',
        field: `${at}.openTime`,
        message: 'openTime is required unless closed.',
      });
    if (close === undefined)
      problems.push({
        code: 'MISSING_VALUE',
        field: `${at}.closeTime`,
        message: 'closeTime is required unless closed.',
      });
    if (open === undefined || close === undefined) return;
    const end = period.endDate ?? start;
    if (!isJsonObject(end) || !isValidDate(end)) {
      problems.push({
        code: 'INVALID_VALUE',
        field: `${at}.endDate`,
        message: 'Invalid end date.',
      });
      return;
    }
    const sameDay = dateKey(end) === dateKey(start);
    const nextDay = dateKey(end) === dateKey(addDays(start, 1));
    if (!sameDay && !nextDay) {
      problems.push({
        code: 'VALUE_OUTSIDE_ALLOWED_RANGE',
        field: `${at}.endDate`,
        message: 'endDate must be startDate or the day after.',
      });
    } else if (sameDay && close <= open) {
      problems.push({
        code: 'INVERTED_RANGE',
        field: at,
        message: 'The closing time must be after the opening time.',
      });
    } else if (nextDay && (close >= 12 * 60 || close + 1440 - open >= 1440)) {
      problems.push({
        code: 'VALUE_OUTSIDE_ALLOWED_RANGE',
        field: `${at}.closeTime`,
        message:
          'A period ending the next day must close before 12:00 and last less than 24 hours.',
      });
    }
  });
  return problems;
}
