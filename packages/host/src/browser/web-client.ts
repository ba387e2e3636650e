import createClient from 'openapi-fetch';
import type { WebClient, WebWire } from '../shared/send-web-request';

/** The openapi-fetch client of the page's own /web. */
export function createWebClient(origin: string): WebClient {
  return createClient<WebWire>({ baseUrl: origin });
}
