import type { components } from '@agency/contracts';
import {
  checkDay,
  checkDayHours,
  checkDayOrder,
  formatDayHours,
  parseDayHours,
} from '@agency/core/forms';
import type { FormValues } from '../../../components/forms/field-description';
import type { Problem } from '../problems';

/** One date (or range of dates) with its own hours: the contract's SpecialHoursDay. */
export type SpecialHoursDay = components['schemas']['SpecialHoursDay'];

/**
 * The form key of the special hours: one line per date, as a person types them without
 * JavaScript and as the row editor writes them: `2026-12-24 09:00-13:00, 14:00-18:00`,
 * `2026-12-25..2026-12-26 closed`. A problem of a line's part is under `specialHours.<line>.<part>`,
 * one of the whole list (the server's) under this key.
 */
export const SPECIAL_HOURS = 'specialHours';

/** The parts of a line: the first day, the last day of a range (optional), closed, the periods text. */
export const SPECIAL_PARTS = ['date', 'endDate', 'closed', 'periods'] as const;

/** A part of a special hours line. */
export type SpecialPart = (typeof SPECIAL_PARTS)[number];

/** The most dates a location holds (the contract's SpecialHours maxItems). */
export const SPECIAL_HOURS_MAX = 100;

/** The longest special hours text: a hundred lines of dates with several periods each. */
export const SPECIAL_HOURS_TEXT_MAX = 6000;

/** The key of the problem of one part of a line. */
export const specialKey = (line: number, part: SpecialPart) => `${SPECIAL_HOURS}.${line}.${part}`;

/** Every key a special hours problem may have: a change of the list clears them. */
export const SPECIAL_PROBLEM_KEYS: readonly string[] = [
  SPECIAL_HOURS,
  ...Array.from({ length: SPECIAL_HOURS_MAX }, (_, line) =>
    SPECIAL_PARTS.map((part) => specialKey(line, part)),
  ).flat(),
];

/** One line as the row editor shows it: each part's text, closed as a flag. */
export interface SpecialRow {
  readonly date: string;
  readonly endDate: string;
  readonly closed: boolean;
  readonly periods: string;
}

/** A row with nothing in it. */
export const EMPTY_ROW: SpecialRow = { date: '', endDate: '', closed: false, periods: '' };

// A date the row editor has not been given yet: the line still starts with a token.
const NO_DATE = '?';
const RANGE = '..';

/** Whether a periods text says closed (`closed` or `x`, as in the weekly hours). */
const saysClosed = (text: string) => parseDayHours(text).kind === 'closed';

/**
 * The rows of a special hours text: a line is its dates (`YYYY-MM-DD`, or `YYYY-MM-DD..YYYY-MM-DD`)
 * then, after a space, `closed` or the periods. Empty lines at the end are dropped; any other line
 * is a row (an empty one is blank), so the editor and the problems count lines alike.
 */
export function parseSpecialHours(text: string): SpecialRow[] {
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  return lines.map((line) => {
    const match = /^\s*(\S+)(?:\s(.*))?$/.exec(line);
    if (match === null) return EMPTY_ROW;
    const [first = '', end = ''] = (match[1] ?? '').split(RANGE);
    const rest = (match[2] ?? '').replace(/^\s+/, '');
    const closed = saysClosed(rest);
    return {
      date: first === NO_DATE ? '' : first,
      endDate: end,
      closed,
      periods: closed ? '' : rest,
    };
  });
}

/** The text of rows, a line each (the inverse of parseSpecialHours for every row the editor makes). */
export function formatSpecialHours(rows: readonly SpecialRow[]): string {
  return rows
    .map((row) => {
      const dates = `${row.date === '' ? NO_DATE : row.date}${row.endDate === '' ? '' : `${RANGE}${row.endDate}`}`;
      const hours = row.closed ? 'closed' : row.periods;
      return hours === '' ? dates : `${dates} ${hours}`;
    })
    .join('\n');
}

/** A row nobody filled in (an empty line): left out of the item. */
export const isBlankRow = (row: SpecialRow) =>
  row.date.trim() === '' && row.endDate.trim() === '' && !row.closed && row.periods.trim() === '';

/** A stored special hours value (any JSON) as the form's text: a line per date. */
export function specialHoursToForm(stored: unknown): string {
  const days = Array.isArray(stored) ? stored : [];
  return formatSpecialHours(
    days
      .filter((day): day is Record<string, unknown> => typeof day === 'object' && day !== null)
      .map((day) => ({
        date: typeof day.date === 'string' ? day.date : '',
        endDate: typeof day.endDate === 'string' ? day.endDate : '',
        closed: day.closed === true,
        periods:
          day.closed === true || !Array.isArray(day.periods)
            ? ''
            : formatDayHours(
                day.periods.map((period: { open?: unknown; close?: unknown }) => ({
                  open: String(period?.open ?? ''),
                  close: String(period?.close ?? ''),
                })),
              ),
      })),
  );
}

/** The form's special hours as the contract's, earliest first; blank lines are left out. */
export function formToSpecialHours(values: FormValues<string>): SpecialHoursDay[] {
  return parseSpecialHours(values[SPECIAL_HOURS] ?? '')
    .filter((row) => !isBlankRow(row))
    .map((row): SpecialHoursDay => {
      const result = parseDayHours(row.periods);
      const endDate = row.endDate.trim();
      return {
        date: row.date.trim(),
        endDate: endDate === '' ? null : endDate,
        closed: row.closed,
        periods: !row.closed && result.kind === 'open' ? [...result.periods] : [],
      };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The problems of the special hours, under `specialHours.<line>.<part>`: a date is required and a
 * real day, an end date not before it, and a day not closed needs its periods in the weekly
 * editor's format; at most SPECIAL_HOURS_MAX dates.
 */
export function checkSpecialHours(values: FormValues<string>): Record<string, Problem> {
  const found: Record<string, Problem> = {};
  const text = values[SPECIAL_HOURS] ?? '';
  if (text.length > SPECIAL_HOURS_TEXT_MAX)
    return { [SPECIAL_HOURS]: { code: 'tooLong', max: SPECIAL_HOURS_TEXT_MAX } };
  const rows = parseSpecialHours(text);
  if (rows.filter((row) => !isBlankRow(row)).length > SPECIAL_HOURS_MAX)
    return { [SPECIAL_HOURS]: { code: 'range', min: 0, max: SPECIAL_HOURS_MAX } };
  rows.forEach((row, line) => {
    if (isBlankRow(row)) return;
    const add = (part: SpecialPart, problem: Problem | null) => {
      if (problem !== null) found[specialKey(line, part)] = problem;
    };
    add('date', checkDay(row.date, true));
    add('endDate', checkDay(row.endDate) ?? checkDayOrder(row.date, row.endDate));
    if (!row.closed)
      add('periods', row.periods.trim() === '' ? { code: 'required' } : checkDayHours(row.periods));
  });
  return found;
}
