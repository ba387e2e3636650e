import type {
  WebOperationData,
  WebOperationKey,
  WebOperationPayload,
} from '@agency/contracts/web-operations';
import type { Language, Query, RouteMatch, WebError } from '@agency/core';
import { toWebError } from '@agency/core';
import { messageText } from '@agency/core/server-messages';
import { POSTED_FORM_FIELD, type PostedForm } from '@agency/ui';
import type { FormPostSuccess } from './form-posts';
import { FORM_POSTS, type FormPostRule } from './form-posts';
import type { HostRequest } from './host-request';

type RequestHeaders = HostRequest['headers'];

/** The only body type a form post may have (what a `<form method="post">` sends). */
export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A form post the host refuses before any /web call: the status and a plain-text reason. */
export interface FormPostRefusal {
  readonly status: 400 | 403 | 415;
  readonly text: string;
}

/** What the host answers once the form's call has an outcome: a redirect, or the page again. */
export type FormPostAnswer =
  | Extract<FormPostSuccess, { kind: 'redirect' }>
  | { readonly kind: 'render'; readonly status: number; readonly posted: PostedForm };

function header(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The form posts (FORM_POSTS, or `rules`) a page shows: those of its route and those of its route's group. */
export function formPostRules(
  match: RouteMatch,
  rules: readonly FormPostRule[] = FORM_POSTS,
): FormPostRule[] {
  return rules.filter(
    (rule) => rule.route === match.route.name || rule.group === match.route.group,
  );
}

/**
 * A post another site made the browser send: Sec-Fetch-Site, which browsers set and pages cannot,
 * must say same-origin; without it, an Origin must be the site's own (its public URL or the Host
 * the request was sent to). A client sending neither is no browser acting for another site.
 */
export function isCrossSite(headers: RequestHeaders, publicUrl: string): boolean {
  const site = header(headers, 'sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin';
  const origin = header(headers, 'origin');
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host !== new URL(publicUrl).host && host !== header(headers, 'host');
}

/** Refuses, before reading the body, a post from another site (403) or one that is not a form (415). */
export function refuseFormPost(headers: RequestHeaders, publicUrl: string): FormPostRefusal | null {
  if (isCrossSite(headers, publicUrl)) {
    return { status: 403, text: 'Forbidden: a form of this site can only be sent from this site.' };
  }
  const type = (header(headers, 'content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase();
  if (type !== FORM_TYPE) {
    return { status: 415, text: `Unsupported Media Type: send the form as ${FORM_TYPE}.` };
  }
  return null;
}

/**
 * The posted form among the page's rules, named by the hidden field, and its values: every field
 * the rule reads (missing ones empty), trimmed as the browser form trims them, secrets and the
 * values of an `asTyped` rule untouched. Line breaks are LF, as a textarea's value has them in the
 * browser (a post sends CRLF).
 */
export function readPostedForm(
  rules: readonly FormPostRule[],
  body: string,
): { rule: FormPostRule; values: Record<string, string> } | FormPostRefusal {
  const fields = new URLSearchParams(body);
  const rule = rules.find((candidate) => candidate.form === fields.get(POSTED_FORM_FIELD));
  if (rule === undefined) return { status: 400, text: 'Bad Request: this page has no such form.' };
  const values: Record<string, string> = {};
  for (const name of rule.fields) {
    const value = (fields.get(name) ?? '').replace(/\r\n?/g, '\n');
    values[name] = rule.secrets?.includes(name) || rule.asTyped ? value : value.trim();
  }
  return { rule, values };
}

/** The form's own check as the refused call's error, or null when the values pass it. */
export function checkRefusal(
  rule: FormPostRule,
  values: Readonly<Record<string, string>>,
): WebError | null {
  const refused = rule.check?.(values) ?? [];
  if (refused.length === 0) return null;
  return toWebError(400, {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: '',
    data: { fields: refused },
  });
}

/**
 * The body of the form's call: the rule's payload (reading the page's data when the rule does),
 * the values themselves without one, or a 404 in the page's language when the page no longer
 * shows the edited record.
 */
export function callBody<K extends WebOperationKey>(
  rule: FormPostRule<K>,
  values: Readonly<Record<string, string>>,
  page: unknown,
  lang: Language,
): { body: WebOperationPayload<K> } | { error: WebError } {
  // A rule without a payload posts its fields as they are, as the browser's form does; the backend
  // checks them against the pair's request.
  if (rule.payload === undefined) return { body: values as WebOperationPayload<K> };
  const body = rule.payload(values, page);
  if (body !== null) return { body };
  return {
    error: toWebError(404, {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: messageText('notFound.notOnPage', lang),
    }),
  };
}

// A problem the visitor can act on is a 400 (429 when told to wait); the backend failing is the gateway's.
function failureStatus(error: WebError): number {
  if (error.statusCode === 429) return 429;
  if (error.statusCode >= 400 && error.statusCode < 500) return 400;
  return error.code === 'TIMEOUT' ? 504 : 502;
}

/**
 * The answer to a form's call: the rule's success (redirect, or the page with the step done), or
 * the page again with the error (its headers dropped) and the values that are not secret.
 */
export function formPostAnswer<K extends WebOperationKey>(
  rule: FormPostRule<K>,
  values: Readonly<Record<string, string>>,
  outcome: { data: WebOperationData<K> } | { error: WebError },
  lang: Language,
  query: Query = {},
): FormPostAnswer {
  const shown = Object.fromEntries(
    Object.entries(values).filter(([name]) => !rule.secrets?.includes(name)),
  );
  if ('error' in outcome && !(rule.goneIsSuccess && outcome.error.statusCode === 410)) {
    return {
      kind: 'render',
      status: failureStatus(outcome.error),
      posted: { form: rule.form, values: shown, error: { ...outcome.error, headers: {} } },
    };
  }
  const success = rule.success('data' in outcome ? outcome.data : null, values, lang, query);
  if (success.kind === 'redirect') return success;
  return {
    kind: 'render',
    status: 200,
    posted: { form: rule.form, values: shown, error: null, done: true },
  };
}
