import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDecider, testDecider, upstreamLoad } from './support/decide';
import { json, startUpstream, type TestUpstream } from './support/upstream';

const HOSTILE = [
  'https://evil.example/steal',
  '//evil.example/steal',
  '/\\evil.example/steal',
  'javascript:alert(1)',
  // Obsolete line folding and a bare CR: a header value that would smuggle a second header.
  '/sign-in\r\n Set-Cookie: token=evil',
  '/sign-in\rSet-Cookie: token=evil',
];

describe('410 on GET', () => {
  let upstream: TestUpstream;
  let site: TestDecider;
  let location = '/sign-in';

  beforeAll(async () => {
    upstream = await startUpstream((_req, res) => {
      // node:http refuses CR/LF in a header value, so the raw socket writes the hostile one.
      if (/[\r\n]/.test(location)) {
        const body = '{"statusCode":410,"code":"GONE","message":"","data":null}';
        res.socket?.end(
          `HTTP/1.1 410 Gone\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nlocation: ${location}\r\nconnection: close\r\n\r\n${body}`,
        );
        return;
      }
      json(res, 410, { statusCode: 410, code: 'GONE', message: '', data: null }, { location });
    });
    site = testDecider(upstreamLoad(upstream.url));
  });
  afterAll(async () => {
    await upstream.close();
  });

  it('410 on GET: 307 redirect to the location in the response header (a same-origin path)', async () => {
    location = '/en/sign-in';
    const answer = await site.request('/en/account');
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe('/en/sign-in');
  });

  it.each(HOSTILE)('a 410 with the location %j is never followed', async (hostile) => {
    location = hostile;
    const answer = await site.request('/en/account');
    // A refused location is the error page: 403, or 502 when the answer could not even be parsed.
    expect([403, 502]).toContain(answer.status);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body).not.toContain('evil.example');
  });
});
