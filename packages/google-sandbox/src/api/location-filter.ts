import { getPath } from '../http/field-mask';
import { camelPath } from '../http/field-names';
import type { JsonObject } from '../http/json-object';

/** One `field="value"` (equals) or `field:"value"` (has) clause. */
interface Clause {
  path: string;
  has: boolean;
  value: string;
}

const NAME_CHARACTER = /^[A-Za-z0-9_.]$/;

/**
 * A location filter of the plain form the "Work with location data" guide shows: clauses
 * `field="value"` (equals) or `field:"value"` (contains) joined by AND; undefined when the text is
 * not of that form. Read in one pass, character by character.
 */
export function parseLocationFilter(text: string): Clause[] | undefined {
  if (text.length > 1000) return undefined;
  const clauses: Clause[] = [];
  let at = 0;
  const skipSpaces = () => {
    while (at < text.length && text[at]?.trim() === '') at += 1;
  };
  for (;;) {
    skipSpaces();
    const start = at;
    while (at < text.length && NAME_CHARACTER.test(text[at] as string)) at += 1;
    const path = text.slice(start, at);
    if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(path)) return undefined;
    skipSpaces();
    const operator = text[at];
    if (operator !== '=' && operator !== ':') return undefined;
    at += 1;
    skipSpaces();
    if (text[at] !== '"') return undefined;
    at += 1;
    let value = '';
    while (at < text.length && text[at] !== '"') {
      if (text[at] === '\\') at += 1;
      value += text[at] ?? '';
      at += 1;
    }
    if (text[at] !== '"') return undefined;
    at += 1;
    clauses.push({ path: camelPath(path), has: operator === ':', value });
    skipSpaces();
    if (at >= text.length) return clauses;
    if (text.slice(at, at + 3) !== 'AND' || text[at + 3]?.trim() !== '') return undefined;
    at += 3;
  }
}

/** Whether a location matches every clause of a filter. */
export function matchesFilter(location: JsonObject, clauses: readonly Clause[]): boolean {
  return clauses.every(({ path, has, value }) => {
    const field = getPath(location, path);
    if (Array.isArray(field)) return field.some((item) => String(item) === value);
    if (typeof field !== 'string' && typeof field !== 'number' && typeof field !== 'boolean') {
      return false;
    }
    const text = String(field);
    return has ? text.toLowerCase().includes(value.toLowerCase()) : text === value;
  });
}
