// The sign-in forms' checks are core's field rules (one vocabulary, FieldRuleProblem, with the account and
// admin forms); problem-text.ts tells each refusal in the sign-in words. The limits are the /web contract's.
import {
  checkOneTimeCode,
  checkEmail as emailRule,
  type FieldRuleProblem,
  checkPassword as passwordRule,
  checkPhone as phoneRule,
} from '@agency/core';

/** An e-mail address (core's rule): required, one @, a dot in the domain, at most 254 characters. */
export function checkEmail(value: string): FieldRuleProblem | null {
  return emailRule(value, true);
}

/** The password of a sign-in: required. */
export function checkPassword(value: string): FieldRuleProblem | null {
  return passwordRule(value);
}

/** A new password: required, at least 8 characters. */
export function checkNewPassword(value: string): FieldRuleProblem | null {
  return passwordRule(value, { isNew: true });
}

/** A phone number (core's rule): required; digits, spaces, +, parentheses and dashes, 3 to 40 characters. */
export function checkPhone(value: string): FieldRuleProblem | null {
  return phoneRule(value, true);
}

/** A one-time code (core's rule): required, six digits. */
export function checkCode(value: string): FieldRuleProblem | null {
  return checkOneTimeCode(value);
}
