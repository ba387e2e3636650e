import { WEEKDAYS, type Weekday } from './weekdays';

/** One opening period of a day, `HH:MM` to `HH:MM` (a close before the open ends on the next day). */
export interface OpeningPeriod {
  readonly open: string;
  readonly close: string;
}

/** Opening periods per weekday; closed days are omitted. */
export type WeeklyHours = Partial<Record<Weekday, readonly OpeningPeriod[]>>;

/** Why a day's hours text is refused. */
export type DayHoursErrorCode =
  | 'hours_format'
  | 'hours_time_invalid'
  | 'hours_empty_range'
  | 'hours_overlap';

/** The outcome of reading one day's hours text. */
export type DayHoursResult =
  | { readonly kind: 'unspecified' }
  | { readonly kind: 'closed' }
  | { readonly kind: 'open'; readonly periods: readonly OpeningPeriod[] }
  | {
      readonly kind: 'error';
      readonly code: DayHoursErrorCode;
      /** The period text at fault. */
      readonly part: string;
      /** For an overlap: the two periods as `HH:MM-HH:MM`. */
      readonly overlap?: readonly [string, string];
    };

const CLOSED = new Set(['x', 'closed']);
// Dashes people and spreadsheet programs use between the two times.
const PERIOD = /^(\d{1,2}):(\d{2})\s*[-\u2010-\u2015]\s*(\d{1,2}):(\d{2})$/;
const MINUTES_PER_DAY = 24 * 60;

/** The text of open all day. */
export const ALL_DAY = '00:00-24:00';

/**
 * Reads one day's hours as the import and the hours editor write them: `HH:MM-HH:MM`, several
 * periods separated by commas (or semicolons), `x` or `closed` for closed, empty for unspecified.
 * `24:00` is allowed as a close time; a close earlier than the open time is an overnight period
 * that ends on the next day (as Google Business Profile allows, e.g. a bar open 18:00-02:00).
 * Periods come back sorted by opening time; equal open and close times and overlaps are refused.
 */
export function parseDayHours(text: string): DayHoursResult {
  const value = text.trim();
  if (value === '') return { kind: 'unspecified' };
  if (CLOSED.has(value.toLowerCase())) return { kind: 'closed' };
  const spans: { open: number; close: number; text: OpeningPeriod }[] = [];
  for (const raw of value.split(/[,;]/)) {
    const part = raw.trim();
    const match = PERIOD.exec(part);
    if (!match) return { kind: 'error', code: 'hours_format', part };
    const [, oh = '', om = '', ch = '', cm = ''] = match;
    const open = toMinutes(oh, om, false);
    const close = toMinutes(ch, cm, true);
    if (open === null || close === null) return { kind: 'error', code: 'hours_time_invalid', part };
    if (open === close) return { kind: 'error', code: 'hours_empty_range', part };
    const end = close < open ? close + MINUTES_PER_DAY : close;
    spans.push({ open, close: end, text: { open: hhmm(oh, om), close: hhmm(ch, cm) } });
  }
  spans.sort((a, b) => a.open - b.open);
  for (let i = 1; i < spans.length; i += 1) {
    const previous = spans[i - 1];
    const current = spans[i];
    if (previous && current && current.open < previous.close) {
      const first = formatPeriod(previous.text);
      const second = formatPeriod(current.text);
      return { kind: 'error', code: 'hours_overlap', part: second, overlap: [first, second] };
    }
  }
  return { kind: 'open', periods: spans.map((span) => span.text) };
}

/** A period as `HH:MM-HH:MM`. */
export function formatPeriod(period: OpeningPeriod): string {
  return `${period.open}-${period.close}`;
}

/** A day's periods as the hours editor shows them: `09:00-13:00, 14:00-19:00`; empty when closed. */
export function formatDayHours(periods: readonly OpeningPeriod[] | undefined): string {
  return (periods ?? []).map(formatPeriod).join(', ');
}

/** A stored hours value (any JSON) as the editor's text per weekday; empty text for a closed day. */
export function hoursToTexts(hours: unknown): Record<Weekday, string> {
  const week = (typeof hours === 'object' && hours !== null ? hours : {}) as Record<
    string,
    unknown
  >;
  const texts = {} as Record<Weekday, string>;
  for (const day of WEEKDAYS) {
    const periods = Array.isArray(week[day]) ? (week[day] as unknown[]) : [];
    texts[day] = formatDayHours(
      periods.map((period) => {
        const span = (typeof period === 'object' && period !== null ? period : {}) as Record<
          string,
          unknown
        >;
        return { open: String(span.open ?? ''), close: String(span.close ?? '') };
      }),
    );
  }
  return texts;
}

/** The editor's text per weekday as the stored hours; days without periods are omitted. */
export function textsToHours(texts: Readonly<Partial<Record<Weekday, string>>>): WeeklyHours {
  const hours: Partial<Record<Weekday, readonly OpeningPeriod[]>> = {};
  for (const day of WEEKDAYS) {
    const result = parseDayHours(texts[day] ?? '');
    if (result.kind === 'open') hours[day] = result.periods;
  }
  return hours;
}

/** The first refused day of a stored hours value with its reason, or null when every day is valid. */
export function checkWeeklyHours(
  hours: WeeklyHours,
): { readonly day: Weekday; readonly result: DayHoursResult & { kind: 'error' } } | null {
  for (const day of WEEKDAYS) {
    const periods = hours[day];
    if (periods === undefined || periods.length === 0) continue;
    const result = parseDayHours(formatDayHours(periods));
    if (result.kind === 'error') return { day, result };
  }
  return null;
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
