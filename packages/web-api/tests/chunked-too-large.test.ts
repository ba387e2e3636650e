import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

// A chunked body declares no length, so only reading it shows it is too large.
function postChunked(url: string, chunks: number, chunkBytes: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => {
          body += text;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const piece = `"${'x'.repeat(chunkBytes - 2)}"`;
    req.write('{"controller":"Auth","subaction":"signIn","lang":"en","email":');
    let sent = 0;
    const more = () => {
      while (sent < chunks) {
        sent += 1;
        if (!req.write(piece)) {
          req.once('drain', more);
          return;
        }
      }
      req.end('}');
    };
    more();
  });
}

describe('a streamed body over the limit', () => {
  it('"Bad input gets a clear answer": a chunked JSON body over the size limit is answered 413 with the contract error, not a reset connection', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await postChunked(t.base, 1024, 16 * 1024);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
  });
});
