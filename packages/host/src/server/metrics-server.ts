import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HostMetrics } from './metrics';

/** A listening metrics endpoint and how to stop it. */
export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** Serves GET /metrics (Prometheus text) on its own port and interface (loopback by default), never on the public port. */
export function startMetricsServer(
  metrics: HostMetrics,
  where: { port: number; hostname: string },
): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?', 1)[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.hostname, () => {
      const address = server.address() as AddressInfo;
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        url: `http://${host}:${address.port}/metrics`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
