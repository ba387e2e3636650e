import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { gzipSync } from 'node:zlib';
import { traceOf } from './access-log';
import { storedCopyCurrent } from './entity-tag';
import type { HostRequest } from './host-request';
import type { CachedPage } from './landing-cache';
import { type ScriptPolicy, type SecurityOptions, securityHeaders } from './security-headers';
import { pickEncoding } from './static-assets';

/** A body that is still arriving (the /web backend's answer passed on as it comes). */
export type StreamedBody = Readable;

/** An answer decided but not yet sent: status, every header, and the body (sent unless the request is HEAD). */
export interface HostResponse {
  status: number;
  headers: Record<string, string>;
  /** Set-Cookie values, each its own header line. */
  cookies?: readonly string[];
  /**
   * Bytes, or text written as UTF-8 straight to the socket (a rendered page is never copied into a
   * Buffer first), or a stream passed on chunk by chunk as it arrives.
   */
  body: string | Buffer | StreamedBody;
  /** The request's unread body is not waited for: the connection is dropped once the answer is out. */
  dropUnreadBody?: boolean;
}

/** What a plain answer is made of: its status, own headers, body and the scripts its page may run. */
export interface AnswerParts {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
  scripts?: ScriptPolicy;
  cookies?: readonly string[];
}

/** What an HTML answer is made of: the page, its scripts, its Cache-Control and, for the cached landing, its gzip bytes. */
export interface HtmlParts {
  status: number;
  html: string | Buffer;
  scripts: ScriptPolicy;
  cacheControl: string;
  precompressed?: Buffer | null;
  /** A kept page's entity tag (entityTag), answered as ETag. */
  etag?: string | null;
}

const EMPTY = Buffer.alloc(0);
const MIN_GZIP_BYTES = 1024;
const TEXT = 'text/plain; charset=utf-8';

/** An answer with the site's security headers and its Content-Length; its own headers win. */
export function answer(parts: AnswerParts, security: SecurityOptions): HostResponse {
  const body = parts.body;
  return {
    status: parts.status,
    headers: {
      ...securityHeaders(parts.scripts ?? null, security),
      'content-length': String(
        typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength,
      ),
      ...parts.headers,
    },
    body,
    ...(parts.cookies === undefined || parts.cookies.length === 0
      ? {}
      : { cookies: parts.cookies }),
  };
}

/** A redirect with an empty body that no cache keeps. */
export function redirectAnswer(
  status: number,
  location: string,
  security: SecurityOptions,
): HostResponse {
  return answer(
    {
      status,
      headers: { location, 'cache-control': 'no-store', 'content-type': TEXT },
      body: '',
    },
    security,
  );
}

/** A plain-text answer. */
export function textAnswer(
  status: number,
  headers: Record<string, string>,
  text: string,
  security: SecurityOptions,
): HostResponse {
  return answer({ status, headers: { 'content-type': TEXT, ...headers }, body: text }, security);
}

/** The 405 every method other than GET and HEAD gets where no form post answers. */
export function methodRefused(security: SecurityOptions): HostResponse {
  return textAnswer(405, { allow: 'GET, HEAD' }, 'Method Not Allowed', security);
}

function acceptsGzip(request: HostRequest): boolean {
  const acceptEncoding = request.headers['accept-encoding'];
  return (
    pickEncoding(
      { br: null, gzip: EMPTY },
      typeof acceptEncoding === 'string' ? acceptEncoding : undefined,
    ) === 'gzip'
  );
}

// Header fields of a body, which a 304 has none of: a cache keeps the stored copy's (RFC 9111 §3.2).
const BODY_FIELDS = new Set(['content-length', 'content-type', 'content-encoding']);

/**
 * The 304 Not Modified to a conditional GET or HEAD whose stored copy is current: the header fields
 * its 200 carries (ETag, Cache-Control, Vary and the CSP the stored copy then takes on) without those
 * of the body (RFC 9110 §15.4.5), Content-Length included (§8.6: only the 200's length may be sent).
 */
export function notModified(full: Readonly<Record<string, string>>): HostResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(full)) {
    if (!BODY_FIELDS.has(name)) headers[name] = value;
  }
  return { status: 304, headers, body: EMPTY };
}

/**
 * A kept page, its header block made once per Cache-Control and encoding (and for its 304) and reused
 * by every later hit; its gzip is made once, by the first answer that accepts it. A request whose
 * stored copy is the page's bytes is answered 304.
 */
