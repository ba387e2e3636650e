/** A plain JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

/** Whether a value is a plain JSON object. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON object a request body holds (an empty body is `{}`), or Google's parse message. */
export function parseJsonObject(
  text: string,
): { ok: true; value: JsonObject } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'Invalid JSON payload received. Unexpected token.' };
  }
  if (!isJsonObject(value)) {
    return { ok: false, message: 'Invalid JSON payload received. Expected an object.' };
  }
  return { ok: true, value };
}

/** A deep copy of JSON data (the store never shares objects with callers). */
export function cloneJson<T>(value: T): T {
  return structuredClone(value);
}

/** A typed resource seen as the plain JSON object it is (API types have no index signature). */
export function asJsonObject(resource: object): JsonObject {
  return resource as JsonObject;
}
