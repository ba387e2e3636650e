import type { IntlShape } from '@formatjs/intl';
import type { AccountMessageKey } from './i18n/en';

// Dates are shown in UTC: the server and the browser then render the same text, so hydration matches.

/** A calendar day (YYYY-MM-DD) in the page's language. */
export function formatDay(intl: IntlShape<AccountMessageKey>, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return intl.formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** An instant (ISO 8601) in the page's language, in UTC. */
export function formatInstant(intl: IntlShape<AccountMessageKey>, instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return intl.formatDate(date, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
}
