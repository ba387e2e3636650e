import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_LIMITS } from '../src/http/read-multipart';
import { startTestApi, type TestApi } from './support/test-api';

// Security round 3: "bodies parsed before they are allowed". A multipart body is read only after the
// caller is known to hold a pair that takes files, part by part, and only as far as it is allowed.
let t: TestApi;
let customer: string;
let admin: string;

const BOUNDARY = '----agency-test-boundary';
const CHUNK = 16 * 1024;

function part(name: string, value: string): string {
  return `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function filePart(name: string, content: string): string {
  return `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="locations.csv"\r\ncontent-type: text/csv\r\n\r\n${content}\r\n`;
}

/** A multipart body streamed in 16 KB chunks, counting how many the backend pulled. */
function streamed(text: string) {
  const bytes = new TextEncoder().encode(`${text}--${BOUNDARY}--\r\n`);
  const total = Math.ceil(bytes.byteLength / CHUNK);
  const seen = { pulled: 0, total };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled === total) {
          controller.close();
          return;
        }
        controller.enqueue(bytes.subarray(seen.pulled * CHUNK, (seen.pulled + 1) * CHUNK));
        seen.pulled += 1;
      },
      // Nothing is pulled ahead: a chunk is made only when the backend reads one.
    },
    { highWaterMark: 0 },
  );
  return { body, seen };
}

async function send(text: string, token: string | null) {
  const { body, seen } = streamed(text);
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const answer = await t.api.fetch(
    new Request('http://web.local/web', {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit),
    '127.0.0.1',
  );
  // biome-ignore lint/suspicious/noExplicitAny: tests read into answers the contract already checked.
  const json: any = await answer.json();
  return { status: answer.status, body: json, seen };
}

// About 5 MB of 75,000 tiny parts: what stalled the event loop when parsed before any check.
const MANY_PARTS = Array.from({ length: 75_000 }, (_, n) => part(`f${n}`, 'x')).join('');
const GBP = 'Store code,Business name,Locality,Country / Region\nKYIV-1,Coffee Point,Kyiv,UA\n';

beforeAll(async () => {
  t = await startTestApi();
  customer = await t.signIn();
  admin = await t.adminSignIn();
});
afterAll(() => t.close());

describe('"before reading a body, decide the caller from its token"', () => {
  it('an anonymous multipart body of 75,000 parts is refused (410) before one byte of it is read', async () => {
    const answer = await send(
      part('controller', 'Import') + part('subaction', 'preview') + MANY_PARTS,
      null,
    );
    expect(answer.status).toBe(410);
    expect(answer.seen.pulled).toBe(0);
    expect(answer.seen.total).toBeGreaterThan(200);
  });

  it('a back-office session (it may upload nothing) is refused with 403 before reading', async () => {
    const answer = await send(
      part('controller', 'Import') + part('subaction', 'preview') + MANY_PARTS,
      admin,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Вам нельзя загружать файлы');
    expect(answer.seen.pulled).toBe(0);
  });
});

describe('"require controller and subaction as the first parts, and stop at once when they name a pair that takes no files"', () => {
  it('a pair that takes no file (Sites/create): 415 after the first chunk, the rest never read', async () => {
    const answer = await send(
      part('controller', 'Sites') + part('subaction', 'create') + MANY_PARTS,
      customer,
    );
    expect(answer.status).toBe(415);
    expect(answer.seen.pulled).toBeLessThanOrEqual(2);
  });

  it('a body that does not start with controller and subaction: 400, the rest never read', async () => {
    const answer = await send(
      part('lang', 'en') + part('controller', 'Import') + MANY_PARTS,
      customer,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Форма с файлом должна начинаться с полей controller и subaction',
    );
    expect(answer.seen.pulled).toBeLessThanOrEqual(2);
  });

  it(`more than ${MULTIPART_LIMITS.parts} parts: 400 (too many parts), the rest never read`, async () => {
    const answer = await send(
      part('controller', 'Import') + part('subaction', 'preview') + MANY_PARTS,
      customer,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('В форме слишком много частей');
    expect(answer.seen.pulled).toBeLessThanOrEqual(2);
  });

  it(`a field value over ${MULTIPART_LIMITS.fieldSize} bytes: 400`, async () => {
    const answer = await send(
      part('controller', 'Import') + part('subaction', 'preview') + part('lang', 'e'.repeat(5000)),
      customer,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Поле формы слишком длинное');
  });

  it('a well-formed upload still previews (and a `__proto__` field is an unknown field, not a prototype)', async () => {
    const ok = await send(
      part('controller', 'Import') +
        part('subaction', 'preview') +
        part('lang', 'en') +
        filePart('file', GBP),
      customer,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.valid).toBe(1);
    expect(ok.seen.pulled).toBe(ok.seen.total);
    const proto = await send(
      part('controller', 'Import') +
        part('subaction', 'preview') +
        part('lang', 'en') +
        part('__proto__', 'x') +
        filePart('file', GBP),
      customer,
    );
    expect(proto.status).toBe(400);
    expect(proto.body.data.fields).toContainEqual(
      expect.objectContaining({ field: '__proto__', code: 'unknown' }),
    );
  });
});
