import type { components } from '@agency/contracts';
import {
  checkDay,
  checkDayHours,
  checkDayOrder,
  formatDayHours,
  parseDayHours,
} from '@agency/core/forms';
import type { Problem } from '../problems';
import type { FormValues } from './kind-spec';

/** One date (or range of dates) with its own hours: the contract's SpecialHoursDay. */
export type SpecialHoursDay = components['schemas']['SpecialHoursDay'];

/**
 * The form key of the special hours: its value is how many rows the form holds (as text), its
 * rows are `specialHours.<row>.<part>`. A field error of the whole list stays under this key.
 */
export const SPECIAL_HOURS = 'specialHours';

/** The parts of a row: the first day, the last day of a range (optional), closed, the periods text. */
export const SPECIAL_PARTS = ['date', 'endDate', 'closed', 'periods'] as const;

/** A part of a special hours row. */
export type SpecialPart = (typeof SPECIAL_PARTS)[number];

/** The most rows a location holds (the contract's SpecialHours maxItems). */
export const SPECIAL_HOURS_MAX = 100;

/** The value of a checked `closed` box (an unchecked box posts nothing). */
export const CLOSED_VALUE = 'true';

/** The form key of one part of a row. */
export const specialKey = (row: number, part: SpecialPart) => `${SPECIAL_HOURS}.${row}.${part}`;

/** Every form key a special hours list may post: the row count and each part of every row. */
export const SPECIAL_HOURS_KEYS: readonly string[] = [
  SPECIAL_HOURS,
  ...Array.from({ length: SPECIAL_HOURS_MAX }, (_, row) =>
    SPECIAL_PARTS.map((part) => specialKey(row, part)),
  ).flat(),
];

/** How many rows the values hold (the count key, within 0..SPECIAL_HOURS_MAX). */
export function specialRowCount(values: FormValues): number {
  const count = Number.parseInt(values[SPECIAL_HOURS] ?? '0', 10);
  return Number.isInteger(count) ? Math.min(Math.max(count, 0), SPECIAL_HOURS_MAX) : 0;
}

/** The texts of one row. */
export type SpecialRow = Readonly<Record<SpecialPart, string>>;

/** The rows of the values, in order (a row not posted reads as empty). */
export function specialRows(values: FormValues): SpecialRow[] {
  return Array.from({ length: specialRowCount(values) }, (_, row) => {
    const text = (part: SpecialPart) => values[specialKey(row, part)] ?? '';
    return {
      date: text('date'),
      endDate: text('endDate'),
      closed: text('closed'),
      periods: text('periods'),
    };
  });
}

/** The form values of a list of rows: the count and each row's parts. */
export function specialRowValues(rows: readonly SpecialRow[]): Record<string, string> {
  const values: Record<string, string> = { [SPECIAL_HOURS]: String(rows.length) };
  rows.forEach((row, index) => {
    for (const part of SPECIAL_PARTS) values[specialKey(index, part)] = row[part];
  });
  return values;
}

/** A row nobody filled in (a spare row of a form without JavaScript): left out of the item. */
export const isBlankRow = (row: SpecialRow) =>
  row.date.trim() === '' &&
  row.endDate.trim() === '' &&
  row.closed !== CLOSED_VALUE &&
  row.periods.trim() === '';

// "closed" or "x" typed as the periods says closed too, as in the weekly hours editor.
const isClosed = (row: SpecialRow) =>
  row.closed === CLOSED_VALUE || parseDayHours(row.periods).kind === 'closed';

/** A stored special hours value (any JSON) as form values: a row per day, periods as `09:00-13:00, 14:00-18:00`. */
export function specialHoursToForm(stored: unknown): Record<string, string> {
  const days = Array.isArray(stored) ? stored : [];
  return specialRowValues(
    days
      .filter((day): day is Record<string, unknown> => typeof day === 'object' && day !== null)
      .map((day) => ({
        date: typeof day.date === 'string' ? day.date : '',
        endDate: typeof day.endDate === 'string' ? day.endDate : '',
        closed: day.closed === true ? CLOSED_VALUE : '',
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

/** The form's rows as the contract's special hours, earliest first; blank rows are left out. */
export function formToSpecialHours(values: FormValues): SpecialHoursDay[] {
  return specialRows(values)
    .filter((row) => !isBlankRow(row))
    .map((row): SpecialHoursDay => {
      const closed = isClosed(row);
      const result = parseDayHours(row.periods);
      const endDate = row.endDate.trim();
      return {
        date: row.date.trim(),
        endDate: endDate === '' ? null : endDate,
        closed,
        periods: !closed && result.kind === 'open' ? [...result.periods] : [],
      };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The problems of the rows, under `specialHours.<row>.<part>`: a day is required and a real date,
 * an end date not before it, and a day not closed needs its periods in the weekly editor's format.
 */
export function checkSpecialHours(values: FormValues): Record<string, Problem> {
  const found: Record<string, Problem> = {};
  specialRows(values).forEach((row, index) => {
    if (isBlankRow(row)) return;
    const add = (part: SpecialPart, problem: Problem | null) => {
      if (problem !== null) found[specialKey(index, part)] = problem;
    };
    add('date', checkDay(row.date, true));
    add('endDate', checkDay(row.endDate) ?? checkDayOrder(row.date, row.endDate));
    if (!isClosed(row))
      add('periods', row.periods.trim() === '' ? { code: 'required' } : checkDayHours(row.periods));
  });
  return found;
}
