/** A URL query as a plain record of decoded names to decoded values. */
export type Query = Readonly<Record<string, string>>;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Replaces lone UTF-16 surrogates with U+FFFD, so the string can be percent-encoded. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

function decodeComponent(raw: string): string {
  const spaced = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A malformed escape is kept as written rather than failing the whole query.
    return spaced;
  }
}

/**
 * Parses a query string (with or without the leading '?') the way URLSearchParams does:
 * '+' is a space, a repeated name keeps its last value, malformed escapes stay as written.
 * Never throws.
 */
export function parseQuery(search: string): Query {
  const text = search.startsWith('?') ? search.slice(1) : search;
  const entries: [string, string][] = [];
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decodeComponent(pair.slice(eq + 1));
    entries.push([name, value]);
  }
  // Object.fromEntries defines own properties, so a name like __proto__ stays plain data.
  return Object.fromEntries(entries);
}

/** Serializes a query record to a query string without the leading '?'; '' when empty. */
export function stringifyQuery(query: Query): string {
  return Object.entries(query)
    .map(([name, value]) => {
      return `${encodeURIComponent(wellFormed(name))}=${encodeURIComponent(wellFormed(value))}`;
    })
    .join('&');
}

/** The part of a query whose names are listed in `keep`, in the query's own order. */
export function pickQuery(query: Query, keep: readonly string[]): Query {
  return Object.fromEntries(Object.entries(query).filter(([name]) => keep.includes(name)));
}
