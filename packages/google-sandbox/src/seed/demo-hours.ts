import type { SpecialHourPeriod, TimeOfDay, TimePeriod } from '../google-types';
import type { CalendarDate } from '../http/calendar';

/** A TimeOfDay from `HH:MM` (00:00 is `{}`, as proto3 JSON leaves zero fields out). */
export function time(text: string): TimeOfDay {
  const [hours = 0, minutes = 0] = text.split(':').map(Number);
  return { ...(hours !== 0 ? { hours } : {}), ...(minutes !== 0 ? { minutes } : {}) };
}

/** A period of regular hours: open on one day, close on the same or a later day. */
export function period(openDay: string, open: string, closeDay: string, close: string): TimePeriod {
  return { openDay, openTime: time(open), closeDay, closeTime: time(close) };
}

/** The same hours on each of the given days. */
export function everyDay(days: readonly string[], open: string, close: string): TimePeriod[] {
  return days.map((day) => period(day, open, day, close));
}

/** A special day: closed, or open at other hours (ending the next day when `endDate` is given). */
export function specialDay(
  startDate: CalendarDate,
  hours?: { open: string; close: string; endDate?: CalendarDate },
): SpecialHourPeriod {
  if (!hours) return { startDate, closed: true };
  return {
    startDate,
    openTime: time(hours.open),
    ...(hours.endDate ? { endDate: hours.endDate } : {}),
    closeTime: time(hours.close),
  };
}

/** Monday to Thursday. */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'] as const;
