import fc from 'fast-check';

// The fuzzed inputs of the running server, shared by the fuzz test (its properties: no 5xx, no
// Location leaving the origin, nothing reflected) and the bench (CPU cost per answer).

/** The seed of every property and of the bench's sample: reproducible runs (fast-check prints a failure's seed). */
export const SEED = 20261122;

// Segments an attacker or a confused client would send: traversal in every encoding, language
// prefixes in odd cases, real routes, NUL, broken escapes, latin-1 bytes, files and the API.
const SEGMENTS = [
  '',
  '.',
  '..',
  '..%2f',
  '..%2F..%2F',
  '%2e%2e',
  '%2e%2e%2f',
  '..%5c',
  '%5c',
  '\\',
  '\\\\evil.example',
  '%2f%2fevil.example',
  '%00',
  '%',
  '%E0%A4%A',
  '%uD800',
  '%C0%AE%C0%AE',
  '%F0%9F%98%80',
  'ñandú',
  'ÿ',
  'en',
  'EN',
  'eN',
  'Ua',
  'UA',
  'ua',
  'es',
  'Es',
  'ru',
  'RU',
  'uk',
  'privacy-policy',
  'terms-of-service',
  'sign-in',
  'account',
  'admin',
  'login',
  '404',
  '500',
  'web',
  'assets',
  'favicon.svg',
  'robots.txt',
  'http:',
  'evil.example',
  'javascript:alert(1)',
];

// Node's client sends printable code points up to U+00FF as single bytes; others go percent-encoded.
function encodeUnicode(text: string): string {
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code <= 0x20 || code === 0x7f || code > 0xff ? encodeURIComponent(ch) : ch;
    })
    .join('');
}

// A unique tag per run: finding it raw in a page means input was reflected unescaped.
let markerCount = 0;
const marker = fc.constant(null).map(() => {
  markerCount += 1;
  return `<zq${markerCount}>`;
});

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SEGMENTS) },
  // Unicode of every plane, percent-encoded as a browser would send it.
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
  // Printable ASCII and latin-1, raw (the reserved characters stay as typed).
  fc
    .string({ unit: fc.integer({ min: 0x21, max: 0xff }).map((c) => String.fromCharCode(c)) })
    .map((text) => text.replace(/[?#]/g, '')),
  fc.string({ unit: 'grapheme', maxLength: 6 }).map(encodeUnicode),
  marker,
  marker.map(encodeURIComponent),
);

const separator = fc.constantFrom('/', '/', '/', '//', '/\\', '\\');

/** Request paths: traversal in every encoding, odd language prefixes, unicode, 8 KB and more. */
export const path = fc
  .oneof(
    {
      weight: 6,
      arbitrary: fc.array(fc.tuple(separator, segment), { minLength: 1, maxLength: 6 }),
    },
    // Long paths around and beyond the 8 KB limit.
    fc
      .tuple(
        fc.constantFrom('/', '/en/', '/ua/', '//', '/assets/'),
        fc.constantFrom('a', '%41', '..%2f', 'я'),
        fc.integer({ min: 7000, max: 9000 }),
      )
      .map(([start, unit, length]) => [
        ['', `${start}${encodeUnicode(unit).repeat(Math.ceil(length / unit.length))}`] as const,
      ]),
  )
  .map((parts) => {
    const joined = parts.map(([sep, text]) => `${sep}${text}`).join('');
    return joined.startsWith('/') ? joined : `/${joined}`;
  });

const queryValue = fc.oneof(
  marker.map((tag) => encodeURIComponent(`"${tag}'`)),
  marker.map((tag) => `${tag}"`),
  fc.constantFrom('1', '0', '-1', '99999999999999999999', '%ZZ', '', 'NaN', '1e9', '%00', '%0d%0a'),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
);

/** Query strings of el and p with hostile, huge and unescaped values. */
export const query = fc
  .array(fc.tuple(fc.constantFrom('el', 'p', 'EL', 'p[]', 'el'), queryValue), { maxLength: 4 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

/** One page of each kind the fuzzed queries and headers are sent to. */
export const PAGES = [
  '/',
  '/en',
  '/ua',
  '/es',
  '/en/privacy-policy',
  '/sign-in',
  '/account',
  '/404',
];

// Header values as a client may send them: printable, no CR/LF (node refuses those itself).
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 200,
});

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const hugeJwt = fc.integer({ min: 1000, max: 12_000 }).map((size) => {
  const header = base64url('{"alg":"HS256","typ":"JWT"}');
  const body = base64url(
    JSON.stringify({ sub: 'x'.repeat(size), exp: Math.floor(Date.now() / 1000) + 3600 }),
  );
  return `${header}.${body}.${'A'.repeat(43)}`;
});
const tokenValue = fc.oneof(
  hugeJwt,
  headerText.map((text) => text.replace(/[;,]/g, '')),
  fc.constantFrom(
    '',
    'a.b.c',
    'eyJ.eyJ.',
    '..',
    '%',
    'null',
    `${base64url('{}')}.${base64url('[')}.x`,
  ),
);

/** Host, X-Forwarded-*, cookies with garbage or huge JWTs, Accept-* as clients send them. */
export const headers = fc.record(
  {
    host: fc.oneof(headerText, fc.constantFrom('evil.example', 'evil.example:1', '[::1]', '')),
    'x-forwarded-host': fc.oneof(headerText, fc.constant('evil.example')),
    'x-forwarded-proto': fc.oneof(headerText, fc.constantFrom('https', 'javascript', 'gopher')),
    'x-forwarded-for': fc.oneof(headerText, fc.constant('1.2.3.4, 5.6.7.8, ::1')),
    'x-forwarded-port': headerText,
    cookie: fc
      .tuple(fc.constantFrom('token', 'admin-token', 'TOKEN'), tokenValue, headerText)
      .map(([name, value, rest]) => `${name}=${value}; ${rest.replace(/[^\x21-\x7e ]/g, '')}`),
    'accept-language': headerText,
    'accept-encoding': fc.oneof(fc.constantFrom('gzip, br', 'br;q=0', 'identity', '*'), headerText),
  },
  { requiredKeys: [] },
);

/** What a page holds when it reflected a fuzzed marker unescaped. */
export const REFLECTED_MARKER = /<zq\d+>/;
