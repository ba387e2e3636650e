import type { Language, WebError } from '@agency/core';
import { browserHeaders, buildWebRequest, isWebError } from '@agency/core';
import { type WebApi, webApiOver } from '@agency/ui';
import { sendWebRequest, type WebClient } from '../shared/send-web-request';

/** What the browser's /web client reads per call (the page language, the customer's jwt) and whom it tells about failures. */
export interface BrowserApiSource {
  lang(): Language;
  jwt(): string | null;
  /** Every failed call, before the caller sees the rejection: the host applies the error catalogue here. */
  onError?(error: WebError, method: string): void;
}

/** Headers of a browser /web call: core's filtered set plus the Bearer of the store's jwt. */
export function callHeaders(jwt: string | null): Record<string, string> {
  return browserHeaders({
    accept: 'application/json',
    ...(jwt === null ? {} : { authorization: `Bearer ${jwt}` }),
  });
}

/** The ui's `WebApi` over the typed client: same-origin /web, payload built by core, errors as core WebErrors. */
export function createBrowserApi(client: WebClient, source: BrowserApiSource): WebApi {
  return webApiOver((request) => {
    const built =
      request.method === 'GET'
        ? buildWebRequest({
            method: 'GET',
            controller: request.controller,
            subaction: request.subaction,
            lang: source.lang(),
            body: request.payload,
          })
        : buildWebRequest<FormData>({
            method: request.method,
            controller: request.controller,
            subaction: request.subaction,
            lang: source.lang(),
            body: request.payload,
            form: request.form,
          });
    return sendWebRequest(client, built, { headers: callHeaders(source.jwt()) }).catch(
      (error: unknown) => {
        if (isWebError(error)) source.onError?.(error, built.method);
        throw error;
      },
    );
  });
}
