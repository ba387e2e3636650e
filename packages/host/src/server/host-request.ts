import type { IncomingMessage } from 'node:http';
import { parseCookies } from './cookies';

/** A request as the host's decisions see it: plain data, no socket. */
export interface HostRequest {
  method: string;
  /** The request target as received (path and query). */
  url: string;
  /** Header names in lower case; repeated headers joined as node:http joins them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  cookies: Readonly<Record<string, string>>;
}

/** The plain request of a node:http request. */
export function hostRequestOf(req: IncomingMessage): HostRequest {
  return {
    method: req.method ?? '',
    url: req.url ?? '/',
    headers: req.headers,
    cookies: parseCookies(req.headers.cookie),
  };
}

/** The path of a request target, without its query. */
export function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? '/';
}
