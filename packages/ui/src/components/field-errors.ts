import type { components } from '@agency/contracts';
import { isWebError } from '@agency/core';

/** One field error of a rejected call: the contract's FieldError. */
export type FieldError = components['schemas']['FieldError'];

/** The well-formed field errors in a WebError's `data` (`{ fields: [...] }`); none when absent. */
export function fieldErrors(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null || !('fields' in data)) return [];
  const { fields } = data as { fields: unknown };
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.field === 'string' &&
      typeof item.code === 'string' &&
      typeof item.message === 'string',
  );
}

/** A refused call read for a form: a problem per form field, and the field errors of no form field. */
export interface FormFieldErrors<P> {
  readonly fields: Readonly<Record<string, P>>;
  readonly rest: readonly FieldError[];
}

/**
 * The one reader of a refused call's field errors: `toField` names the form field of each payload
 * path (null: not one of the form's), `problemOf` words the error for that field; the first error
 * of a field wins. Nothing when the error is no WebError or carries no field errors.
 */
export function readFieldErrors<P>(
  error: unknown,
  toField: (path: string) => string | null,
  problemOf: (error: FieldError, field: string) => P,
): FormFieldErrors<P> {
  const fields: Record<string, P> = {};
  const rest: FieldError[] = [];
  if (!isWebError(error)) return { fields, rest };
  for (const item of fieldErrors(error.data)) {
    const field = toField(item.field);
    if (field === null) rest.push(item);
    else if (!(field in fields)) fields[field] = problemOf(item, field);
  }
  return { fields, rest };
}
