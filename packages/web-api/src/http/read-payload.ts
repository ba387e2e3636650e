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
    // Checked just above: a non-null object that is not an array.
    return { fields: parsed as Record<string, unknown>, files: {} };
  }
  throw new WebApiError(415, 'BAD_REQUEST', 'request.contentType');
}
