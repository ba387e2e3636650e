/** One call to the /web endpoint: the operation (controller + subaction) and its payload. */
export interface WebApiRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly controller: string;
  readonly subaction: string;
  readonly payload?: Record<string, unknown>;
  readonly form?: FormData;
}

/** The host's /web client; `call` rejects with core's `WebError` on a non-OK answer or a network failure. */
export interface WebApi {
  call<T>(request: WebApiRequest): Promise<{ data: T }>;
}
