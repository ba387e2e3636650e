import type {
  GoogleDate,
  GoogleSpecialHourPeriod,
  GoogleTimeOfDay,
  GoogleTimePeriod,
} from './google-location-types';
import type { SpecialDayHours } from './linked-location-fields';
import type { OpeningPeriod, WeeklyHours } from './opening-hours';
import { WEEKDAYS, type Weekday } from './weekdays';

/** Google's DayOfWeek values, Monday first (the order of WEEKDAYS). */
export const GOOGLE_DAYS_OF_WEEK = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;

const DAY = 24 * 60;
const WEEK = 7 * DAY;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^(\d{2}):(\d{2})$/;

const two = (n: number) => String(n).padStart(2, '0');

/** Minutes as `HH:MM` (1440 is `24:00`). */
function hhmm(minutes: number): string {
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** The minutes after midnight of `HH:MM` (`24:00` is 1440), or null when it is not a time. */
function textMinutes(text: string): number | null {
  const match = HH_MM.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return hours * 60 + minutes;
}

/**
 * The minutes after midnight of a TimeOfDay (00:00 to 24:00; an absent time is 00:00, as proto3
 * reads a missing message), or null when it is not one or has seconds.
 */
function timeMinutes(time: GoogleTimeOfDay | undefined): number | null {
  const { hours, minutes, seconds, nanos } = time ?? {};
  const h = hours ?? 0;
  const m = minutes ?? 0;
  if ((seconds ?? 0) !== 0 || (nanos ?? 0) !== 0) return null;
  if (!Number.isInteger(h) || !Number.isInteger(m) || m < 0 || m > 59 || h < 0) return null;
  if (h > 24 || (h === 24 && m !== 0)) return null;
  return h * 60 + m;
}

/** A TimeOfDay in proto3 JSON: zero parts left out, so 00:00 is `{}`. */
function timeOfDay(minutes: number): GoogleTimeOfDay {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return { ...(hours !== 0 ? { hours } : {}), ...(rest !== 0 ? { minutes: rest } : {}) };
}

function dayIndex(day: string | null | undefined): number {
  return GOOGLE_DAYS_OF_WEEK.indexOf(day as (typeof GOOGLE_DAYS_OF_WEEK)[number]);
}

/**
 * One Google period as our periods by opening day. A period that has our form is one period: open
 * and close on the same day (a close at 24:00 allowed), or close on the next day earlier than the
 * opening time (00:00 allowed). Any other (24 hours or more, several days) is cut at each midnight
 * into `HH:MM-24:00`, `00:00-24:00` and `00:00-HH:MM` periods: the same open hours.
 */
function ourPeriods(period: GoogleTimePeriod): [Weekday, OpeningPeriod][] {
  const openDay = dayIndex(period.openDay);
  const closeDay = dayIndex(period.closeDay);
  const open = timeMinutes(period.openTime);
  const close = timeMinutes(period.closeTime);
  if (openDay < 0 || closeDay < 0 || open === null || close === null) return [];
  const day = WEEKDAYS[openDay] as Weekday;
  if (open < DAY && closeDay === openDay && close > open) {
    return [[day, { open: hhmm(open), close: hhmm(close) }]];
  }
  // Google refuses a close earlier the same day; we read it as ours, overnight.
  if (open < DAY && (closeDay === (openDay + 1) % 7 || closeDay === openDay) && close < open) {
    return [[day, { open: hhmm(open), close: hhmm(close) }]];
  }
  const start = openDay * DAY + open;
  let length = closeDay * DAY + close - start;
  if (length === 0) return [];
  // A close on an earlier weekday runs over the week's end.
  if (length < 0) length += WEEK;
  const dayOf = (minute: number) => WEEKDAYS[Math.floor(minute / DAY) % 7] as Weekday;
  const pieces: [Weekday, OpeningPeriod][] = [];
  for (let at = start; at < start + length; at = (Math.floor(at / DAY) + 1) * DAY) {
    const from = at % DAY;
    pieces.push([
      dayOf(at),
      { open: hhmm(from), close: hhmm(Math.min(DAY, from + start + length - at)) },
    ]);
  }
  return pieces;
}

const byOpening = (a: OpeningPeriod, b: OpeningPeriod) =>
  a.open < b.open ? -1 : a.open > b.open ? 1 : a.close < b.close ? -1 : a.close > b.close ? 1 : 0;

/** Google's regular hours as ours: periods by the weekday they open, sorted by opening time. */
export function hoursFromGoogle(periods: readonly GoogleTimePeriod[]): WeeklyHours {
  const days: Partial<Record<Weekday, OpeningPeriod[]>> = {};
  for (const period of periods) {
    for (const [day, piece] of ourPeriods(period)) days[day] = [...(days[day] ?? []), piece];
  }
  const hours: Partial<Record<Weekday, readonly OpeningPeriod[]>> = {};
  for (const day of WEEKDAYS) {
    const found = days[day];
    if (found) hours[day] = found.sort(byOpening);
  }
  return hours;
}

/**
 * Our regular hours as Google's periods: a close after the open is the same day (`24:00` is
 * `{ hours: 24 }` that day), a close before it is the next day; a period that opens and closes at
 * the same time, or with a time that is not `HH:MM`, is left out.
 */
export function hoursToGoogle(hours: WeeklyHours): GoogleTimePeriod[] {
  const periods: GoogleTimePeriod[] = [];
  WEEKDAYS.forEach((day, index) => {
    for (const { open, close } of hours[day] ?? []) {
      const from = textMinutes(open);
      const to = textMinutes(close);
      if (from === null || to === null || from === to || from === DAY) continue;
      periods.push({
        openDay: GOOGLE_DAYS_OF_WEEK[index],
        openTime: timeOfDay(from),
        closeDay: GOOGLE_DAYS_OF_WEEK[to > from ? index : (index + 1) % 7],
        closeTime: timeOfDay(to),
      });
    }
  });
  return periods;
}

/** A whole Google date as `YYYY-MM-DD`, or null when it is partial or not a calendar day. */
function dateText(date: GoogleDate | undefined): string | null {
  const { year, month, day } = date ?? {};
  if (!year || !month || !day) return null;
  const text = `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
  return googleDate(text) === null ? null : text;
}

/** A UTC calendar day; out-of-range months and days roll over, as `Date` does. */
function utcDay(year: number, month: number, day: number): Date {
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return at;
}

/** `YYYY-MM-DD` as a Google date, or null when it is not a calendar day. */
function googleDate(text: string): GoogleDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const at = utcDay(year, month, day);
  if (year < 1 || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The day after a calendar day, as a Google date. */
function nextDay(date: GoogleDate): GoogleDate {
  const at = utcDay(date.year ?? 0, date.month ?? 0, (date.day ?? 0) + 1);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/**
 * Google's special hours as ours: the closed periods of a date are its closed day; its open periods
 * are one open day, sorted by opening time, whose end date is the latest end date Google gives (the
 * next day when a period runs past midnight) or null when Google gives none. Days come sorted by
 * date; a period without a whole start date is left out.
 */
export function specialHoursFromGoogle(
  periods: readonly GoogleSpecialHourPeriod[],
): SpecialDayHours[] {
  const days = new Map<
    string,
    { date: string; endDate: string | null; closed: boolean; periods: OpeningPeriod[] }
  >();
  for (const period of periods) {
    const date = dateText(period.startDate);
    if (date === null) continue;
    const closed = period.closed === true;
    const key = `${date}|${closed}`;
    const day = days.get(key) ?? { date, endDate: null, closed, periods: [] };
    days.set(key, day);
    const endDate = period.endDate === undefined ? null : dateText(period.endDate);
    if (endDate !== null && (day.endDate === null || endDate > day.endDate)) day.endDate = endDate;
    // Unless closed, both times are required: a period without one is no period.
    const open = period.openTime === undefined ? null : timeMinutes(period.openTime);
    const close = period.closeTime === undefined ? null : timeMinutes(period.closeTime);
    if (!closed && open !== null && close !== null) {
      day.periods.push({ open: hhmm(open), close: hhmm(close) });
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, day]) => ({ ...day, periods: day.periods.sort(byOpening) }));
}

/**
 * Our special hours as Google's periods: a closed day is one closed period; each period of an open
 * day is one period on its date. A period that closes before it opens ends the next day, which
 * Google needs as its end date; a same-day period carries the end date only when the day's end
 * date is the day itself (Google reads a missing one as the start date).
 */
export function specialHoursToGoogle(days: readonly SpecialDayHours[]): GoogleSpecialHourPeriod[] {
  const periods: GoogleSpecialHourPeriod[] = [];
  for (const day of days) {
    const startDate = googleDate(day.date);
    if (startDate === null) continue;
    if (day.closed) {
      const given = day.endDate === null ? null : googleDate(day.endDate);
      periods.push({ startDate, ...(given ? { endDate: given } : {}), closed: true });
      continue;
    }
    for (const { open, close } of day.periods) {
      const from = textMinutes(open);
      const to = textMinutes(close);
      if (from === null || to === null || from === to || from === DAY) continue;
      const endDate = to < from ? nextDay(startDate) : day.endDate === day.date ? startDate : null;
      periods.push({
        startDate,
        ...(endDate ? { endDate } : {}),
        openTime: timeOfDay(from),
        closeTime: timeOfDay(to),
      });
    }
  }
  return periods;
}
