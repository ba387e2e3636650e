/** Headers as a fetch `Headers` (iterable pairs), a plain record (node's IncomingHttpHeaders fits), or nothing. */
export type HeadersInput =
  | Iterable<readonly [string, string]>
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | null
  | undefined;

// RFC 9110 token characters for a header name.
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// A header value may not carry CR, LF or NUL (fetch refuses them; they would split the header).
const BAD_VALUE = /[\r\n\0]/;

/**
 * Lower-cases header names and joins repeated values with ', '. Entries that are not headers (a name
 * that is not an RFC 9110 token, a value that is not text or carries CR, LF or NUL) are left out.
 */
export function normalizeHeaders(headers: HeadersInput): Record<string, string> {
  // A Map, then Object.fromEntries: a header named __proto__ stays an ordinary entry.
  const result = new Map<string, string>();
  if (headers === null || typeof headers !== 'object') return {};
  const add = (name: unknown, value: unknown): void => {
    if (typeof name !== 'string' || !HEADER_NAME.test(name)) return;
    const values = Array.isArray(value) ? value : [value];
    const texts = values.filter(
      (item): item is string => typeof item === 'string' && !BAD_VALUE.test(item),
    );
    if (texts.length === 0) return;
    const key = name.toLowerCase();
    const previous = result.get(key);
    result.set(key, [...(previous === undefined ? [] : [previous]), ...texts].join(', '));
  };
  if (Symbol.iterator in headers) {
    for (const pair of headers as Iterable<unknown>) {
      if (Array.isArray(pair)) add(pair[0], pair[1]);
    }
  } else {
    for (const [name, value] of Object.entries(headers)) add(name, value);
  }
  return Object.fromEntries(result);
}

/** Headers a browser request must not send (R7.6); names ending in '-' are prefixes. */
export const BROWSER_DROPPED_HEADERS: readonly string[] = [
  'host',
  'connection',
  'user-agent',
  'referer',
  'accept-encoding',
  'cookie',
  'sec-',
  'dnt',
];

// Hop-by-hop headers (RFC 9110 §7.6.1) and those that describe the incoming request rather than
// the call we make: they must not be passed on to the upstream.
const SERVER_DROPPED_HEADERS: readonly string[] = [
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
];

function isDropped(name: string, dropped: readonly string[]): boolean {
  return dropped.some((entry) => (entry.endsWith('-') ? name.startsWith(entry) : name === entry));
}

function without(headers: HeadersInput, dropped: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(normalizeHeaders(headers)).filter(([name]) => !isDropped(name, dropped)),
  );
}

/** The headers a browser request may carry: drops host, connection, user-agent, referer, accept-encoding, cookie, sec-* and dnt, in any letter case. */
export function browserHeaders(headers: HeadersInput): Record<string, string> {
  return without(headers, BROWSER_DROPPED_HEADERS);
}

const CLIENT_IP = /^[0-9A-Za-z.:%_-]+$/;

/**
 * The headers a server-side request carries: hop-by-hop headers, host and content-length dropped,
 * and the client IP appended to x-forwarded-for (after any chain already there, which the host
 * passes in only from proxies it trusts). An empty or malformed IP adds nothing.
 */
export function serverHeaders(headers: HeadersInput, clientIp: string): Record<string, string> {
  const result = without(headers, SERVER_DROPPED_HEADERS);
  const ip = typeof clientIp === 'string' ? clientIp.trim() : '';
  if (ip === '' || !CLIENT_IP.test(ip)) return result;
  const chain = (result['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  result['x-forwarded-for'] = [...chain, ip].join(', ');
  return result;
}
