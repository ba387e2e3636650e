import { type Query, stringifyQuery } from '@agency/core';

/** The query parameters of a pins list kept in the URL. */
export interface ListQuery {
  readonly q?: string;
  readonly sort?: string;
  readonly p?: number;
  readonly archived?: boolean;
  /** Notifications: true only read ones, false only unread ones, absent all. */
  readonly read?: boolean | undefined;
  /** Reviews: true only those without a reply. */
  readonly unanswered?: boolean | undefined;
  /** Reviews: only those of this many stars (1-5). */
  readonly rating?: number | undefined;
  /** Reviews: only those of this location. */
  readonly locationId?: string | undefined;
  /** Reviews: written on or after this day (YYYY-MM-DD). */
  readonly from?: string | undefined;
  /** Reviews: written on or before this day. */
  readonly to?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The query parameters of a list's URL, which its links keep. */
export const LIST_KEYS = [
  'q',
  'sort',
  'p',
  'archived',
  'read',
  'unanswered',
  'rating',
  'locationId',
  'from',
  'to',
] as const;

/** The list's current query from the page URL's query (invalid values are dropped). */
export function readListQuery(query: Query): ListQuery {
  const p = Number(query.p);
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
    ...(Number.isInteger(p) && p > 1 ? { p } : {}),
    ...(query.archived === 'true' ? { archived: true } : {}),
    ...(query.read === 'true' || query.read === 'false' ? { read: query.read === 'true' } : {}),
    ...(query.unanswered === 'true' ? { unanswered: true } : {}),
    ...(/^[1-5]$/.test(query.rating ?? '') ? { rating: Number(query.rating) } : {}),
    ...(UUID.test(query.locationId ?? '') ? { locationId: query.locationId } : {}),
    ...(DAY.test(query.from ?? '') ? { from: query.from } : {}),
    ...(DAY.test(query.to ?? '') ? { to: query.to } : {}),
  };
}

/**
 * The URL of a list page: `path` with the list query changed. Changing the search, sort or
 * archive view goes back to page 1; page 1, an empty search and the active view leave no trace.
 */
export function listUrl(path: string, current: ListQuery, changes: ListQuery): string {
  const paging = 'p' in changes;
  const next: ListQuery = { ...current, ...changes, ...(paging ? {} : { p: undefined }) };
  const query: Record<string, string> = {};
  for (const key of LIST_KEYS) {
    const value = next[key];
    // read=false (only unread) is a filter of its own; any other false is the default.
    if (value === undefined || value === '' || (value === false && key !== 'read')) continue;
    if (key === 'p' && (value as number) <= 1) continue;
    query[key] = String(value);
  }
  const search = stringifyQuery(query);
  return search === '' ? path : `${path}?${search}`;
}
