/** The days of the week, in the contract's names, Monday first. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** A day of the week. */
export type Weekday = (typeof WEEKDAYS)[number];
