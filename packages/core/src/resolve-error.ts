import type { WebError } from './errors';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { notFoundPath } from './match-route';
import type { MessageId } from './messages';
import type { NotificationType } from './notification-kind';
import { isSameOriginPath } from './same-origin-path';

/** What the page does about a failed call: show a notification, redirect with 307, or nothing. */
export type ErrorOutcome =
  | {
      readonly kind: 'notify';
      readonly type: NotificationType;
      readonly messageId: MessageId;
      /** The server's own text, shown instead of the message id's text when present. */
      readonly text?: string;
    }
  | { readonly kind: 'redirect'; readonly status: 307; readonly location: string }
  | { readonly kind: 'none' };

/** Where the call ran, its HTTP method and whether the page shows errors. */
export interface ResolveErrorOptions {
  readonly side: 'browser' | 'server';
  readonly method: string;
  readonly showErrors: boolean;
  /** The page's language: the server's 404 redirect goes to that language's 404 page (default ru). */
  readonly lang?: Language;
}

const NONE: ErrorOutcome = { kind: 'none' };

function isNoAnswer(error: WebError): boolean {
  return error.code === 'NETWORK_FAILURE' || error.code === 'TIMEOUT';
}

/**
 * The error catalogue of R8, exactly: 400 with error display on notifies danger with the
 * body's text; 404 with error display on notifies in the browser and redirects 307 to /404 on the
 * server (to the 404 page of the page's language); 410 on GET redirects 307 to the response's `location` when it is a same-origin path; 410
 * on another method in the browser notifies 'Permission denied'; a call that got no answer in the
 * browser notifies 'Check your internet connection'. Everything else: nothing.
 */
export function resolveError(error: WebError, options: ResolveErrorOptions): ErrorOutcome {
  const { side, showErrors } = options;
  const isGet = options.method.toUpperCase() === 'GET';
  if (isNoAnswer(error)) {
    return side === 'browser'
      ? { kind: 'notify', type: 'danger', messageId: 'error.network' }
      : NONE;
  }
  switch (error.statusCode) {
    case 400:
      if (!showErrors) return NONE;
      return error.message === ''
        ? { kind: 'notify', type: 'danger', messageId: 'error.badRequest' }
        : { kind: 'notify', type: 'danger', messageId: 'error.badRequest', text: error.message };
    case 404:
      if (!showErrors) return NONE;
      return side === 'browser'
        ? { kind: 'notify', type: 'danger', messageId: 'error.notFound' }
        : {
            kind: 'redirect',
            status: 307,
            location: notFoundPath(options.lang ?? DEFAULT_LANGUAGE),
          };
    case 410: {
      if (isGet) {
        const location = error.headers.location;
        return isSameOriginPath(location) ? { kind: 'redirect', status: 307, location } : NONE;
      }
      return side === 'browser'
        ? { kind: 'notify', type: 'danger', messageId: 'error.permissionDenied' }
        : NONE;
    }
    default:
      return NONE;
  }
}
