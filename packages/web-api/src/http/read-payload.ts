import { BODY_LIMITS } from './body-limits';
import { WebApiError } from './web-api-error';
import type { WebCall } from './web-call';

/** An uploaded file of a multipart payload. */
export interface UploadedFile {
  filename: string | null;
  contentType: string | null;
  bytes: Uint8Array;
}

/** The payload of a call: query string (GET) or body fields, files kept apart. */
export interface RawPayload {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile>;
}

function tooLarge(limit: number): WebApiError {
  return new WebApiError(413, 'PAYLOAD_TOO_LARGE', {
    id: 'request.tooLarge',
    params: { kb: Math.round(limit / 1024) },
  });
}

async function readBody(call: WebCall, limit: number): Promise<Uint8Array> {
  if (call.contentLength !== undefined && call.contentLength > limit) throw tooLarge(limit);
  return call.body(limit, () => tooLarge(limit));
}

const UTF8 = new TextDecoder();

/** Deepest nesting of objects and arrays a JSON payload may have (the contract's deepest is 6). */
export const PAYLOAD_MAX_DEPTH = 32;

/** Whether a parsed JSON value nests deeper than `max`; walks with its own stack, never the call stack. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= max) return true;
    for (const child of Object.values(next.value))
      stack.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

function queryFields(search: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(search)) fields[key] = value;
  return fields;
}

async function multipartFields(call: WebCall, body: Uint8Array): Promise<RawPayload> {
  let form: FormData;
  try {
    const request = new Request('http://web.local/', {
      method: 'POST',
      headers: { 'content-type': String(call.contentType) },
      // A copy typed as Uint8Array<ArrayBuffer>: a valid body under both the DOM and the Node fetch types.
      body: new Uint8Array(body),
    });
    form = await request.formData();
  } catch {
    throw new WebApiError(400, 'BAD_REQUEST', 'request.multipartUnreadable');
  }
  const payload: RawPayload = { fields: {}, files: {} };
  for (const [key, value] of form) {
    if (typeof value === 'string') payload.fields[key] = value;
    else
      payload.files[key] = {
        filename: value.name || null,
        contentType: value.type || null,
        bytes: new Uint8Array(await value.arrayBuffer()),
      };
  }
  return payload;
}

/** Reads the payload of a call, refusing bodies above the limits (413) and unreadable ones (400, 415). */
export async function readPayload(call: WebCall, search: string): Promise<RawPayload> {
  if (call.method === 'GET') return { fields: queryFields(search), files: {} };
  const type = (call.contentType ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    return multipartFields(call, await readBody(call, BODY_LIMITS.multipartBytes));
  }
  if (type.startsWith('application/json')) {
    const body = await readBody(call, BODY_LIMITS.jsonBytes);
    let parsed: unknown;
    try {
      parsed = JSON.parse(UTF8.decode(body));
    } catch {
      throw new WebApiError(400, 'BAD_REQUEST', 'request.jsonInvalid');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new WebApiError(400, 'BAD_REQUEST', 'request.jsonNotObject');
    }
    if (nestsDeeperThan(parsed, PAYLOAD_MAX_DEPTH)) {
      throw new WebApiError(400, 'BAD_REQUEST', {
        id: 'request.tooDeep',
        params: { depth: PAYLOAD_MAX_DEPTH },
      });
    }
    // Checked just above: a non-null object that is not an array.
    return { fields: parsed as Record<string, unknown>, files: {} };
  }
  throw new WebApiError(415, 'BAD_REQUEST', 'request.contentType');
}
