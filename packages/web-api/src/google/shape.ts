/**
 * Small checks of the JSON Google answers: each returns the path of the first value that is not of
 * the expected kind, or undefined. Fields not named are allowed (Google adds fields); proto3 JSON
 * leaves an unset field out, so an optional field is absent or of its kind, never null.
 */
export type Shape = (value: unknown, path: string) => string | undefined;

const kindOf =
  (kind: 'string' | 'number' | 'boolean'): Shape =>
  (value, path) =>
    typeof value === kind ? undefined : `${path} is not a ${kind}`;

/** A string. */
export const str: Shape = kindOf('string');
/** A number. */
export const num: Shape = kindOf('number');
/** A boolean. */
export const bool: Shape = kindOf('boolean');
/** A proto3 int64: a string of digits (or, from lenient encoders, a safe integer). */
export const int64: Shape = (value, path) =>
  (typeof value === 'string' && /^-?\d{1,20}$/.test(value)) || Number.isSafeInteger(value)
    ? undefined
    : `${path} is not an int64`;
/** Any JSON object, its fields unchecked. */
export const anyObject: Shape = (value, path) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? undefined
    : `${path} is not an object`;

/** The shape, or absent. */
export function opt(shape: Shape): Shape {
  return (value, path) => (value === undefined ? undefined : shape(value, path));
}

/** An array of the shape. */
export function arr(shape: Shape): Shape {
  return (value, path) => {
    if (!Array.isArray(value)) return `${path} is not an array`;
    for (const [index, item] of value.entries()) {
      const problem = shape(item, `${path}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  };
}

/** An object whose named fields have their shapes (wrap optional ones in opt). */
export function obj(fields: Record<string, Shape>): Shape {
  return (value, path) => {
    const problem = anyObject(value, path);
    if (problem) return problem;
    for (const [name, shape] of Object.entries(fields)) {
      const inner = shape((value as Record<string, unknown>)[name], `${path}.${name}`);
      if (inner) return inner;
    }
    return undefined;
  };
}

/** An object of optional fields: shorthand for obj with every field in opt. */
export function partial(fields: Record<string, Shape>): Shape {
  return obj(Object.fromEntries(Object.entries(fields).map(([name, shape]) => [name, opt(shape)])));
}

/** Every shape holds (a required part and an optional part of one object). */
export function all(...shapes: Shape[]): Shape {
  return (value, path) => {
    for (const shape of shapes) {
      const problem = shape(value, path);
      if (problem) return problem;
    }
    return undefined;
  };
}
