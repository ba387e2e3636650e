import type { FieldErrorCode, OpeningPeriod } from './import-types';

/** The outcome of reading one day's hours cell. */
export type DayHoursResult =
  | { kind: 'unspecified' }
  | { kind: 'closed' }
  | { kind: 'open'; periods: OpeningPeriod[] }
  | { kind: 'error'; code: FieldErrorCode; message: string };

const CLOSED = new Set(['x', 'closed']);
// Dashes people and spreadsheet programs use between the two times.
const PERIOD = /^(\d{1,2}):(\d{2})\s*[-\u2010-\u2015]\s*(\d{1,2}):(\d{2})$/;
const MINUTES_PER_DAY = 24 * 60;

/**
 * Reads a GBP hours cell: `HH:MM-HH:MM`, several periods separated by commas, `x` (or empty) for closed.
 * `24:00` is allowed as a close time; a close earlier than the open time is an overnight period
 * that ends on the next day (as Google Business Profile itself allows, e.g. a bar open 18:00-02:00).
 */
export function parseDayHours(cell: string): DayHoursResult {
  const value = cell.trim();
  if (value === '') return { kind: 'unspecified' };
  if (CLOSED.has(value.toLowerCase())) return { kind: 'closed' };
  const spans: { open: number; close: number; text: OpeningPeriod }[] = [];
  for (const part of value.split(/[,;]/)) {
    const match = PERIOD.exec(part.trim());
    if (!match) {
      return {
        kind: 'error',
        code: 'hours_format',
        message: `"${part.trim()}" is not an opening period; use HH:MM-HH:MM, e.g. 09:00-18:00, periods separated by commas, or x for closed`,
      };
    }
    const [, oh = '', om = '', ch = '', cm = ''] = match;
    const open = toMinutes(oh, om, false);
    const close = toMinutes(ch, cm, true);
    if (open === null || close === null) {
      return {
        kind: 'error',
        code: 'hours_time_invalid',
        message: `"${part.trim()}" has a time that does not exist; hours go from 00:00 to 23:59 (24:00 only as a closing time)`,
      };
    }
    if (open === close) {
      return {
        kind: 'error',
        code: 'hours_empty_range',
        message: `"${part.trim()}" opens and closes at the same time; for open all day use 00:00-24:00`,
      };
    }
    const end = close < open ? close + MINUTES_PER_DAY : close;
    spans.push({ open, close: end, text: { open: hhmm(oh, om), close: hhmm(ch, cm) } });
  }
  spans.sort((a, b) => a.open - b.open);
  for (let i = 1; i < spans.length; i += 1) {
    const previous = spans[i - 1];
    const current = spans[i];
    if (previous && current && current.open < previous.close) {
      return {
        kind: 'error',
        code: 'hours_overlap',
        message: `The periods ${previous.text.open}-${previous.text.close} and ${current.text.open}-${current.text.close} overlap`,
      };
    }
  }
  return { kind: 'open', periods: spans.map((span) => span.text) };
}

function toMinutes(hours: string, minutes: string, isClose: boolean): number | null {
  const h = Number(hours);
  const m = Number(minutes);
  if (m > 59) return null;
  if (h === 24 && m === 0 && isClose) return MINUTES_PER_DAY;
  if (h > 23) return null;
  return h * 60 + m;
}

function hhmm(hours: string, minutes: string): string {
  return `${hours.padStart(2, '0')}:${minutes}`;
}
