import { camelPath } from './field-names';
import { cloneJson, isJsonObject, type JsonObject } from './json-object';

/**
 * The paths of a FieldMask query value (`title,phone_numbers.primary_phone`), in lowerCamelCase and
 * without repeats, or undefined when a path is not a dotted list of field names.
 */
export function parseFieldMask(raw: string): string[] | undefined {
  const paths: string[] = [];
  for (const part of raw.split(',')) {
    const path = part.trim();
    if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(path)) return undefined;
    const camel = camelPath(path);
    if (!paths.includes(camel)) paths.push(camel);
  }
  return paths;
}

/** The value at a dotted path, or undefined when any step is missing. */
export function getPath(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split('.')) {
    if (!isJsonObject(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

/** Sets (a copy of) a value at a dotted path, creating the objects on the way. */
export function setPath(target: JsonObject, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (!isJsonObject(next)) node[key] = {};
    node = node[key] as JsonObject;
  }
  node[keys[keys.length - 1] as string] = cloneJson(value);
}

/** Removes the field at a dotted path, if there is one. */
export function deletePath(target: JsonObject, path: string): void {
  const keys = path.split('.');
  const parent = getPath(target, keys.slice(0, -1).join('.'));
  const holder = keys.length === 1 ? target : parent;
  if (isJsonObject(holder)) delete holder[keys[keys.length - 1] as string];
}

/** A new object holding only the masked paths of the source (a read mask). */
export function pickPaths(source: JsonObject, paths: readonly string[]): JsonObject {
  const picked: JsonObject = {};
  for (const path of paths) {
    const value = getPath(source, path);
    if (value !== undefined) setPath(picked, path, value);
  }
  return picked;
}

/**
 * The target with each masked path taken from the patch (an update mask): a path the patch leaves
 * out is cleared, as protobuf's FieldMask semantics say; nothing outside the mask changes.
 */
export function applyUpdateMask(
  target: JsonObject,
  patch: JsonObject,
  paths: readonly string[],
): JsonObject {
  const updated = cloneJson(target);
  for (const path of paths) {
    const value = getPath(patch, path);
    if (value === undefined || value === null) deletePath(updated, path);
    else setPath(updated, path, value);
  }
  return updated;
}
