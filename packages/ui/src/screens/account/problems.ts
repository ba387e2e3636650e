import type { FieldRuleProblem } from '@agency/core/forms';
import {
  type FormProblem,
  fieldErrorProblem,
  type ProblemValues,
  type ServerCodeWording,
  problemText as wordProblem,
} from '../../components/forms/form-problem';
import { readFieldProblems } from '../../components/forms/server-problems';
import type { AccountMessageKey } from './i18n/en';
import type { Text } from './use-text';

/** A problem shown beside a field in the account's words (the forms' one vocabulary). */
export type Problem = FormProblem<AccountMessageKey>;

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

/** The account's words for a core rule's problem. */
export function accountRuleWords(
  problem: FieldRuleProblem,
): readonly [AccountMessageKey, ProblemValues?] {
  switch (problem.code) {
    case 'required':
      return ['problem.required'];
    case 'tooLong':
      return ['problem.tooLong', { max: problem.max }];
    case 'format':
      return [FORMAT_KEYS[problem.format]];
    case 'range':
      return ['problem.range'];
    case 'order':
      return ['problem.order'];
    case 'pair':
      return ['problem.pair'];
    case 'minLength':
      return ['problem.password', { min: problem.min }];
    // The field of the current password is the one left empty.
    case 'currentPassword':
      return ['problem.required'];
  }
}

/** The text of a problem in the page's language. */
export function problemText(t: Text, problem: Problem): string {
  return wordProblem(problem, { t, rule: accountRuleWords });
}

/** Problems by form field. */
export type FieldProblems = Readonly<Record<string, Problem>>;

// The account's own wording of the server's field codes (the contract's formats of its forms' fields).
const ACCOUNT_SERVER_CODES: ServerCodeWording<AccountMessageKey> = {
  formats: ['email', 'phone', 'url', 'country', 'currency'],
  rules: ['order', 'pair'],
  keys: {
    duplicate: 'problem.duplicate',
    common: 'problem.commonPassword',
    passwordMatch: 'problem.passwordMatch',
    wrongPassword: 'problem.wrongPassword',
  },
};

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
    field: (error, field) => fieldErrorProblem(error, field, ACCOUNT_SERVER_CODES),
  });
}

/** The form field of a payload path: `item.addressLines.0` is `addressLines`, `to` is `to`. */
export function payloadField(path: string): string {
  const parts = path.replace(/^\//, '').split(/[./]/);
  const start = parts[0] === 'item' ? 1 : 0;
  return parts[start] ?? path;
}
