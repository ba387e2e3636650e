import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One call the upstream received: method, URL and headers. */
export interface RecordedCall {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

/** A real /web backend on loopback whose behaviour the test writes; it records every call. */
export interface TestUpstream {
  url: string;
  calls: RecordedCall[];
  close(): Promise<void>;
}

/** Starts an upstream on an ephemeral loopback port with the given handler. */
export function startUpstream(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<TestUpstream> {
  const calls: RecordedCall[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    calls.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    handler(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        calls,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The contract's Index/index answer for a page (route name, path, title). */
export function pageAnswer(
  route: string,
  path: string,
  title: string,
  extra: Record<string, unknown> = {},
): { data: Record<string, unknown> } {
  return {
    data: {
      page: {
        route,
        path,
        title,
        way: [],
        meta: { description: `${title}.` },
        ...extra,
      },
      actions: [],
      roles: ['anonymous'],
      ...(route === 'home' ? { cacheHint: 120 } : {}),
    },
  };
}

/** Sends a JSON answer. */
export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** An upstream that answers every page load with contract-shaped page data named after the requested route. */
export function pagesUpstream(): Promise<TestUpstream> {
  return startUpstream((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    const route = url.searchParams.get('route') ?? '/';
    const name = route === '/' || /^\/(en|ua|es)$/.test(route) ? 'home' : 'page';
    // Like the real backend, pages the editors cannot edit (sign-in, error pages) carry no description.
    const unedited = /\/(sign-in|40\d)$/.test(route);
    const extra = unedited ? { meta: { description: '' } } : {};
    json(res, 200, pageAnswer(name, route, `Title of ${route}`, extra));
  });
}
