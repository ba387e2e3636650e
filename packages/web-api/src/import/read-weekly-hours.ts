import type { MessageText } from '@agency/core/server-messages';
import { DAYS_OF_WEEK, type DayOfWeek, type FieldError, type WeeklyHours } from './import-types';
import { parseDayHours } from './parse-day-hours';

/** Records a field error: the field, its rule code, the catalog text and (when not the field's own) the column. */
export type FailField = (
  field: string,
  code: FieldError['code'],
  text: MessageText,
  column?: string,
) => void;

/**
 * Reads the seven hours cells of a row into {@link WeeklyHours}, reporting each bad day as `hours.<day>`.
 * All days blank means the file says nothing about hours (null); otherwise closed days are omitted.
 */
export function readWeeklyHours(
  cells: Partial<Record<DayOfWeek, string>>,
  fail: FailField,
): WeeklyHours | null {
  const hours: WeeklyHours = {};
  let specified = false;
  for (const day of DAYS_OF_WEEK) {
    const cell = cells[day];
    if (cell === undefined) continue;
    const result = parseDayHours(cell);
    if (result.kind === 'error') fail(`hours.${day}`, result.code, result.text);
    if (result.kind !== 'unspecified') specified = true;
    if (result.kind === 'open') hours[day] = result.periods;
  }
  return specified ? hours : null;
}
