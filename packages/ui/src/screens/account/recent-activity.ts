import type { PinKindName, PinRecord } from './page-data';

/** A changed pin and its kind. */
export interface RecentPin {
  readonly kind: PinKindName;
  readonly item: PinRecord;
}

/** The `limit` most recently updated pins across kinds, newest first. */
export function recentActivity(
  lists: readonly { readonly kind: PinKindName; readonly items: readonly PinRecord[] }[],
  limit: number,
): readonly RecentPin[] {
  return lists
    .flatMap(({ kind, items }) => items.map((item) => ({ kind, item })))
    .sort((a, b) => b.item.updatedAt.localeCompare(a.item.updatedAt))
    .slice(0, limit);
}
