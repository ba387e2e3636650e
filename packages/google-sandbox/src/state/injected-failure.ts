import { type GoogleErrorStatus, googleErrorBody, STATUS_NAMES } from '../http/google-error';
import { jsonResponse } from '../http/json-response';

/** A failure the next matching requests get instead of their answer (5xx, 429 or a garbage body). */
export interface InjectedFailure {
  /** Only requests to this Google host (`mybusiness.googleapis.com`); any host when unset. */
  host?: string;
  /** Only requests whose path contains this text. */
  pathIncludes?: string;
  /** Only requests of this method. */
  method?: string;
  status: number;
  /** How many requests fail (default 1). */
  times?: number;
  /** The raw body to send; unset sends Google's error shape for the status. */
  body?: string;
  headers?: Record<string, string>;
}

/** A queued failure and how many more requests it takes. */
export interface QueuedFailure {
  failure: InjectedFailure;
  remaining: number;
}

/** Takes one use of the first queued failure that matches a request, if any. */
export function takeFailure(
  queue: QueuedFailure[],
  request: { method: string; host: string; path: string },
): InjectedFailure | undefined {
  const index = queue.findIndex(
    ({ failure }) =>
      (failure.host === undefined || failure.host === request.host) &&
      (failure.method === undefined || failure.method.toUpperCase() === request.method) &&
      (failure.pathIncludes === undefined || request.path.includes(failure.pathIncludes)),
  );
  const queued = queue[index];
  if (!queued) return undefined;
  queued.remaining -= 1;
  if (queued.remaining <= 0) queue.splice(index, 1);
  return queued.failure;
}

/** The answer of an injected failure. */
export function failureResponse(failure: InjectedFailure): Response {
  if (failure.body !== undefined) {
    return new Response(failure.body, {
      status: failure.status,
      headers: { 'content-type': 'application/json; charset=UTF-8', ...failure.headers },
    });
  }
  if (failure.status in STATUS_NAMES) {
    const status = failure.status as GoogleErrorStatus;
    return jsonResponse(status, googleErrorBody(status), failure.headers);
  }
  const body = { error: { code: failure.status, message: 'Injected failure.', status: 'UNKNOWN' } };
  return jsonResponse(failure.status, body, failure.headers);
}
