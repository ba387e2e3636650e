import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { HostLogger } from './logger';
import type { CacheOutcome, HostMetrics } from './metrics';
import { requestId } from './request-id';

/** What the host learns while answering one request, for its access-log line and metrics. */
export interface RequestTrace {
  id: string;
  /** The route pattern (a route name, `/web`, `asset`, …), never the raw path. */
  route: string | null;
  cache: CacheOutcome | null;
  /** Time spent waiting for the /web backend, in ms. */
  upstreamMs: number | null;
  upstreamError: boolean;
  /** The body's length when its writer already knows it (the Content-Length it wrote), so it is not measured again. */
  bodyBytes: number | null;
}

const traces = new WeakMap<IncomingMessage, RequestTrace>();

/** The trace of a request being answered (a detached one if tracing was not started, e.g. in unit tests). */
export function traceOf(req: IncomingMessage): RequestTrace {
  return (
    traces.get(req) ?? {
      id: '',
      route: null,
      cache: null,
      upstreamMs: null,
      upstreamError: false,
      bodyBytes: null,
    }
  );
}

/** Times an upstream call into the request's trace. */
export async function timeUpstream<T>(req: IncomingMessage, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await call();
  } finally {
    const trace = traceOf(req);
    trace.upstreamMs =
      (trace.upstreamMs ?? 0) + Math.round((performance.now() - started) * 10) / 10;
  }
}

/** Runs an in-process handler and resolves once its answer has ended (the handler itself may return earlier). */
export function untilAnswered(res: ServerResponse, run: () => void | Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    res.once('close', () => resolve());
    Promise.resolve().then(run).catch(reject);
  });
}

/** The answer's X-Request-Id header (none when the request is not traced), to write with the other headers. */
export function requestIdHeader(res: ServerResponse): Readonly<Record<string, string>> {
  const id = traceOf(res.req).id;
  return id === '' ? {} : { 'x-request-id': id };
}

const FIXED_ROUTES = new Set(['/web', '/healthz', '/readyz', '/robots.txt', '/sitemap.xml']);

function routeLabel(path: string): string {
  if (FIXED_ROUTES.has(path)) return path;
  if (path.startsWith('/assets/')) return 'asset';
  return 'other';
}

function byteLength(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === 'string')
    return Buffer.byteLength(
      chunk,
      typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
    );
  return chunk instanceof Uint8Array ? chunk.byteLength : 0;
}

/**
 * Starts a request's trace: gives it an id (answered as X-Request-Id and passed to the /web backend),
 * then writes one access-log line and the metrics when the answer ends. Only the method, the path
 * without its query, and what the host measured are logged: no header, cookie, token or body.
 */
export function traceRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: { logger: HostLogger; metrics: HostMetrics | null; trustProxy: number },
): RequestTrace {
  const started = performance.now();
  const trace: RequestTrace = {
    id: requestId(req, options.trustProxy),
    route: null,
    cache: null,
    upstreamMs: null,
    upstreamError: false,
    bodyBytes: null,
  };
  traces.set(req, trace);
  // Overwrites a client's own value: the embedded and the proxied backend read this header and log it.
  // The answer's header is written by whoever writes the head (requestIdHeader): a header set here
  // would make node copy and check every other header one by one in writeHead.
  req.headers['x-request-id'] = trace.id;
  let bytes = 0;
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    bytes += byteLength(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (trace.bodyBytes !== null) bytes += trace.bodyBytes;
    else if (typeof chunk !== 'function') bytes += byteLength(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
  res.once('close', () => {
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const path = (req.url ?? '/').split('?', 1)[0]?.slice(0, 200) ?? '/';
    const route = trace.route ?? routeLabel(path);
    const status = res.writableFinished ? res.statusCode : 499;
    if (route === '/web' && (status === 502 || status === 504)) trace.upstreamError = true;
    options.logger.info({
      msg: 'request',
      reqId: trace.id,
      method: req.method,
      path,
      route,
      status,
      bytes,
      durationMs,
      cache: trace.cache ?? undefined,
      upstreamMs: trace.upstreamMs ?? undefined,
    });
    if (options.metrics) {
      options.metrics.request(route, req.method ?? 'GET', status, durationMs / 1000);
      if (trace.cache) options.metrics.cache(trace.cache);
      if (trace.upstreamError) options.metrics.upstreamError();
    }
  });
  return trace;
}
