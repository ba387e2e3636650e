/** A whole calendar date (UTC). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** An RFC 3339 UTC timestamp as Google writes them (`2024-05-01T10:00:00.123Z`). */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** The UTC calendar date of an instant. */
export function utcDate(ms: number): CalendarDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Midnight UTC of a date, in milliseconds (the date must be valid). */
export function dateMs(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

/** The key of a date in the metric store: `YYYY-MM-DD`. */
export function dateKey(date: CalendarDate): string {
  const pad = (value: number, size: number) => String(value).padStart(size, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Whether year, month and day name a real calendar date in years 1-9999. */
export function isValidDate(date: Partial<CalendarDate>): date is CalendarDate {
  const { year, month, day } = date;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if ((year as number) < 1 || (year as number) > 9999) return false;
  if ((month as number) < 1 || (month as number) > 12 || (day as number) < 1) return false;
  return (day as number) <= daysInMonth(year as number, month as number);
}

/** The number of days of a month. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date a number of days after another (negative goes back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return utcDate(dateMs(date) + days * 86_400_000);
}

/** The same day a number of months earlier, clamped to the month's last day. */
export function monthsBefore(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The instant of an RFC 3339 timestamp (`2024-05-01T10:00:00Z`, offsets allowed), or undefined. */
export function parseTimestamp(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/.test(text))
    return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}
