import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWebApi, type WebApi } from '@agency/web-api';
import { databaseImage } from './database-image';

/** A real web-api with the demo accounts, in memory, on a loopback port. */
export interface DemoBackend {
  api: WebApi;
  /** Its origin, e.g. http://127.0.0.1:40123 (the site's upstream; /web is below it). */
  url: string;
  close(): Promise<void>;
}

/** Starts the demo backend the host tests sign in to (demo: true, not the AGENCY_DEMO variable). */
export async function startDemoBackend(): Promise<DemoBackend> {
  const api = await createWebApi({
    inMemory: true,
    pgliteImage: databaseImage('demo'),
    demo: true,
    jwtSecret: 'test-secret-of-at-least-thirty-two-characters',
    log: () => {},
  });
  const server = createServer((req, res) => api.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    api,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await api.close();
    },
  };
}
