import type { Registry } from 'prom-client';

/** Where a page's HTML or data came from: the landing/page-data caches, or the backend. */
export type CacheOutcome = 'hit' | 'miss' | 'bypass';

/** The host's Prometheus metrics: requests by route pattern and status, cache outcomes, upstream errors, and the process's own (event-loop delay, heap, RSS). */
export interface HostMetrics {
  registry: Registry;
  /** Counts one answered request and its duration. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** Counts one cache lookup's outcome. */
  cache(outcome: CacheOutcome): void;
  /** Counts one failed or timed-out call to the /web backend. */
  upstreamError(): void;
}

// Only the methods the host answers become label values; anything else is one bucket, so a client cannot grow the series.
const METHODS = new Set(['GET', 'HEAD', 'POST']);

/** What the embedded backend reports at each scrape: its job backlog, Google connections and suspected spam (web-api's WebApiMetrics). */
export interface BackendMetrics {
  jobs: readonly { kind: string; pending: number; failed: number }[];
  googleConnectionsNeedingReconnect: number;
  suspectedSpamLeads: number;
}

/** Creates the metrics of one host on their own registry; `backend` adds the embedded backend's gauges. */
export async function createMetrics(
  backend: (() => Promise<BackendMetrics>) | null = null,
): Promise<HostMetrics> {
  // Loaded only when METRICS is on: prom-client is ~1.8 MB of heap a host without it never uses (docs/benchmarks.md, Memory).
  const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = await import(
    'prom-client'
  );
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const caches = new Counter({
    name: 'host_cache_lookups_total',
    help: 'Landing and page-data cache lookups, by outcome (hit, miss, bypass).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'host_upstream_errors_total',
    help: 'Calls to the /web backend that failed, timed out or answered 5xx.',
    registers: [registry],
  });
  if (backend !== null) {
    // Read from the database at each scrape (the same for every process on it): one query per scrape.
    let reading: Promise<BackendMetrics> | null = null;
    const read = () => {
      reading ??= backend().finally(() => {
        reading = null;
      });
      return reading;
    };
    new Gauge({
      name: 'agency_jobs_pending',
      help: 'Jobs waiting to run (Google pushes and pulls, revokes), by kind.',
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const job of (await read()).jobs) this.set({ kind: job.kind }, job.pending);
      },
    });
    new Gauge({
      name: 'agency_jobs_failed',
      help: 'Jobs given up on (kept for an operator), by kind.',
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const job of (await read()).jobs) this.set({ kind: job.kind }, job.failed);
      },
    });
    new Gauge({
      name: 'agency_google_connections_needing_reconnect',
      help: 'Google Business Profile connections whose grant Google no longer honours.',
      registers: [registry],
      async collect() {
        this.set((await read()).googleConnectionsNeedingReconnect);
      },
    });
    new Gauge({
      name: 'agency_leads_suspected_spam',
      help: 'Quote requests kept as suspected spam (not delivered until an admin releases them).',
      registers: [registry],
      async collect() {
        this.set((await read()).suspectedSpamLeads);
      },
    });
  }
  return {
    registry,
    request(route, method, status, seconds) {
      const labels = {
        route,
        method: METHODS.has(method) ? method : 'OTHER',
        status: String(status),
      };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    cache(outcome) {
      caches.inc({ outcome });
    },
    upstreamError() {
      upstreamErrors.inc();
    },
  };
}
