import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type HostLogger, writeInfoLine } from './logger';
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
  /** The body's bytes sent, as the writer (writeResponse) counts them: the Content-Length it wrote, or a streamed body's chunks. */
  bodyBytes: number;
}

const traces = new WeakMap<IncomingMessage, RequestTrace>();

/** A request's trace before anything is known of its answer, under the request id `id`. */
export function newTrace(id: string): RequestTrace {
  return { id, route: null, cache: null, upstreamMs: null, upstreamError: false, bodyBytes: 0 };
}

/** The trace of a request being answered (a detached one if tracing was not started, e.g. in unit tests). */
export function traceOf(req: IncomingMessage): RequestTrace {
  return traces.get(req) ?? newTrace('');
}

/** Times an upstream call into the request's trace. */
export async function timeUpstream<T>(trace: RequestTrace, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await call();
  } finally {
    trace.upstreamMs =
      (trace.upstreamMs ?? 0) + Math.round((performance.now() - started) * 10) / 10;
  }
}

const FIXED_ROUTES = new Set(['/web', '/healthz', '/readyz', '/robots.txt', '/sitemap.xml']);

function routeLabel(path: string): string {
  if (FIXED_ROUTES.has(path)) return path;
  if (path.startsWith('/assets/')) return 'asset';
  return 'other';
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
  const trace = newTrace(requestId(req, options.trustProxy));
  traces.set(req, trace);
  // Overwrites a client's own value: the embedded and the proxied backend read this header and log it.
  // The answer's header is written with the others by the writer (writeResponse): a header set here
  // would make node copy and check every other header one by one when it writes the head.
  req.headers['x-request-id'] = trace.id;
  res.once('close', () => {
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const path = (req.url ?? '/').split('?', 1)[0]?.slice(0, 200) ?? '/';
    const route = trace.route ?? routeLabel(path);
    const status = res.writableFinished ? res.statusCode : 499;
    if (route === '/web' && (status === 502 || status === 504)) trace.upstreamError = true;
    writeInfoLine(options.logger, {
      msg: 'request',
      reqId: trace.id,
      method: req.method,
      path,
      route,
      status,
      bytes: trace.bodyBytes,
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
