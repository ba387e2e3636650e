import type { FieldRuleProblem } from './field-rules';
import {
  checkPublication,
  type PublicationDraft,
  type PublicationField,
} from './publication-rules';

/** The longest text of a Google post, in characters (Google's post form; the API reference gives no number). */
export const LOCAL_POST_SUMMARY_MAX = 1500;

/** How many listings one publication may be published to at once. */
export const LOCAL_POST_LOCATIONS_MAX = 50;

/** The time zone of the listings' wall clock: locations carry none, and the product serves Ukraine (decision 0035). */
export const LISTING_TIME_ZONE = 'Europe/Kyiv';

/** A publication as Google's post is made of it: its text and its post-type parts. */
export interface LocalPostDraft extends PublicationDraft {
  readonly body: string;
}

/** The field of a publication a Google post rule names: the publication's fields and its text. */
export type LocalPostField = PublicationField | 'body';

/** Where a post is on Google, as the account shows it. */
export const LOCAL_POST_STATES = [
  'waiting',
  'processing',
  'live',
  'rejected',
  'failed',
  'deleting',
] as const;

/** A post's state on Google as the account shows it. */
export type LocalPostShownState = (typeof LOCAL_POST_STATES)[number];

/**
 * Every problem of a publication as a Google local post, by field: the publication's own post-type
 * rules (a call to action's http(s) URL, an event's title and its end after its start, an offer's
 * title, days and redeem URL), then Google's: a standard post needs its text (Google takes a
 * summary or a photo, and publications carry no photo); the text is at most 1500 characters; an
 * offer is given Google's event schedule, so its start and end days are required.
 */
export function checkLocalPost(
  draft: LocalPostDraft,
): Partial<Record<LocalPostField, FieldRuleProblem>> {
  const found: Partial<Record<LocalPostField, FieldRuleProblem>> = { ...checkPublication(draft) };
  const text = draft.body.trim();
  if (draft.postType === 'standard' && text === '') found.body = { code: 'required' };
  else if ([...text].length > LOCAL_POST_SUMMARY_MAX)
    found.body = { code: 'tooLong', max: LOCAL_POST_SUMMARY_MAX };
  return found;
}

/** A wall-clock date and time of day, as Google's `Date` and `TimeOfDay` carry them. */
export interface WallClock {
  readonly date: { readonly year: number; readonly month: number; readonly day: number };
  readonly time: { readonly hours: number; readonly minutes: number };
}

/** The date and time of day an instant is on the wall clock of a time zone. */
export function wallClock(instant: string, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    date: { year: part('year'), month: part('month'), day: part('day') },
    time: { hours: part('hour'), minutes: part('minute') },
  };
}

/** A day (YYYY-MM-DD) as Google's `Date`. */
export function dayDate(day: string): WallClock['date'] {
  const [year, month, date] = day.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: date ?? 0 };
}
