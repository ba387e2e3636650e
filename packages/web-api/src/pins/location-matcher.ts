import {
  type LocationMatch,
  type MatchableLocation,
  matchLocation,
  normalizeMatchText,
} from '@agency/core';

// Each location under every key a rule of core's matchLocation could find it by.
function keysOf(location: MatchableLocation): string[] {
  const keys: string[] = [];
  const code = location.storeCode?.trim();
  if (code) keys.push(`s:${code}`);
  const place = location.placeId?.trim();
  if (place) keys.push(`p:${place}`);
  const name = normalizeMatchText(location.name);
  const line = normalizeMatchText(location.addressLines[0] ?? '');
  if (name !== '' && line !== '') keys.push(`n:${name}\u0000${line}`);
  return keys;
}

/**
 * Core's matchLocation over many candidates at once: the existing locations are indexed by store
 * code, place id and normalised name and first line, and each candidate is matched (by core) only
 * against those sharing a key with it, which is every location a rule could find. Linear in the
 * number of locations and candidates instead of their product.
 */
export function locationMatcher<T extends MatchableLocation>(
  existing: readonly T[],
): (candidate: MatchableLocation) => LocationMatch<T> {
  const index = new Map<string, T[]>();
  const position = new Map(existing.map((location, at) => [location, at]));
  for (const location of existing) {
    for (const key of keysOf(location)) index.set(key, [...(index.get(key) ?? []), location]);
  }
  return (candidate) => {
    const near = new Set<T>();
    for (const key of keysOf(candidate))
      for (const location of index.get(key) ?? []) near.add(location);
    const ordered = [...near].sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
    return matchLocation(candidate, ordered);
  };
}
