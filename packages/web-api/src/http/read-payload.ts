import type { UploadedFile } from '../base/uploaded-file';
import { WebApiError } from '../base/web-api-error';
import { BODY_LIMITS } from './body-limits';
import { readMultipart } from './read-multipart';
import type { WebCall } from './web-call';

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
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of call.chunks()) {
    size += chunk.byteLength;
    // Leaving the loop stops the reading: the rest of the body is never read.
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
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

/** Whether a body is multipart form data (an upload). */
export function isMultipart(call: WebCall): boolean {
  return (
    call.method !== 'GET' &&
    (call.contentType ?? '').toLowerCase().startsWith('multipart/form-data')
  );
}

/**
 * Reads the payload of a call, refusing bodies above the limits (413) and unreadable ones (400, 415).
 * A multipart body is read only as far as `takesFiles` allows the pair its first parts name.
 */
export async function readPayload(
  call: WebCall,
  search: string,
  takesFiles: (controller: string, subaction: string) => boolean,
): Promise<RawPayload> {
  if (call.method === 'GET') return { fields: queryFields(search), files: {} };
  const type = (call.contentType ?? '').toLowerCase();
  if (isMultipart(call)) {
    if (call.contentLength !== undefined && call.contentLength > BODY_LIMITS.multipartBytes) {
      throw tooLarge(BODY_LIMITS.multipartBytes);
    }
    return readMultipart(call, takesFiles);
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
