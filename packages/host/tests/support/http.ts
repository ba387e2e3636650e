import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** A raw HTTP answer: status, headers and body text. */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes as received (still compressed when content-encoding says so). */
  raw: Buffer;
}

/**
 * Sends one request with node:http, so tests can set headers that fetch refuses (Host) and
 * paths that URL parsing would normalise (`//`, backslashes, bad escapes).
 */
export function rawRequest(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path,
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            raw: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
