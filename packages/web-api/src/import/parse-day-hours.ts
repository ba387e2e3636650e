import { type DayHoursResult as CoreDayHoursResult, parseDayHours as readDay } from '@agency/core';
import type { FieldErrorCode, OpeningPeriod } from './import-types';

/** The outcome of reading one day's hours cell. */
export type DayHoursResult =
  | { kind: 'unspecified' }
  | { kind: 'closed' }
  | { kind: 'open'; periods: OpeningPeriod[] }
  | { kind: 'error'; code: FieldErrorCode; message: string };

/**
 * Reads a GBP hours cell by the core rule (`HH:MM-HH:MM`, several periods separated by commas,
 * `x` or empty for closed, overnight periods allowed) and words its refusal.
 */
export function parseDayHours(cell: string): DayHoursResult {
  const result = readDay(cell);
  if (result.kind === 'open') return { kind: 'open', periods: [...result.periods] };
  if (result.kind !== 'error') return result;
  return { kind: 'error', code: result.code, message: refusal(result) };
}

/** Why a day's hours are refused, in words. */
export function refusal(result: CoreDayHoursResult & { kind: 'error' }): string {
  switch (result.code) {
    case 'hours_format':
      return `"${result.part}" is not an opening period; use HH:MM-HH:MM, e.g. 09:00-18:00, periods separated by commas, or x for closed`;
    case 'hours_time_invalid':
      return `"${result.part}" has a time that does not exist; hours go from 00:00 to 23:59 (24:00 only as a closing time)`;
    case 'hours_empty_range':
      return `"${result.part}" opens and closes at the same time; for open all day use 00:00-24:00`;
    case 'hours_overlap': {
      const [first, second] = result.overlap ?? [result.part, result.part];
      return `The periods ${first} and ${second} overlap`;
    }
  }
}
