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
    userAgent: header(req, 'user-agent') ?? '',
    ip,
    // A reader that stops early leaves the request alone: the answer still goes out on its socket,
    // then the connection closes (write below), so the unread rest is never read.
    chunks: () => req.iterator({ destroyOnReturn: false }) as AsyncIterable<Uint8Array>,
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
