/** An account the signed-in person may switch to, identified by its owner and sid; other fields are the backend's. */
export interface Alternate {
  readonly owner: string;
  readonly sid: string;
  readonly [field: string]: unknown;
}

/** Returns a new list where the alternate replaces the one with the same owner and sid, or is appended. */
export function upsertAlternate(
  list: readonly Alternate[],
  alternate: Alternate,
): readonly Alternate[] {
  const index = list.findIndex(
    (item) => item.owner === alternate.owner && item.sid === alternate.sid,
  );
  if (index === -1) return [...list, alternate];
  return list.map((item, position) => (position === index ? alternate : item));
}
