import type { BusboyInstance } from '@fastify/busboy';
import { WebApiError } from '../base/web-api-error';
import { IMPORT_LIMITS } from '../import/index';
import { BODY_LIMITS } from './body-limits';
import type { RawPayload } from './read-payload';
import type { WebCall } from './web-call';

/** What a multipart body may hold: the pair's fields, then one file. Beyond these the body is refused. */
export const MULTIPART_LIMITS = {
  parts: 8,
  fields: 7,
  files: 1,
  fieldNameSize: 64,
  fieldSize: 1024,
  fileSize: IMPORT_LIMITS.maxBytes,
  headerPairs: 16,
  headerSize: 4096,
} as const;

// Resolves once the parser takes more input, or has failed (its error is recorded by its own listener).
function writable(parser: BusboyInstance): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off('drain', done);
      parser.off('error', done);
      parser.off('close', done);
      resolve();
    };
    parser.on('drain', done);
    parser.on('error', done);
    parser.on('close', done);
  });
}

function refused(id: string, status = 400): WebApiError {
  return new WebApiError(status, 'BAD_REQUEST', id as 'request.multipartUnreadable');
}

function tooLarge(): WebApiError {
  return new WebApiError(413, 'PAYLOAD_TOO_LARGE', {
    id: 'request.tooLarge',
    params: { kb: Math.round(BODY_LIMITS.multipartBytes / 1024) },
  });
}

/**
 * Reads a multipart body as it streams, with caps on parts, fields, names, values and the file. The
 * first two parts must be `controller` and `subaction`; when they name a pair that takes no file
 * (`takesFiles` says no), reading stops at once and the rest of the body is never read.
 */
export async function readMultipart(
  call: WebCall,
  takesFiles: (controller: string, subaction: string) => boolean,
): Promise<RawPayload> {
  // Imported with the first upload, not at start-up (~35 ms): most processes never read one.
  const { Busboy } = await import('@fastify/busboy');
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { 'content-type': String(call.contentType) },
      limits: MULTIPART_LIMITS,
    });
  } catch {
    throw refused('request.multipartUnreadable');
  }
  const payload: RawPayload = { fields: {}, files: {} };
  let failure: WebApiError | null = null;
  const fail = (error: WebApiError) => {
    failure ??= error;
  };
  let seen = 0;
  const expectField = (name: string) => {
    seen += 1;
    if (seen === 1 && name !== 'controller') fail(refused('request.multipartOrder'));
    if (seen === 2 && name !== 'subaction') fail(refused('request.multipartOrder'));
  };
  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    expectField(name);
    if (nameTruncated || valueTruncated) fail(refused('request.multipartFieldTooLong'));
    // A name like `__proto__` stays an own field, for the contract to refuse as unknown.
    Object.defineProperty(payload.fields, name, { value, enumerable: true, writable: true });
    if (seen === 2 && !takesFiles(String(payload.fields.controller), value)) {
      fail(refused('request.multipartNotUpload', 415));
    }
  });
  parser.on('file', (name, stream, filename, _encoding, mimeType) => {
    if (seen < 2) fail(refused('request.multipartOrder'));
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('limit', () => fail(tooLarge()));
    stream.on('end', () => {
      // An own property whatever the name: a part named `__proto__` never replaces a prototype.
      Object.defineProperty(payload.files, name, {
        value: {
          filename: filename || null,
          contentType: mimeType || null,
          bytes: new Uint8Array(Buffer.concat(chunks)),
        },
        enumerable: true,
        writable: true,
      });
    });
  });
  for (const event of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
    parser.on(event, () => fail(refused('request.multipartTooManyParts')));
  }
  const finished = new Promise<void>((resolve) => {
    parser.on('finish', resolve);
    parser.on('error', () => {
      fail(refused('request.multipartUnreadable'));
      resolve();
    });
  });
  let size = 0;
  for await (const chunk of call.chunks()) {
    size += chunk.byteLength;
    if (size > BODY_LIMITS.multipartBytes) fail(tooLarge());
    if (failure !== null) break;
    if (!parser.write(chunk)) await writable(parser);
    if (failure !== null) break;
  }
  if (failure !== null) {
    parser.destroy();
    throw failure;
  }
  parser.end();
  await finished;
  if (failure !== null) throw failure;
  return payload;
}
