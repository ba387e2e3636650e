/**
 * The parameters of a path matched against a template such as
 * `/v1/locations/{locationId}:getGoogleUpdated` (each `{name}` is one non-empty segment without
 * `:`; a `:verb` after it must follow literally), or undefined when the path does not match.
 */
export function matchPathTemplate(
  template: string,
  path: string,
): Record<string, string> | undefined {
  const expected = template.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < expected.length; index += 1) {
    const part = expected[index] as string;
    const segment = actual[index] as string;
    if (!part.startsWith('{')) {
      if (part !== segment) return undefined;
      continue;
    }
    const close = part.indexOf('}');
    const verb = part.slice(close + 1);
    if (verb !== '' && !segment.endsWith(verb)) return undefined;
    const value = segment.slice(0, segment.length - verb.length);
    if (value === '' || value.includes(':')) return undefined;
    params[part.slice(1, close)] = value;
  }
  return params;
}
