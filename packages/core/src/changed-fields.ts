/**
 * The fields of `next` whose value differs (as JSON) from the same field of `before`: what an edit
 * form sends, so a field it shows but cannot reproduce, or does not show at all, is never rewritten.
 */
export function changedFields(
  next: Readonly<Record<string, unknown>>,
  before: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]),
    ),
  );
}
