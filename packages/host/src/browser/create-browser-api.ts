import type { Language, WebError } from '@agency/core';
import { buildWebRequest, hasFieldErrors, isWebError } from '@agency/core';
import { applyErrorOutcome, browserErrorOutcome } from '@agency/ui';
import { type WebApi, webApiOver } from '@agency/ui/web-api';
import { sendWebRequest, type WebClient } from '../shared/send-web-request';
import { callHeaders } from './call-headers';

// The error catalogue's outcomes, which the entry applies to every failed call, come with the /web
// client's code: a page that makes no call loads none of it (issue 30).
export { applyErrorOutcome, browserErrorOutcome };

/** What the browser's /web client reads per call (the page language, the customer's jwt) and whom it tells about failures. */
export interface BrowserApiSource {
  lang(): Language;
  jwt(): string | null;
  /**
   * Every failed call, before the caller sees the rejection: the host applies the error catalogue
   * here. Not told of field errors the caller shows beside its fields (one error, one message).
   */
  onError?(error: WebError, method: string): void;
}

/** The ui's `WebApi` over the typed client: same-origin /web, payload built by core, errors as core WebErrors. */
export function createBrowserApi(client: WebClient, source: BrowserApiSource): WebApi {
  return webApiOver((request, options) => {
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
        // One error, one message: field errors the caller shows beside its fields get no notification.
        if (isWebError(error) && !(options.fieldsInline === true && hasFieldErrors(error)))
          source.onError?.(error, built.method);
        throw error;
      },
    );
  });
}
