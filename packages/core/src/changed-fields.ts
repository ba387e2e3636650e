type Fields = Readonly<Record<string, unknown>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields of `next` whose value differs (as JSON) from the same field of `before`: what an edit
 * form sends, so a field it shows but cannot reproduce, or does not show at all, is never rewritten.
 * `before` is what the form makes of the stored record; when `stored` is given, a changed object
 * field (a post's event) keeps the stored value of each part the person did not touch (an instant's
 * seconds the form cannot show).
 */
export function changedFields(
  next: Fields,
  before: Fields,
  stored?: Fields,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (same(value, before[key])) continue;
    const was = before[key];
    const kept = stored?.[key];
    if (isPlainObject(value) && isPlainObject(was) && isPlainObject(kept)) {
      changed[key] = Object.fromEntries(
        Object.entries(value).map(([part, text]) =>
          same(text, was[part]) && part in kept ? [part, kept[part]] : [part, text],
        ),
      );
    } else changed[key] = value;
  }
  return changed;
}
