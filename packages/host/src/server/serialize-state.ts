const UNSAFE = /[<>&\u2028\u2029]/;

/** JSON for embedding inside a `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 are escaped so no data can close the element or break a parser. */
export function serializeState(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  if (!UNSAFE.test(json)) return json;
  // One pass per character with a constant replacement: HTML in the data has hundreds of them, and a
  // replacement function per match cost more than the JSON itself.
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
