import { describe, expect, it } from 'vitest';
import { browserHeaders, normalizeHeaders, serverHeaders } from '../src/headers';

const incoming = {
  Host: 'site.example',
  Connection: 'keep-alive',
  'User-Agent': 'Mozilla/5.0',
  Referer: 'https://site.example/en',
  'Accept-Encoding': 'gzip, br',
  Cookie: 'token=a.b.c',
  'Sec-Fetch-Mode': 'navigate',
  'sec-ch-ua': '"Chromium"',
  DNT: '1',
  Accept: 'application/json',
  'Accept-Language': 'en',
  Authorization: 'Bearer a.b.c',
};

describe('browserHeaders', () => {
  it('"Browser requests drop the headers host, connection, user-agent, referer, accept-encoding, cookie, sec-* and dnt"', () => {
    expect(browserHeaders(incoming)).toEqual({
      accept: 'application/json',
      'accept-language': 'en',
      authorization: 'Bearer a.b.c',
    });
  });

  it.each([
    ['host'],
    ['connection'],
    ['user-agent'],
    ['referer'],
    ['accept-encoding'],
    ['cookie'],
    ['sec-fetch-site'],
    ['SEC-GPC'],
    ['dnt'],
  ])('drops %s in any letter case', (name) => {
    expect(browserHeaders({ [name]: 'x', [name.toUpperCase()]: 'y', accept: '*/*' })).toEqual({
      accept: '*/*',
    });
  });

  it('keeps headers that only look alike', () => {
    expect(browserHeaders({ 'x-host': 'a', 'second-opinion': 'b', 'cookies-ok': 'c' })).toEqual({
      'x-host': 'a',
      'second-opinion': 'b',
      'cookies-ok': 'c',
    });
  });
});

describe('serverHeaders', () => {
  it('"Server requests add x-forwarded-for with the client IP"', () => {
    expect(serverHeaders({ accept: 'application/json' }, '203.0.113.7')).toEqual({
      accept: 'application/json',
      'x-forwarded-for': '203.0.113.7',
    });
  });

  it('appends the client IP to an existing x-forwarded-for chain', () => {
    expect(
      serverHeaders({ 'X-Forwarded-For': '198.51.100.1,  10.0.0.2 ' }, '10.0.0.3')[
        'x-forwarded-for'
      ],
    ).toBe('198.51.100.1, 10.0.0.2, 10.0.0.3');
  });

  it('joins a chain sent as repeated header lines before appending', () => {
    expect(
      serverHeaders({ 'x-forwarded-for': ['198.51.100.1', '10.0.0.2'] }, '::1')['x-forwarded-for'],
    ).toBe('198.51.100.1, 10.0.0.2, ::1');
  });

  it('merges x-forwarded-for lines that differ only in letter case', () => {
    expect(
      serverHeaders(
        [
          ['X-Forwarded-For', '198.51.100.1'],
          ['x-forwarded-for', '10.0.0.2'],
        ],
        '::ffff:127.0.0.1',
      )['x-forwarded-for'],
    ).toBe('198.51.100.1, 10.0.0.2, ::ffff:127.0.0.1');
  });

  it('skips empty hops of a chain', () => {
    expect(serverHeaders({ 'x-forwarded-for': ' , ' }, '10.0.0.3')['x-forwarded-for']).toBe(
      '10.0.0.3',
    );
  });

  it.each([[''], ['   '], ['1.2.3.4, 6.6.6.6'], ['1.2.3.4\r\nx: y'], ['<script>']])(
    'adds nothing for the client IP %j',
    (ip) => {
      expect(serverHeaders({ 'x-forwarded-for': '198.51.100.1' }, ip)).toEqual({
        'x-forwarded-for': '198.51.100.1',
      });
    },
  );

  it('drops hop-by-hop headers, host and content-length before calling the upstream', () => {
    expect(
      serverHeaders(
        {
          host: 'site.example',
          connection: 'close',
          'keep-alive': 'timeout=5',
          'transfer-encoding': 'chunked',
          te: 'trailers',
          trailer: 'x',
          upgrade: 'websocket',
          'proxy-authorization': 'Basic x',
          'proxy-connection': 'keep-alive',
          'content-length': '10',
          authorization: 'Bearer a.b.c',
        },
        '10.0.0.1',
      ),
    ).toEqual({ authorization: 'Bearer a.b.c', 'x-forwarded-for': '10.0.0.1' });
  });
});

describe('normalizeHeaders', () => {
  it('lower-cases names and joins repeated values', () => {
    expect(normalizeHeaders({ Accept: ['a', 'b'], 'X-A': 'c' })).toEqual({
      accept: 'a, b',
      'x-a': 'c',
    });
  });

  it('leaves out what is not a header instead of failing', () => {
    expect(
      normalizeHeaders({
        'bad name': 'x',
        'x-split': 'a\r\nset-cookie: y',
        'x-nul': 'a\u0000',
        'x-undefined': undefined,
        ok: 'yes',
      }),
    ).toEqual({ ok: 'yes' });
    expect(normalizeHeaders(null)).toEqual({});
    expect(normalizeHeaders(undefined)).toEqual({});
  });

  it('keeps a header named __proto__ as plain data', () => {
    const headers = normalizeHeaders([['__proto__', 'x']]);
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
    expect(Object.keys(headers)).toEqual(['__proto__']);
  });
});
