import {
  type DayHoursResult as CoreDayHoursResult,
  parseDayHours as readDay,
} from '@agency/core/forms';
import type { MessageText } from '@agency/core/server-messages';
import type { FieldErrorCode, OpeningPeriod } from './import-types';

/** The outcome of reading one day's hours cell. */
export type DayHoursResult =
  | { kind: 'unspecified' }
  | { kind: 'closed' }
  | { kind: 'open'; periods: OpeningPeriod[] }
  | { kind: 'error'; code: FieldErrorCode; text: MessageText };

/**
 * Reads a GBP hours cell by the core rule (`HH:MM-HH:MM`, several periods separated by commas,
 * `x` or empty for closed, overnight periods allowed) and names its refusal.
 */
export function parseDayHours(cell: string): DayHoursResult {
  const result = readDay(cell);
  if (result.kind === 'open') return { kind: 'open', periods: [...result.periods] };
  if (result.kind !== 'error') return result;
  return { kind: 'error', code: result.code, text: refusal(result) };
}

/** Why a day's hours are refused: the catalog text (the request's language words it). */
export function refusal(result: CoreDayHoursResult & { kind: 'error' }): MessageText {
  switch (result.code) {
    case 'hours_format':
      return { id: 'hours.format', params: { part: result.part } };
    case 'hours_time_invalid':
      return { id: 'hours.timeInvalid', params: { part: result.part } };
    case 'hours_empty_range':
      return { id: 'hours.emptyRange', params: { part: result.part } };
    case 'hours_overlap': {
      const [first, second] = result.overlap ?? [result.part, result.part];
      return { id: 'hours.overlap', params: { first, second } };
    }
  }
}
