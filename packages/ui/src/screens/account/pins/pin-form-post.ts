import { type Query, type RouteName, stringifyQuery } from '@agency/core';
import type { FormValues } from '../../../components/forms/field-description';
import { KIND_ROUTES } from '../kind-routes';
import type { PinRecord } from '../page-data';
import { PIN_KIND_NAMES, readListPage } from '../page-data';
import { editedItem } from './edited-item';
import type { PinKindSpec } from './kind-spec';
import { PIN_KINDS } from './kinds';

/** Each pin kind's list route and its description: where its forms are and what they post. */
export const PIN_FORM_KINDS: readonly { readonly route: RouteName; readonly spec: PinKindSpec }[] =
  PIN_KIND_NAMES.map((kind) => ({ route: KIND_ROUTES[kind], spec: PIN_KINDS[kind] }));

/** The `_form` name of a pin form that creates a record. */
export const PIN_CREATE_FORM = 'pinCreate';

/** The `_form` name of a pin form that edits a record. */
export const PIN_UPDATE_FORM = 'pinUpdate';

/** The `_form` name of the reply form of a review from Google (Reviews/reply). */
export const REVIEW_REPLY_FORM = 'reviewReply';

/** The `_form` name of the button that removes a review's reply (Reviews/deleteReply). */
export const REVIEW_DELETE_REPLY_FORM = 'reviewDeleteReply';

/** The query key of a list page that opens its form: `new`, or the id of the record to edit. */
export const PIN_FORM_QUERY = 'edit';

/** The value of `PIN_FORM_QUERY` that opens the form of a new record. */
export const PIN_FORM_NEW = 'new';

/** The fields a kind's form posts: every value of its form, and the edited record's id. */
export function pinFormFields(spec: PinKindSpec): readonly string[] {
  return [...Object.keys(spec.blank), 'id'];
}

/**
 * The call payload of a kind's form, the same with JavaScript or without: a new record's whole
 * item, or an edited record's id and the fields the edit changed (what the form cannot show stays).
 */
export function pinFormPayload(
  spec: PinKindSpec,
  values: FormValues<string>,
  stored: PinRecord | null,
): Record<string, unknown> {
  const { id: _id, ...fields } = values;
  if (stored === null) return { item: spec.toItem(fields) };
  return { id: stored.id, item: editedItem(spec, stored, fields) };
}

/** The record `id` among the page data's list (the list the edit link was on), or null. */
export function storedPin(page: unknown, id: string): PinRecord | null {
  const list =
    typeof page === 'object' && page !== null ? (page as { list?: unknown }).list : undefined;
  return readListPage(list)?.items.find((item) => item.id === id) ?? null;
}

/** The list query of a page's query: without the form it opened. */
export function withoutPinForm(query: Query): Query {
  const { [PIN_FORM_QUERY]: _form, ...rest } = query;
  return rest;
}

/** The URL of a list page with its form open (`target`: PIN_FORM_NEW or a record's id), or closed (null). */
export function pinFormUrl(path: string, query: Query, target: string | null): string {
  const search = stringifyQuery(
    target === null
      ? withoutPinForm(query)
      : { ...withoutPinForm(query), [PIN_FORM_QUERY]: target },
  );
  return search === '' ? path : `${path}?${search}`;
}

/** The problems of the kind's own check, as the contract's field errors (field, code, message). */
export function pinFormRefusals(
  spec: PinKindSpec,
  values: FormValues<string>,
): { field: string; code: string; message: string }[] {
  return Object.entries(spec.check(values)).map(([field, problem]) => ({
    field,
    code: problem.code,
    message: problem.code,
  }));
}
