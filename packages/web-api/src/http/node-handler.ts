import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebCallAnswerer } from './answer-web-call';
import { clientIp } from './client-ip';
import type { WebAnswer, WebCall } from './web-call';

/** The /web request handler on node:http; `clientIp` is given by an embedding host that already knows it, else read from the request. */
export type WebHandler = (req: IncomingMessage, res: ServerResponse, clientIp?: string) => void;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

async function readStream(req: IncomingMessage, limit: number, tooLarge: () => Error) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    // A request stream without an encoding set yields Buffers.
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** What the backend reads of a node:http request. */
export function nodeWebCall(req: IncomingMessage, ip: string): WebCall {
  const declared = Number(req.headers['content-length']);
  return {
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    authorization: header(req, 'authorization'),
    contentType: header(req, 'content-type'),
    contentLength: Number.isFinite(declared) ? declared : undefined,
    requestId: header(req, 'x-request-id'),
    ip,
    body: (limit, tooLarge) => readStream(req, limit, tooLarge),
  };
}

function write(req: IncomingMessage, res: ServerResponse, answer: WebAnswer): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // A body left unread (413) would keep the connection busy: close it after the answer.
  if (!req.complete) {
    res.setHeader('connection', 'close');
    res.on('finish', () => req.destroy());
  }
  res.writeHead(answer.status, {
    ...answer.headers,
    'content-length': Buffer.byteLength(answer.body),
  });
  res.end(answer.body);
}

/** Puts the backend on node:http: each request becomes a call, each answer is written as it is. */
export function nodeHandler(answer: WebCallAnswerer, trustProxy: number): WebHandler {
  return (req, res, ip) => {
    void answer(nodeWebCall(req, ip ?? clientIp(req, trustProxy)))
      .then((result) => write(req, res, result))
      // An answer node cannot write (a header it refuses) ends the connection, never the process.
      .catch(() => res.destroy());
  };
}
