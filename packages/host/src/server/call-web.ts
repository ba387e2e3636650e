import {
  WEB_OPERATIONS,
  type WebOperationData,
  type WebOperationKey,
  type WebOperationPayload,
} from '@agency/contracts/web-operations';
import { buildWebRequest, type Language, type Query } from '@agency/core';
import { type SendOptions, sendWebRequest, type WebClient } from '../shared/send-web-request';

/** What the host passes for a pair: the contract's payload of that pair, with the language it is asked in. */
export type WebCallPayload<K extends WebOperationKey> = WebOperationPayload<K> & {
  readonly lang: Language;
};

/**
 * One of the host's own /web calls, typed per pair by the contract's operation map: the payload is
 * the pair's request, the answer's `data` the pair's, the method the contract's. `routeQuery` is a
 * page load's route query, which travels as further fields (Index/index). Rejects with core's
 * WebError as sendWebRequest does.
 */
export async function callWeb<K extends WebOperationKey>(
  client: WebClient,
  operation: K,
  payload: WebCallPayload<K>,
  options: SendOptions,
  routeQuery?: Query,
): Promise<{ data: WebOperationData<K> }> {
  const slash = operation.indexOf('/');
  const { lang, route, ...fields } = payload as { lang: Language; route?: unknown } & Record<
    string,
    unknown
  >;
  const common = {
    controller: operation.slice(0, slash),
    subaction: operation.slice(slash + 1),
    lang,
    ...(typeof route === 'string' ? { route } : {}),
    body: fields,
    ...(routeQuery === undefined ? {} : { query: routeQuery }),
  };
  const method = WEB_OPERATIONS[operation].method;
  const request =
    method === 'GET' ? buildWebRequest(common) : buildWebRequest({ ...common, method });
  const { data } = await sendWebRequest(client, request, options);
  // The backend validated its answer against the same contract (web-api's answer check).
  return { data: data as WebOperationData<K> };
}
