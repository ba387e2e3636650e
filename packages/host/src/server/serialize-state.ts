const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON for embedding inside a `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 are escaped so no data can close the element or break a parser. */
export function serializeState(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, (char) => ESCAPES[char] ?? char);
}
