import { isWebError, type MessageId, type WebError } from '@agency/core';
import type { FieldFormat } from '@agency/core/forms';
import { browserErrorOutcome } from '../error-outcome';
import { type FieldError, readFieldErrors } from '../field-errors';

/** What a refused call means for a form: problems beside fields and the one of the whole form. */
export interface ServerProblems<P, F = P> {
  readonly fields: Readonly<Record<string, P>>;
  readonly form: F | null;
}

/** How an area words the field errors of a refused call. */
export interface FieldWording<P> {
  /** The form field of a payload path; null: none of the form's (its message goes to the form). */
  readonly toField: (path: string) => string | null;
  /** A field error in the area's words, for its form field. */
  readonly field: (error: FieldError, field: string) => P;
}

/** How an area words a refused call for the whole form. */
export interface FormWording<P, F = P> extends FieldWording<P> {
  /** The form's problem when fields carry problems (null: the fields say it all). */
  readonly withFields: F | null;
  /** The area's own problem for a refusal without field errors (a conflict, a rate limit), or null. */
  readonly own?: (error: WebError) => F | null;
  /** A text of the site's error catalogue (R8). */
  readonly message: (messageId: MessageId) => F;
  /** The server's own text, or the field errors of no form field. */
  readonly text: (text: string) => F;
  /** A refusal nothing else words: no WebError, or none the catalogue notifies about. */
  readonly unexplained: (error: unknown) => F;
}

/**
 * The one reader of a refused call for a form, in the area's words: field errors beside their
 * fields; the form's problem from the other field errors, the area's own rule, core's error
 * catalogue, or the area's fallback.
 */
export function readServerProblems<P, F = P>(
  error: unknown,
  wording: FormWording<P, F>,
): ServerProblems<P, F> {
  if (!isWebError(error)) return { fields: {}, form: wording.unexplained(error) };
  const { fields, rest } = readFieldErrors(error, wording.toField, wording.field);
  if (rest.length > 0)
    return { fields, form: wording.text(rest.map((item) => item.message).join('. ')) };
  if (Object.keys(fields).length > 0) return { fields, form: wording.withFields };
  const own = wording.own?.(error) ?? null;
  if (own !== null) return { fields, form: own };
  const outcome = browserErrorOutcome(error, 'POST');
  if (outcome.kind !== 'notify') return { fields, form: wording.unexplained(error) };
  return {
    fields,
    form:
      outcome.text === undefined ? wording.message(outcome.messageId) : wording.text(outcome.text),
  };
}

/** The problems beside a form's fields of a refused call (none when it carries no field errors). */
export function readFieldProblems<P>(
  error: unknown,
  wording: FieldWording<P>,
): Readonly<Record<string, P>> {
  return readFieldErrors(error, wording.toField, wording.field).fields;
}

// The form fields whose contract format (or pattern) is one of core's field formats.
const FIELD_FORMATS: Readonly<Record<string, FieldFormat>> = {
  email: 'email',
  phone: 'phone',
  website: 'url',
  url: 'url',
  googleMapsUrl: 'url',
  country: 'country',
  currency: 'currency',
};

/**
 * The core format of a form field's refused format or pattern (`email` is an e-mail address), if
 * the area words it (`worded`); null otherwise.
 */
export function refusedFormat(
  error: FieldError,
  field: string,
  worded: readonly FieldFormat[],
): { readonly code: 'format'; readonly format: FieldFormat } | null {
  if (error.code !== 'format' && error.code !== 'pattern') return null;
  // The field name comes from the server's answer: only the table's own keys count.
  const format = Object.hasOwn(FIELD_FORMATS, field) ? FIELD_FORMATS[field] : undefined;
  return format !== undefined && worded.includes(format) ? { code: 'format', format } : null;
}
