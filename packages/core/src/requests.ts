import type { Language } from './languages';
import type { Query } from './query';

/** HTTP methods of the /web endpoint. */
export type WebMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The payload fields every /web call carries (R7.2). */
export interface WebPayloadBase {
  readonly controller: string;
  readonly subaction: string;
  readonly lang: Language;
  /** The full path of the page being loaded, for page loads. */
  readonly route?: string;
}

interface WebRequestCommon {
  /** Controller; default 'Index'. */
  readonly controller?: string;
  /** Subaction; default 'index'. */
  readonly subaction?: string;
  readonly lang: Language;
  /** The full path of the page, for page loads. */
  readonly route?: string;
  /** The route's query, merged into the payload (it cannot override controller, subaction, lang or route). */
  readonly query?: Query;
  /** Further payload fields. */
  readonly body?: Readonly<Record<string, unknown>>;
}

/** What a /web call is built from; a form (multipart data, kept opaque) needs a method other than GET. */
export type WebRequestInput<Form = never> = WebRequestCommon &
  (
    | { readonly method?: 'GET'; readonly form?: undefined }
    | { readonly method: Exclude<WebMethod, 'GET'>; readonly form?: Form }
  );

/**
 * A built /web call. GET: the whole payload in `query`, `body` null. Other methods: `query` empty and
 * the payload in `body`, sent as JSON — or, when `form` is present, as that multipart form with each
 * `body` field appended to it.
 */
export interface WebRequest<Form = never> {
  readonly method: WebMethod;
  readonly query: Readonly<Record<string, string>>;
  readonly body: (WebPayloadBase & Readonly<Record<string, unknown>>) | null;
  readonly form: Form | null;
}

function queryValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value) ?? null;
}

/**
 * Builds a /web call (R7.2, R7.3): the payload is the route query, then the body fields, then
 * controller (default 'Index'), subaction (default 'index'), lang and route, which always win.
 * GET (the default) puts it in the query string (non-text values as text or JSON); other methods
 * send it as a JSON body, or with the given form.
 */
export function buildWebRequest<Form = never>(input: WebRequestInput<Form>): WebRequest<Form> {
  const base: WebPayloadBase = {
    controller: input.controller ?? 'Index',
    subaction: input.subaction ?? 'index',
    lang: input.lang,
    ...(input.route === undefined ? {} : { route: input.route }),
  };
  const payload = { ...input.query, ...input.body, ...base };
  if (input.method === undefined || input.method === 'GET') {
    const query = Object.entries(payload).flatMap(([name, value]) => {
      const text = queryValue(value);
      return text === null ? [] : [[name, text] as const];
    });
    return { method: 'GET', query: Object.fromEntries(query), body: null, form: null };
  }
  return { method: input.method, query: {}, body: payload, form: input.form ?? null };
}