export function cachedHtmlAnswer(
  request: HostRequest,
  page: CachedPage,
  cacheControl: string,
  security: SecurityOptions,
): HostResponse {
  const current = page.etag !== null && storedCopyCurrent(request.headers, page.etag);
  const gzip =
    !current &&
    page.html.byteLength >= MIN_GZIP_BYTES &&
    request.method !== 'HEAD' &&
    acceptsGzip(request);
  if (gzip && page.gzip === null) page.gzip = gzipSync(page.html);
  const key = `${current ? 'current' : gzip ? 'gzip' : 'identity'} ${cacheControl}`;
  const headers = page.headerBlocks.get(key);
  if (headers !== undefined) {
    if (current) return { status: 304, headers, body: EMPTY };
    return { status: page.status, headers, body: gzip ? (page.gzip as Buffer) : page.html };
  }
  const made = htmlAnswer(
    // A 304's fields are those of the answer to a HEAD: nothing is compressed for them.
    current ? { ...request, method: 'HEAD' } : request,
    {
      status: page.status,
      html: page.html,
      scripts: { hashes: page.scriptHashes, styleHashes: page.styleHashes },
      cacheControl,
      precompressed: gzip ? page.gzip : null,
      etag: page.etag,
    },
    security,
  );
  const answered = current ? notModified(made.headers) : made;
  page.headerBlocks.set(key, answered.headers);
  return answered;
}

/** An HTML page, gzip-compressed when the request accepts it (and it is not a HEAD). */
export function htmlAnswer(
  request: HostRequest,
  parts: HtmlParts,
  security: SecurityOptions,
): HostResponse {
  const accepts = acceptsGzip(request);
  // Rendered pages are compressed per response (fast level: ~0.2 ms for 20 KB); the cached landing
  // was compressed once.
  const gzip =
    !accepts || request.method === 'HEAD'
      ? null
      : (parts.precompressed ??
        (parts.html.length >= MIN_GZIP_BYTES ? gzipSync(parts.html, { level: 5 }) : null));
  return answer(
    {
      status: parts.status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': parts.cacheControl,
        vary: 'Accept-Encoding, Cookie',
        ...(parts.etag ? { etag: parts.etag } : {}),
        ...(gzip !== null ? { 'content-encoding': 'gzip' } : {}),
      },
      body: gzip ?? parts.html,
      scripts: parts.scripts,
    },
    security,
  );
}

/** Whether a body is still arriving (streamed) rather than whole in memory. */
export function isStreamed(body: HostResponse['body']): body is StreamedBody {
  return body instanceof Readable;
}

// A kept page answers every hit with the same header object: its name-value list is made once. Node
// takes such a list as it is, where an object with the request id added was copied key by key
// (1.5 µs of a kept page's 32 µs, issue 30, decision 0050).
const lines = new WeakMap<Record<string, string>, string[]>();

function headerLines(headers: Record<string, string>): string[] {
  let list = lines.get(headers);
  if (list === undefined) {
    list = Object.entries(headers).flat();
    lines.set(headers, list);
  }
  return list;
}

/**
 * The node:http adapter's one writer: puts a decided answer on the wire, the status and headers, then
 * the body unless the request was HEAD (a streamed body is passed on as it arrives, and the promise
 * returned settles once it has; a stream that fails mid-way ends the connection, as the status is
 * already sent). A body in memory is written at once. The only place under src/server that writes a
 * response of the site.
 */
export function writeResponse(
  res: ServerResponse,
  method: string,
  response: HostResponse,
): Promise<void> | undefined {
  const trace = traceOf(res.req);
  const { body } = response;
  const streamed = isStreamed(body);
  const extra: string[] = [];
  if (trace.id !== '') extra.push('x-request-id', trace.id);
  // A body left unread (a refused upload) would keep the connection busy: close it after the answer.
  if (response.dropUnreadBody === true && !res.req.complete) {
    extra.push('connection', 'close');
    res.on('finish', () => res.req.destroy());
  }
  for (const cookie of response.cookies ?? []) extra.push('set-cookie', cookie);
  const head = headerLines(response.headers);
  res.writeHead(response.status, extra.length === 0 ? head : head.concat(extra));
  if (method === 'HEAD') {
    if (streamed) body.destroy();
    trace.bodyBytes = 0;
    res.end();
    return undefined;
  }
  if (!streamed) {
    // The access log takes the length already worked out instead of measuring a page's text again.
    const length = response.headers['content-length'];
    trace.bodyBytes =
      length !== undefined
        ? Number(length)
        : typeof body === 'string'
          ? Buffer.byteLength(body)
          : body.byteLength;
    res.end(body);
    return undefined;
  }
  async function* counted(chunks: AsyncIterable<Uint8Array>) {
    for await (const chunk of chunks) {
      trace.bodyBytes += chunk.byteLength;
      yield chunk;
    }
  }
  return pipeline(body, counted, res).catch(() => {
    res.destroy();
  });
}
