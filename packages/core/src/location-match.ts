/** What matchLocation compares of a location. */
export interface MatchableLocation {
  readonly storeCode: string | null;
  /** Google's place id; absent where the record has none yet. */
  readonly placeId?: string | null;
  readonly name: string;
  readonly addressLines: readonly string[];
  readonly postalCode: string | null;
}

/** The rule that matched, in the order they are tried. */
export type LocationMatchRule = 'storeCode' | 'placeId' | 'nameAndAddress';

/** The rules, in the order matchLocation tries them. */
export const LOCATION_MATCH_RULES: readonly LocationMatchRule[] = [
  'storeCode',
  'placeId',
  'nameAndAddress',
];

/** The outcome of matchLocation. */
export type LocationMatch<T> =
  | { readonly kind: 'match'; readonly rule: LocationMatchRule; readonly location: T }
  /** The first rule that found anything found several: nothing is chosen for the person. */
  | {
      readonly kind: 'ambiguous';
      readonly rule: LocationMatchRule;
      readonly locations: readonly T[];
    }
  | { readonly kind: 'none' };

// Apostrophes join a word's halves (Ukrainian "м'ята" is typed with ', ’ or ʼ); any other
// punctuation separates words.
const APOSTROPHES = /['\u2018\u2019\u02bc\u02b9`\u00b4]/gu;
const PUNCTUATION = /\p{P}/gu;
const WHITESPACE = /\s+/gu;

/**
 * A name or address as the matching rules compare it: Unicode NFKC, lower case, apostrophes
 * removed, every other punctuation character turned into a space, runs of white space collapsed
 * to one space, trimmed. `Вул. Хрещатик, 22` and `вул  Хрещатик 22` are both `вул хрещатик 22`.
 */
export function normalizeMatchText(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(PUNCTUATION, ' ')
    .replace(WHITESPACE, ' ')
    .trim();
}

/** A value a rule compares, or null when that rule does not apply to the location. */
function keyOf(rule: LocationMatchRule, location: MatchableLocation): string | null {
  switch (rule) {
    case 'storeCode':
      return location.storeCode?.trim() || null;
    case 'placeId':
      return location.placeId?.trim() || null;
    case 'nameAndAddress': {
      const name = normalizeMatchText(location.name);
      const line = normalizeMatchText(location.addressLines[0] ?? '');
      if (name === '' || line === '') return null;
      return JSON.stringify([name, line, normalizeMatchText(location.postalCode ?? '')]);
    }
  }
}

/**
 * Which existing location a candidate (an imported row, a Google location being connected) is:
 * the one with the same store code (trimmed, exact: the database's unique key); else the same
 * Google place id; else the same name, first address line and postal code after
 * normalizeMatchText (a name and a first line are needed; an empty postal code matches an empty
 * one). The first rule that finds anything decides: one location is a match, several are ambiguous.
 */
export function matchLocation<T extends MatchableLocation>(
  candidate: MatchableLocation,
  existing: readonly T[],
): LocationMatch<T> {
  for (const rule of LOCATION_MATCH_RULES) {
    const key = keyOf(rule, candidate);
    if (key === null) continue;
    const found = existing.filter((location) => keyOf(rule, location) === key);
    const [only] = found;
    if (found.length === 1 && only !== undefined) return { kind: 'match', rule, location: only };
    if (found.length > 1) return { kind: 'ambiguous', rule, locations: found };
  }
  return { kind: 'none' };
}
