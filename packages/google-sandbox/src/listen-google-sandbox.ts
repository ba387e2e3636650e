import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { GoogleSandbox } from './create-google-sandbox';

/** Where to listen. */
export interface ListenOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

/** A sandbox listening on node:http. */
export interface ListeningSandbox {
  /** `http://127.0.0.1:PORT`, the value of GOOGLE_APIS_ORIGIN (plus any base path) for a client. */
  origin: string;
  close(): Promise<void>;
}

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // The body streams in, so the handler's size limit stops a huge upload early.
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  });
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...headers, 'content-length': String(body.byteLength) });
  res.end(body);
}

/** Serves a sandbox on node:http (tests and the demo); the handler itself needs no Node API. */
export function listenGoogleSandbox(
  sandbox: GoogleSandbox,
  options: ListenOptions = {},
): Promise<ListeningSandbox> {
  const host = options.host ?? '127.0.0.1';
  let origin = '';
  const server = createServer((req, res) => {
    Promise.resolve()
      .then(() => sandbox.handle(toRequest(req, origin)))
      .then((response) => writeResponse(response, res))
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end();
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
      resolve({
        origin,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((error) => (error ? fail(error) : done()));
          }),
      });
    });
  });
}
