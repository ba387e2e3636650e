import type { FieldFormat, FieldRuleProblem } from '@agency/core/forms';
import type { FieldError } from '../../components/field-errors';
import { readFieldProblems, refusedFormat } from '../../components/forms/server-problems';
import type { Text } from './use-text';

/** A problem shown beside a field: a core rule's, or one the server reported. */
export type Problem =
  | FieldRuleProblem
  | { readonly code: 'duplicate' }
  | { readonly code: 'commonPassword' }
  | { readonly code: 'wrongPassword' }
  | { readonly code: 'passwordMatch' }
  // The server's own message, already in the request's language (web-api words every refusal).
  | { readonly code: 'server'; readonly message: string };

const FORMAT_KEYS = {
  phone: 'problem.phone',
  url: 'problem.url',
  country: 'problem.country',
  currency: 'problem.currency',
  time: 'problem.time',
  hours: 'problem.hours',
  number: 'problem.format',
  date: 'problem.format',
  email: 'problem.email',
  // The admin rules' formats; no account form checks them.
  integer: 'problem.format',
  roleName: 'problem.format',
  controllerName: 'problem.format',
  subactionName: 'problem.format',
  pageRoute: 'problem.format',
  unprefixedRoute: 'problem.format',
  // The sign-in forms' format; no account form checks it.
  oneTimeCode: 'problem.format',
} as const;

/** The text of a problem in the page's language. */
export function problemText(t: Text, problem: Problem): string {
  switch (problem.code) {
    case 'required':
      return t('problem.required');
    case 'tooLong':
      return t('problem.tooLong', { max: problem.max });
    case 'format':
      return t(FORMAT_KEYS[problem.format]);
    case 'range':
      return t('problem.range');
    case 'order':
      return t('problem.order');
    case 'pair':
      return t('problem.pair');
    case 'duplicate':
      return t('problem.duplicate');
    case 'commonPassword':
      return t('problem.commonPassword');
    case 'wrongPassword':
      return t('problem.wrongPassword');
    case 'passwordMatch':
      return t('problem.passwordMatch');
    case 'minLength':
      return t('problem.password', { min: problem.min });
    // The field of the current password is the one left empty.
    case 'currentPassword':
      return t('problem.required');
    case 'server':
      return problem.message;
  }
}

/** Problems by form field. */
export type FieldProblems = Readonly<Record<string, Problem>>;

/**
 * The field errors of a refused call (400 VALIDATION_FAILED or 409 with `data.fields`), keyed by
 * the form field `toField` names for each payload path; empty when the error carries none.
 */
export function serverFieldProblems(
  error: unknown,
  toField: (path: string) => string,
): FieldProblems {
  return readFieldProblems<Problem>(error, {
    toField,
    field: (error, field) => ownProblem(error, field) ?? { code: 'server', message: error.message },
  });
}

// The account's own wording of a server field code, where it has one (the stable codes of FieldError.code).
function ownProblem(error: FieldError, field: string): Problem | null {
  switch (error.code) {
    case 'required':
      return { code: 'required' };
    case 'duplicate':
      return { code: 'duplicate' };
    case 'common':
      return { code: 'commonPassword' };
    case 'passwordMatch':
      return { code: 'passwordMatch' };
    case 'order':
      return { code: 'order' };
    case 'pair':
      return { code: 'pair' };
    case 'invalid':
      return field === 'currentPassword' ? { code: 'wrongPassword' } : null;
    default:
      return refusedFormat(error, field, ACCOUNT_FORMATS);
  }
}

// The formats the account words itself (the contract's formats of its forms' fields).
const ACCOUNT_FORMATS: readonly FieldFormat[] = ['email', 'phone', 'url', 'country', 'currency'];

/** The form field of a payload path: `item.addressLines.0` is `addressLines`, `to` is `to`. */
export function payloadField(path: string): string {
  const parts = path.replace(/^\//, '').split(/[./]/);
  const start = parts[0] === 'item' ? 1 : 0;
  return parts[start] ?? path;
}
