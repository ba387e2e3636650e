import type { IncomingMessage } from 'node:http';
import { clientIp } from './client-ip';
import { parseCookies } from './cookies';

/** Why a request's body could not be read: too large (413), or the connection failed (400). */
export class BodyRefused extends Error {
  constructor(readonly status: 400 | 413) {
    super(`request body refused (${status})`);
  }
}

/** A request's body as the decisions read it: whole as text up to a limit, or chunk by chunk. */
export interface RequestBody {
  /** The declared size (Content-Length), undefined when the request declared none. */
  readonly declared: number | undefined;
  /** The body as UTF-8 text; rejects with BodyRefused (413 over `maxBytes`, declared or sent; 400 when the connection failed). */
  text(maxBytes: number): Promise<string>;
  /** The body as it arrives; a reader that stops early leaves the rest unread. */
  chunks(): AsyncIterable<Uint8Array>;
  /** True once the whole body has arrived (or there was none). */
  complete(): boolean;
}

/** A request as the host's decisions see it: plain data and a body reader, no socket. */
export interface HostRequest {
  method: string;
  /** The request target as received (path and query). */
  url: string;
  /** The target's path, without its query. */
  path: string;
  /** The target's query string without its `?` ('' when none). */
  query: string;
  /** Header names in lower case; repeated headers joined as node:http joins them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  cookies: Readonly<Record<string, string>>;
  /** The first Accept-Language value, when one came. */
  acceptLanguage: string | undefined;
  /** The first User-Agent value, when one came. */
  userAgent: string | undefined;
  /** The client's address as the host trusts it (TRUST_PROXY). */
  clientIp: string;
  /** The request's id, answered as X-Request-Id and passed to the /web backend ('' when untraced). */
  requestId: string;
  body: RequestBody;
}

/** What a request is made of when it does not come from a socket (tests, tools). */
export interface PlainRequest {
  method?: string;
  url: string;
  headers?: Readonly<Record<string, string | string[] | undefined>>;
  body?: string | Buffer;
  clientIp?: string;
  requestId?: string;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The path of a request target, without its query. */
export function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? '/';
}

function queryOf(url: string): string {
  const mark = url.indexOf('?');
  return mark < 0 ? '' : url.slice(mark + 1);
}

/**
 * A body read from `source`: `drain` is called when a reader gives up on a body over its limit (the
 * rest is read and dropped, so the answer can still go out on the connection).
 */
export function requestBody(
  declaredHeader: string | string[] | undefined,
  source: () => AsyncIterable<Uint8Array>,
  complete: () => boolean,
  drain: () => void = () => {},
): RequestBody {
  const declared = Number(first(declaredHeader));
  return {
    declared: declaredHeader === undefined || !Number.isFinite(declared) ? undefined : declared,
    chunks: source,
    complete,
    async text(maxBytes) {
      if (Number(first(declaredHeader) ?? 0) > maxBytes) throw new BodyRefused(413);
      const chunks: Uint8Array[] = [];
      let size = 0;
      try {
        for await (const chunk of source()) {
          size += chunk.byteLength;
          if (size > maxBytes) break;
          chunks.push(chunk);
        }
      } catch {
        throw new BodyRefused(400);
      }
      if (size > maxBytes) {
        drain();
        throw new BodyRefused(413);
      }
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}

function requestOf(
  method: string,
  url: string,
  headers: HostRequest['headers'],
  clientAddress: string,
  requestId: string,
  body: RequestBody,
): HostRequest {
  return {
    method,
    url,
    path: pathOf(url),
    query: queryOf(url),
    headers,
    cookies: parseCookies(first(headers.cookie)),
    acceptLanguage: first(headers['accept-language']),
    userAgent: first(headers['user-agent']),
    clientIp: clientAddress,
    requestId,
    body,
  };
}

/** The plain request of a node:http request: the client IP trusted as `trustProxy` says, `requestId` its trace's. */
export function hostRequestOf(
  req: IncomingMessage,
  trustProxy: number,
  requestId: string,
): HostRequest {
  const body = requestBody(
    req.headers['content-length'],
    // A reader that stops early leaves the request alone: its answer still goes out on the socket.
    () => req.iterator({ destroyOnReturn: false }) as AsyncIterable<Uint8Array>,
    () => req.complete,
    () => {
      req.removeAllListeners('data');
      req.resume();
    },
  );
  return requestOf(
    req.method ?? '',
    req.url ?? '/',
    req.headers,
    clientIp(req, trustProxy),
    requestId,
    body,
  );
}

/** A request made of plain data (header names in lower case): the decisions' input in tests and tools. */
export function plainRequest(plain: PlainRequest): HostRequest {
  const headers = plain.headers ?? {};
  const bytes = plain.body === undefined ? null : Buffer.from(plain.body);
  const body = requestBody(
    headers['content-length'] ?? (bytes === null ? undefined : String(bytes.byteLength)),
    async function* () {
      if (bytes !== null && bytes.byteLength > 0) yield bytes;
    },
    () => true,
  );
  return requestOf(
    plain.method ?? 'GET',
    plain.url,
    headers,
    plain.clientIp ?? '127.0.0.1',
    plain.requestId ?? '',
    body,
  );
}
