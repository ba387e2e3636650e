import { camelPath, snakePath } from './field-names';
import { badRequest } from './google-error';

/** The system parameters every Google API accepts on any method (the sandbox ignores their effect). */
const SYSTEM_PARAMETERS = new Set([
  '$.xgafv',
  'accessToken',
  'alt',
  'callback',
  'fields',
  'key',
  'oauthToken',
  'prettyPrint',
  'quotaUser',
  'uploadProtocol',
  'uploadType',
]);

/** The query parameters a method binds: single values and repeated ones, by lowerCamelCase name. */
export interface QuerySpec {
  single?: readonly string[];
  repeated?: readonly string[];
}

/** A request's bound query parameters. */
export interface BoundQuery {
  single: Map<string, string>;
  repeated: Map<string, string[]>;
}

/**
 * The query of a request bound to a method's parameters, names in either case (`page_size` or
 * `pageSize`), or the 400 Google answers for an unknown or repeated singular parameter.
 */
export function bindQuery(
  params: URLSearchParams,
  spec: QuerySpec,
): { ok: true; query: BoundQuery } | { ok: false; response: Response } {
  const single = new Map<string, string>();
  const repeated = new Map<string, string[]>();
  for (const [rawName, value] of params) {
    const name = rawName === '$.xgafv' ? rawName : camelPath(rawName);
    if (spec.repeated?.includes(name)) {
      repeated.set(name, [...(repeated.get(name) ?? []), value]);
    } else if (spec.single?.includes(name)) {
      if (single.has(name)) {
        const description = `Invalid JSON payload received. Repeated value for singular field "${snakePath(name)}".`;
        return { ok: false, response: badRequest([{ field: snakePath(name), description }]) };
      }
      single.set(name, value);
    } else if (!SYSTEM_PARAMETERS.has(name)) {
      const description = `Invalid JSON payload received. Unknown name "${rawName}": Cannot bind query parameter. Field '${rawName}' could not be found in request message.`;
      return { ok: false, response: badRequest([{ field: rawName, description }]) };
    }
  }
  return { ok: true, query: { single, repeated } };
}

/** An int32 query value, or the 400 gRPC transcoding answers for anything else. */
export function int32Param(
  name: string,
  raw: string | undefined,
): { ok: true; value: number | undefined } | { ok: false; response: Response } {
  if (raw === undefined) return { ok: true, value: undefined };
  const value = /^-?\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value > 2_147_483_647 || value < -2_147_483_648) {
    const description = `Invalid value at '${snakePath(name)}' (TYPE_INT32), "${raw}"`;
    return { ok: false, response: badRequest([{ field: snakePath(name), description }]) };
  }
  return { ok: true, value };
}

/** A bool query value (`true`/`false`), or the 400 gRPC transcoding answers for anything else. */
export function boolParam(
  name: string,
  raw: string | undefined,
): { ok: true; value: boolean } | { ok: false; response: Response } {
  if (raw === undefined || raw === 'false') return { ok: true, value: false };
  if (raw === 'true') return { ok: true, value: true };
  const description = `Invalid value at '${snakePath(name)}' (TYPE_BOOL), "${raw}"`;
  return { ok: false, response: badRequest([{ field: snakePath(name), description }]) };
}
