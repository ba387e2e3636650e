import type {
  WebEnumField,
  WebEnumValue,
  WebOperationData,
  WebOperationKey,
  WebOperationPayload,
} from '@agency/contracts/web-operations';
import { WEB_OPERATIONS } from '@agency/contracts/web-operations';

export type { WebOperationData, WebOperationKey, WebOperationPayload };

/** Options of one /web call: the multipart form of an upload (the contract's file parts). */
export interface WebCallOptions {
  readonly form?: FormData;
  /** The caller shows a refusal's field errors beside its fields: no notification repeats them. */
  readonly fieldsInline?: boolean;
}

/** One call to /web as it travels: method, controller and subaction of the pair, its payload and form. */
export interface WebApiRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly controller: string;
  readonly subaction: string;
  readonly payload?: Readonly<Record<string, unknown>>;
  readonly form?: FormData;
}

/**
 * The host's /web client, typed by the contract's operation map: `call('Locations/list', payload)`
 * checks the payload against the pair's request and types the answer's `data`; it rejects with
 * core's `WebError` on a non-OK answer or a network failure.
 */
export interface WebApi {
  call<K extends WebOperationKey>(
    operation: K,
    payload: WebOperationPayload<K>,
    options?: WebCallOptions,
  ): Promise<{ data: WebOperationData<K> }>;
}

/** The request a pair's call sends: the method from the contract's table, the pair split in two. */
export function webApiRequest<K extends WebOperationKey>(
  operation: K,
  payload: WebOperationPayload<K>,
  options: WebCallOptions = {},
): WebApiRequest {
  const slash = operation.indexOf('/');
  return {
    method: WEB_OPERATIONS[operation].method,
    controller: operation.slice(0, slash),
    subaction: operation.slice(slash + 1),
    // A call without fields travels without a payload (the client adds lang).
    ...(Object.keys(payload).length > 0 ? { payload } : {}),
    ...(options.form ? { form: options.form } : {}),
  };
}

/** Whether a value (from a URL, say) is one of the contract's values of a pair's enum field, such as a list's sort key. */
export function isContractValue<K extends WebOperationKey, F extends WebEnumField<K>>(
  operation: K,
  field: F,
  value: unknown,
): value is WebEnumValue<K, F> {
  const values: readonly unknown[] | undefined = WEB_OPERATIONS[operation].enums[field];
  return values?.includes(value) === true;
}

/**
 * A `WebApi` over a function that sends one request and resolves with the answer's `data`: the host's
 * client, an embedding developer's own fetch, or a story's or test's script. Callers keep the typed
 * `call`; the sender needs no cast.
 */
export function webApiOver(
  send: (request: WebApiRequest, options: WebCallOptions) => Promise<{ readonly data: unknown }>,
): WebApi {
  return {
    call: <K extends WebOperationKey>(
      operation: K,
      payload: WebOperationPayload<K>,
      options?: WebCallOptions,
    ) =>
      // The one trust boundary: the JSON /web answered for this pair (web-api's tests check every answer against its schema).
      send(webApiRequest(operation, payload, options), options ?? {}) as Promise<{
        data: WebOperationData<K>;
      }>,
  };
}
