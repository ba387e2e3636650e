// The sign-in forms' checks are core's field rules (one vocabulary, FieldRuleProblem, with the account and
// admin forms), each field required; problem-text.ts tells each refusal in the sign-in words.
import {
  checkEmail,
  checkOneTimeCode,
  checkPassword,
  checkPhone,
  type FieldRuleProblem,
} from '@agency/core/sign-in';

/** A field's client-side check. */
export type Check = (value: string) => FieldRuleProblem | null;

/** The checks of the sign-in forms' fields: e-mail, phone, password, a new password (8 characters at least) and a one-time code. */
export const SIGN_IN_CHECKS = {
  email: (value) => checkEmail(value, true),
  phone: (value) => checkPhone(value, true),
  password: (value) => checkPassword(value),
  newPassword: (value) => checkPassword(value, { isNew: true }),
  code: checkOneTimeCode,
} as const satisfies Readonly<Record<string, Check>>;
